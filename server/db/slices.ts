// Going through a whole collection of 100,000 vehicles a slice at a time, so the server never
// holds every document at once: reading a list of ids by `getMany`, and inserting many
// documents (a demo seed) with one `insertMany` per slice.
import type { Collection, Doc, NewDoc } from './types.js';

/** Documents read or written at a time when a whole collection is gone through. */
export const SLICE = 2_000;

/**
 * Documents sent at a time when an answer streams them (jsonArrayInSlices): each slice is a
 * string of a few MB held until the socket has taken it, so smaller than SLICE.
 */
export const ANSWER_SLICE = 500;

export interface ReadSlice<T> {
  /** The ids asked for in this slice, in the order given. */
  ids: string[];
  /** Those of them that exist, as `getMany` answers (the collection's order). */
  docs: T[];
}

/**
 * Reads `ids` `size` at a time, one `getMany` per slice. `pause`, when given, is awaited before
 * each read (the slice's index as argument), so a background read can give way between slices.
 * A consumer that stops (break, return, throw) stops the reads.
 */
export async function* readInSlices<T extends Doc>(
  collection: Pick<Collection<T>, 'getMany'>,
  ids: readonly string[],
  { size = SLICE, pause }: { size?: number; pause?: (index: number) => Promise<void> } = {},
): AsyncGenerator<ReadSlice<T>> {
  for (let from = 0, index = 0; from < ids.length; from += size, index++) {
    if (pause) await pause(index);
    const slice = ids.slice(from, from + size);
    yield { ids: slice, docs: await collection.getMany(slice) };
  }
}

/**
 * The JSON array of `ids`' documents as stored (not parsed), made `size` at a time: an answer of
 * 60,000 vehicles streamed a slice at a time instead of held as one string of 300 MB.
 */
export async function* jsonArrayInSlices<T extends Doc>(
  collection: Pick<Collection<T>, 'getManyJson'>,
  ids: readonly string[],
  size = ANSWER_SLICE,
): AsyncGenerator<string> {
  yield '[';
  let first = true;
  for (let from = 0; from < ids.length; from += size) {
    const inside = (await collection.getManyJson(ids.slice(from, from + size))).slice(1, -1);
    if (!inside) continue;
    yield first ? inside : `,${inside}`;
    first = false;
  }
  yield ']';
}

/**
 * Writes `docs` in order, `size` at a time (each slice serialised as it is written). `docs` may
 * be made lazily (a generator): only one slice is held at once.
 */
export async function insertInSlices<T extends Doc>(
  collection: Pick<Collection<T>, 'insertMany'>,
  docs: Iterable<NewDoc<T>>,
  size = SLICE,
): Promise<void> {
  let slice: NewDoc<T>[] = [];
  for (const doc of docs) {
    slice.push(doc);
    if (slice.length === size) {
      await collection.insertMany(slice);
      slice = [];
    }
  }
  if (slice.length) await collection.insertMany(slice);
}
