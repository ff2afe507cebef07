// A demo seed of 100,000 vehicles makes hundreds of thousands of documents: they are made and
// written a slice at a time, so the server never holds every one at once.
import type { Collection, Doc, NewDoc } from '../db/index.js';

/** Documents made and written at a time. */
export const SEED_SLICE = 2_000;

/** Writes `docs` in order, SEED_SLICE at a time (each slice serialised as it is written). */
export async function insertInSlices<T extends Doc>(
  collection: Pick<Collection<T>, 'insertMany'>,
  docs: readonly NewDoc<T>[],
): Promise<void> {
  for (let from = 0; from < docs.length; from += SEED_SLICE) {
    await collection.insertMany(docs.slice(from, from + SEED_SLICE));
  }
}
