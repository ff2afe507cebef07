// The summary cards of every stock dashboard (own sites and web stock): a card is a filter with a
// count; groups of cards are each dashboard's configuration. Generic over the row a dashboard lists
// (a sale vehicle, a web stock row).

export interface SummaryCard<Row> {
  /** Unique on its dashboard: 'total', 'tipoWeb.km0', 'lpMarca.peugeot'. */
  id: string;
  /** The card's Spanish label. */
  label: string;
  group: string;
  matches: (row: Row) => boolean;
  /** A placeholder tile: shown, never counted nor clicked. */
  placeholder?: boolean;
}

export interface CardGroup<Row> {
  id: string;
  /** Spanish title of the group ('' for the common cards, shown without a title). */
  label: string;
  cards: readonly SummaryCard<Row>[];
  /** Whether its cards filter the table ('Revisiones' does not). Default true. */
  filterable?: boolean;
  /**
   * A total badge ('Revisiones'): the group also counts the rows that match ANY of its cards (a row
   * failing two checks is one row to review), under groupTotalKey.
   */
  totalBadge?: boolean;
}

/** The key of a group's total in countCards' answer. */
export const groupTotalKey = (groupId: string): string => `${groupId}.__total`;

/** Card groups, or a configuration holding them. */
export type CardSource<Row> =
  readonly CardGroup<Row>[] | { readonly groups: readonly CardGroup<Row>[] };

export const groupsOf = <Row>(source: CardSource<Row>): readonly CardGroup<Row>[] =>
  'groups' in source ? source.groups : source;

/** Every card of some groups, in display order. */
export const cardsOf = <Row>(source: CardSource<Row>): SummaryCard<Row>[] =>
  groupsOf(source).flatMap((g) => g.cards);

/**
 * Counts every card (and every totalBadge group) over the rows in ONE pass: id → count.
 * Placeholder cards count nothing.
 */
export const countCards = <Row>(
  source: CardSource<Row>,
  rows: readonly Row[],
): Record<string, number> => {
  const groups = groupsOf(source);
  const cards = groups.flatMap((g) => g.cards.filter((c) => !c.placeholder));
  const counts = new Array<number>(cards.length).fill(0);
  // Per totalBadge group: the range of its cards in `cards`.
  const totals: { key: string; from: number; to: number; count: number }[] = [];
  let at = 0;
  for (const g of groups) {
    const size = g.cards.filter((c) => !c.placeholder).length;
    if (g.totalBadge) totals.push({ key: groupTotalKey(g.id), from: at, to: at + size, count: 0 });
    at += size;
  }
  const hit = new Uint8Array(cards.length);
  for (const row of rows) {
    for (let i = 0; i < cards.length; i++) {
      const matched = cards[i]?.matches(row) === true;
      hit[i] = matched ? 1 : 0;
      if (matched) counts[i] = (counts[i] ?? 0) + 1;
    }
    for (const t of totals) {
      for (let i = t.from; i < t.to; i++)
        if (hit[i]) {
          t.count++;
          break;
        }
    }
  }
  const answer: Record<string, number> = Object.fromEntries(
    cards.map((c, i) => [c.id, counts[i] ?? 0]),
  );
  for (const t of totals) answer[t.key] = t.count;
  return answer;
};

/** The card of an id, or undefined (a campaign card whose campaign is gone). */
export const findCard = <Row>(source: CardSource<Row>, id: string | null) =>
  id === null ? undefined : cardsOf(source).find((c) => c.id === id);

/** Whether a card filters when clicked (not a placeholder, not in a non-filter group). */
export const isFilterCard = <Row>(source: CardSource<Row>, id: string): boolean => {
  for (const g of groupsOf(source)) {
    const c = g.cards.find((card) => card.id === id);
    if (c) return g.filterable !== false && !c.placeholder;
  }
  return false;
};

/** The rows of the active card; all of them when no card (or an unknown one) is active. */
export const filterByCard = <Row>(
  source: CardSource<Row>,
  cardId: string | null,
  rows: readonly Row[],
): Row[] => {
  const active =
    cardId !== null && isFilterCard(source, cardId) ? findCard(source, cardId) : undefined;
  return active ? rows.filter(active.matches) : [...rows];
};
