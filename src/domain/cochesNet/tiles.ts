// The publisher's tiles: summary tiles Total, Nuevo, Km 0, Ocasión and review tiles Precios,
// Garantías, Color. Mutually exclusive; clicking the active one clears it. Counts in ONE pass over
// the rows (5,000 listings).
import { OFFER_TYPES } from './listing.js';
import { needsColourReview } from './colours.js';
import {
  needsPriceReview,
  needsWarrantyReview,
  rowFacts,
  type PublisherRow,
  type RowFacts,
} from './reviews.js';

export type TileId = 'total' | 'nuevo' | 'km0' | 'ocasion' | 'precios' | 'garantias' | 'color';

export interface Tile {
  id: TileId;
  label: string;
  kind: 'summary' | 'review';
  matches: (facts: RowFacts) => boolean;
}

export const TILES: readonly Tile[] = [
  { id: 'total', label: 'Total', kind: 'summary', matches: () => true },
  {
    id: 'nuevo',
    label: 'Nuevo',
    kind: 'summary',
    matches: (f) => f.offerType === OFFER_TYPES.new,
  },
  { id: 'km0', label: 'Km 0', kind: 'summary', matches: (f) => f.offerType === OFFER_TYPES.km0 },
  {
    id: 'ocasion',
    label: 'Ocasión',
    kind: 'summary',
    matches: (f) => f.offerType === OFFER_TYPES.occasion,
  },
  { id: 'precios', label: 'Precios', kind: 'review', matches: needsPriceReview },
  { id: 'garantias', label: 'Garantías', kind: 'review', matches: needsWarrantyReview },
  { id: 'color', label: 'Color', kind: 'review', matches: (f) => needsColourReview(f.colour) },
];

export type TileCounts = Record<TileId, number>;

const zeroCounts = (): TileCounts => ({
  total: 0,
  nuevo: 0,
  km0: 0,
  ocasion: 0,
  precios: 0,
  garantias: 0,
  color: 0,
});

/** Every tile's count in one pass: each row's facts are read once. */
export function countTiles(rows: readonly PublisherRow[]): TileCounts {
  const counts = zeroCounts();
  for (const row of rows) {
    const facts = rowFacts(row);
    for (const tile of TILES) if (tile.matches(facts)) counts[tile.id]++;
  }
  return counts;
}

/** The rows the active tile shows (all of them when none, or 'Total', is active). */
export function filterByTile<R extends PublisherRow>(
  rows: readonly R[],
  active: TileId | null,
): R[] {
  if (active === null || active === 'total') return [...rows];
  const tile = TILES.find((t) => t.id === active);
  return tile ? rows.filter((row) => tile.matches(rowFacts(row))) : [...rows];
}

/** One tile at a time; clicking the active one deactivates it. */
export const toggleTile = (active: TileId | null, clicked: TileId): TileId | null =>
  active === clicked ? null : clicked;
