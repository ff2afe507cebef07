// A bulk action over a selection of an own site's vehicles (its sale stock, or GOmotor's web
// rows): the selected documents read by id, in selection order (404 naming the unknown ones), and
// their changes written all or nothing, touching only those documents — if one was edited by
// someone else since it was read (a row switch, the edit page, a photo), nothing is written and
// the user is asked to try again: no edit is silently overwritten. Reading the selection by id
// keeps a bulk action on 1,000 of 60,000 vehicles to those 1,000.
import { ConflictError, type Collection, type Doc, type NewDoc } from '../db/index.js';
import { conflict, notFound } from '../errors.js';
import { vehicleCount } from '../channels/listingStore.js';

type Vehicle = Doc & { idv: string };

/** The documents of `ids` among `all`, in selection order; 404 naming the unknown ones. */
export function pickSelected<T extends Vehicle>(
  all: readonly T[],
  ids: readonly string[],
  label: string,
): T[] {
  const byId = new Map(all.map((doc) => [doc._id, doc]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length) {
    throw notFound(
      `${missing.length === 1 ? 'Vehículo no encontrado' : 'Vehículos no encontrados'} en ${label}: ${missing.slice(0, 10).join(', ')}`,
    );
  }
  return ids.map((id) => byId.get(id) as T);
}

/** The selected documents as stored now, read by id, in selection order (pickSelected). */
export async function readSelected<T extends Vehicle>(
  collection: Pick<Collection<T>, 'getMany'>,
  ids: readonly string[],
  label: string,
): Promise<T[]> {
  return pickSelected(await collection.getMany(ids), ids, label);
}

export interface SelectionWrite<T extends Vehicle> {
  changed?: readonly T[];
  removed?: ReadonlySet<string>;
  added?: readonly NewDoc<T>[];
}

/**
 * Writes the changes of documents `read` earlier (at least every one changed or removed) in one
 * transaction; 409 in Spanish, naming the idvs, if any of them changed meanwhile. Nothing to
 * write writes nothing (no transaction).
 */
export async function writeAsRead<T extends Vehicle>(
  collection: Pick<Collection<T>, 'writeBatch'>,
  read: readonly T[],
  { changed = [], removed = new Set(), added = [] }: SelectionWrite<T>,
): ReturnType<Collection<T>['writeBatch']> {
  if (!changed.length && !removed.size && !added.length) return { put: [], removed: [], added: [] };
  const byId = new Map(read.map((doc) => [doc._id, doc]));
  try {
    return await collection.writeBatch({
      put: changed.map((after) => ({ before: byId.get(after._id) as T, after })),
      remove: read.filter((doc) => removed.has(doc._id)),
      add: added,
    });
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    const idvs = error.ids.map((id) => byId.get(id)?.idv ?? id);
    throw conflict(
      `Mientras se aplicaba la acción, otra persona cambió ${vehicleCount(idvs.length)} (${idvs.slice(0, 10).join(', ')}); no se ha cambiado nada. Vuelva a intentarlo.`,
    );
  }
}
