// What a stock dashboard remembers between clicks: the one active card and whether the results
// table is shown. A pure reducer for React's useReducer.
import { findCard, groupsOf, isFilterCard, type CardSource } from './cards.js';
import type { ColumnFilters, ResultColumn } from './columns.js';

export interface DashboardState {
  /** The active card's id; only one at a time. */
  activeCard: string | null;
  /** CONTRAER/EXPANDIR. */
  expanded: boolean;
}

export const INITIAL_DASHBOARD_STATE: DashboardState = { activeCard: null, expanded: false };

export type DashboardAction =
  /** A card click: activates it (and expands the table), or clears it when already active. */
  | { type: 'card'; id: string }
  | { type: 'clear' }
  /** CONTRAER/EXPANDIR. */
  | { type: 'toggleTable' };

export const dashboardReducer = (
  state: DashboardState,
  action: DashboardAction,
): DashboardState => {
  switch (action.type) {
    case 'card':
      // Choosing a filter fills the table and expands it; the active one clears.
      return state.activeCard === action.id
        ? { ...state, activeCard: null }
        : { activeCard: action.id, expanded: true };
    case 'clear':
      return { ...state, activeCard: null };
    case 'toggleTable':
      return { ...state, expanded: !state.expanded };
  }
};

/**
 * A click on a card of some groups: a card that does not filter ('Revisiones', the placeholder
 * tile) leaves the state as it is.
 */
export const cardClick = <Row>(
  source: CardSource<Row>,
  state: DashboardState,
  id: string,
): DashboardState =>
  isFilterCard(source, id) ? dashboardReducer(state, { type: 'card', id }) : state;

/** CONTRAER when the table shows, EXPANDIR when hidden. */
export const tableToggleLabel = (state: DashboardState): string =>
  state.expanded ? 'CONTRAER' : 'EXPANDIR';

export interface FilterChip {
  /** 'card' or a column id: what deleting the chip clears. */
  key: string;
  label: string;
}

/**
 * The first site lists the active filters as chips: the card ('Carrocería: Berlina'; a common card
 * by its own name) and each non-empty column filter ('MARCA: peu').
 */
export const activeFilterChips = <Row>(
  source: CardSource<Row>,
  state: DashboardState,
  columnFilters: ColumnFilters,
  columns: readonly ResultColumn<Row>[],
): FilterChip[] => {
  const chips: FilterChip[] = [];
  const card = findCard(source, state.activeCard);
  if (card) {
    const group = groupsOf(source).find((g) => g.id === card.group);
    chips.push({ key: 'card', label: group?.label ? `${group.label}: ${card.label}` : card.label });
  }
  for (const column of columns) {
    const query = columnFilters[column.id]?.trim();
    if (query) chips.push({ key: column.id, label: `${column.label}: ${query}` });
  }
  return chips;
};
