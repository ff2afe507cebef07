// Which vehicles of the group stock each of the nine portals sends.
// A Quiter portal is an export of the stock with a selection: a dealer's vehicles, its new
// cars, its offers… U387 'Stock completo' sends the latest entries of the whole group,
// bounded so that its feed stays a readable size whatever the stock.
import type { StockVehicle } from '../../src/domain/types.js';

/** Vehicles in U387's feed: the most recent entries (highest idv) of the group. */
export const LATEST_ENTRIES = 100;

/** An offer: available, and on clearance or a KM0 (what the 'Ofertas' feeds and files hold). */
export const isOffer = (v: StockVehicle): boolean =>
  !v.reservado && (v.liquidacion === true || v.tipoVO === 'KM0 KM0 VO');

const ofDealer = (idConcesion: string) => (v: StockVehicle) => v.idConcesion === idConcesion;

type Selection = (vehicle: StockVehicle) => boolean;

/** The selection of every portal except U387 (see portalSlice). */
const PORTAL_SELECTIONS: Readonly<Record<string, Selection>> = {
  // www.joaquinoliva.com: what Joaquín Oliva marks as publishable on its site.
  U97: (v) => v.idConcesion === '01' && v.publicar === true,
  // LP JoaquinOliva: Joaquín Oliva's used cars.
  U94: (v) => v.idConcesion === '01' && v.tipo === 'VO',
  // LP VN Deposito: Joaquín Oliva's new cars in the depot.
  U96: (v) => v.idConcesion === '01' && v.tipo === 'VN',
  U105: ofDealer('02'),
  U235: ofDealer('03'),
  U257: (v) => v.idConcesion === '03' && isOffer(v),
  U360: ofDealer('04'),
  U341: ofDealer('05'),
};

/** The portal's vehicles in stock order; null for a portal outside the list of nine. */
export function portalSlice(
  stock: readonly StockVehicle[],
  portalId: string,
): StockVehicle[] | null {
  if (portalId === 'U387') return stock.slice(-LATEST_ENTRIES);
  // Own keys only: '__proto__' or 'constructor' is an unknown portal, not Object's.
  if (!Object.hasOwn(PORTAL_SELECTIONS, portalId)) return null;
  return stock.filter(PORTAL_SELECTIONS[portalId] as Selection);
}
