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
 * The text of the JSON array whose items come in `items` (each part one item's text or several,
 * comma-joined; an empty part is skipped), a chunk at a time: '[', each part with the comma
 * before it, ']'. Every answer made of parts is put together here, sent as it comes
 * (jsonArrayInSlices) or held gzipped (HeldAnswer.fromChunks).
 */
export async function* jsonArrayOf(items: AsyncIterable<string>): AsyncGenerator<string> {
  yield '[';
  let first = true;
  for await (const part of items) {
    if (!part) continue;
    yield first ? part : `,${part}`;
    first = false;
  }
  yield ']';
}

/** The chunks of a text (jsonArrayOf's), joined. */
export async function joinChunks(chunks: AsyncIterable<string>): Promise<string> {
  const all: string[] = [];
  for await (const chunk of chunks) all.push(chunk);
  return all.join('');
}

/**
 * The JSON array of `ids`' documents as stored (not parsed), made `size` at a time: an answer of
 * 60,000 vehicles streamed a slice at a time instead of held as one string of 300 MB.
 */
export function jsonArrayInSlices<T extends Doc>(
  collection: Pick<Collection<T>, 'getManyJson'>,
  ids: readonly string[],
  size = ANSWER_SLICE,
): AsyncGenerator<string> {
  return jsonArrayOf(
    (async function* () {
      for (let from = 0; from < ids.length; from += size) {
        yield (await collection.getManyJson(ids.slice(from, from + size))).slice(1, -1);
      }
    })(),
  );
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
