// The rows of the Stock Quiter table and how the page narrows them. Pure.
// Rows are small on purpose: the table sorts and pages 10,000 of them (src/lists/useLocalList.ts).
import { foldText } from '../../dataProvider/collectionQuery';
import { cashPrice, displayWithDefault, financedPrice, stockFilter } from '../../domain/stock';
import type { StockFilterId } from '../../domain/stock';
import type { StockVehicle } from '../../domain/types';

export interface StockRow {
  id: string;
  idv: string;
  marca: string;
  modelo: string;
  version: string;
  tipo: string;
  tipoVO: string;
  km: number | null;
  /** The cash price: `precios[0]`. */
  contado: number | null;
  /** The financed price: `precios[3]`. */
  financiado: number | null;
  reservado: boolean;
  // Shown as '0' when missing.
  combustible: string;
  color: string;
  potenciaCv: string;
  garantia: string;
  anyoModelo: string;
}

export const toStockRow = (v: StockVehicle): StockRow => ({
  id: String(v.idv),
  idv: String(v.idv),
  marca: v.marca ?? '',
  modelo: v.modelo ?? '',
  version: v.version ?? '',
  tipo: v.tipo ?? '',
  tipoVO: v.tipoVO ?? '',
  km: typeof v.km === 'number' ? v.km : null,
  contado: cashPrice(v),
  financiado: financedPrice(v),
  reservado: v.reservado === true,
  combustible: displayWithDefault(v, 'combustible'),
  color: displayWithDefault(v, 'color'),
  potenciaCv: displayWithDefault(v, 'potenciaCv'),
  garantia: displayWithDefault(v, 'garantia'),
  anyoModelo: displayWithDefault(v, 'anyoModelo'),
});

/** What the search box looks into, folded once (accents and case do not matter). */
export const searchTextOf = (v: StockVehicle): string =>
  foldText(
    [v.idv, v.marca, v.modelo, v.version, v.matricula, v.bastidor, v.tipoVO, v.combustible]
      .filter((part) => part !== undefined && part !== null && part !== '')
      .join(' '),
  );

export interface StockSelection {
  /** One of the ten stock filters, or none. */
  filterId: StockFilterId | null;
  /** Only these vehicles (a channel's 'not imported' list), or no restriction. */
  only: ReadonlySet<StockVehicle> | null;
  /** Free text, already trimmed. */
  search: string;
}

/**
 * The rows to show: `rows[i]` and `searchText()[i]` belong to `stock[i]`; the search text is
 * asked for only when there is something to search. One pass; with no restriction the very
 * same rows array comes back, so nothing downstream recomputes.
 */
export const selectRows = (
  stock: readonly StockVehicle[],
  rows: readonly StockRow[],
  searchTextOfStock: () => readonly string[],
  { filterId, only, search }: StockSelection,
): readonly StockRow[] => {
  const needle = foldText(search.trim());
  if (!filterId && !only && !needle) return rows;
  const searchText = needle ? searchTextOfStock() : [];
  const matches = filterId ? stockFilter(filterId).matches : null;
  const selected: StockRow[] = [];
  for (let i = 0; i < stock.length; i++) {
    const v = stock[i];
    if (only && !only.has(v)) continue;
    if (matches && !matches(v)) continue;
    if (needle && !searchText[i].includes(needle)) continue;
    selected.push(rows[i]);
  }
  return selected;
};

// Prices and km through the console's one formatting module, so every screen shows them alike.
export { formatEuros, formatKm } from '../../domain/format';
