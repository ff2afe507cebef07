// What the own-site dashboard remembers between clicks: the same state as every stock dashboard
// (../stockDashboard/state.ts), with the own sites' columns.
import type { CardSource } from '../stockDashboard/cards.js';
import {
  activeFilterChips,
  type DashboardState,
  type FilterChip,
} from '../stockDashboard/state.js';
import { RESULT_COLUMNS, type ColumnFilters, type ResultColumn } from './columns.js';
import type { OwnSiteVehicle } from './vehicle.js';

export {
  INITIAL_DASHBOARD_STATE,
  cardClick,
  dashboardReducer,
  tableToggleLabel,
  type DashboardAction,
  type DashboardState,
  type FilterChip,
} from '../stockDashboard/state.js';

/** The first site's chips of the active filters (the card, each column's). */
export const filterChips = (
  source: CardSource<OwnSiteVehicle>,
  state: DashboardState,
  columnFilters: ColumnFilters = {},
  columns: readonly ResultColumn[] = RESULT_COLUMNS,
): FilterChip[] => activeFilterChips(source, state, columnFilters, columns);
