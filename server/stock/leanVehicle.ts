// A vehicle of the group stock as the server holds it: the fields read over the whole stock
// (the stock page's, the portals' selections, the channels' and the drift report's rules) as
// data, every other field (photos, equipment, measurements, contact…) made again when read,
// from where the random stream stood when the vehicle was made (seed/stock.ts vehicleAgain).
// 100,000 whole vehicles took about 1 GB of memory; held this way, a small part of it. A
// lean vehicle reads, serialises, spreads and clones as the whole one does: the same fields,
// in the same order, with the same values.
import { STOCK_LIST_FIELDS } from '../../src/domain/stock.js';
import type { StockVehicle } from '../../src/domain/types.js';
import { vehicleAgain, type MadeVehicle } from '../seed/stock.js';

/** The fields every lean vehicle holds as data. */
export const KEPT_FIELDS: ReadonlySet<string> = new Set<string>([
  '_id',
  ...STOCK_LIST_FIELDS,
  // The portals' selections (stock/portals.ts).
  'idConcesion',
  'publicar',
  'liquidacion',
  // The channels' eligibility and price rules, the report's charts and rules.
  'precioVenta',
  'pvpPublicacion',
  'fechaEntrada',
  'fechaMatriculacion',
  'carroceria',
  'cambio',
  'cilindrada',
  'tipoVehiculo',
]);

const states = new WeakMap<object, number>();
/** The last vehicle made again: reading several of its fields in a row makes it once. */
let last: { lean: object; whole: Record<string, unknown> } | null = null;

function whole(lean: StockVehicle): Record<string, unknown> {
  if (last?.lean === lean) return last.whole;
  const state = states.get(lean);
  if (state === undefined) throw new Error(`Vehículo ${lean.idv}: no se puede rehacer`);
  const made = vehicleAgain(state, lean.idv) as unknown as Record<string, unknown>;
  last = { lean, whole: made };
  return made;
}

/** One accessor per field, shared by every vehicle. */
const accessors = new Map<string, PropertyDescriptor>();

function accessorOf(field: string): PropertyDescriptor {
  let accessor = accessors.get(field);
  if (!accessor) {
    accessor = {
      get(this: StockVehicle) {
        return whole(this)[field];
      },
      enumerable: true,
      configurable: true,
    };
    accessors.set(field, accessor);
  }
  return accessor;
}

/** The vehicle just made, held lean. */
export function leanVehicle({ vehicle, state }: MadeVehicle): StockVehicle {
  const source = vehicle as unknown as Record<string, unknown>;
  const lean: Record<string, unknown> = {};
  // Defined, not assigned: an object given some 60 properties by assignment under computed
  // names is held by V8 as a dictionary, several times the size of a fast object.
  for (const key of Object.keys(source)) {
    Object.defineProperty(
      lean,
      key,
      KEPT_FIELDS.has(key)
        ? { value: source[key], writable: true, enumerable: true, configurable: true }
        : accessorOf(key),
    );
  }
  states.set(lean, state);
  return lean as unknown as StockVehicle;
}
