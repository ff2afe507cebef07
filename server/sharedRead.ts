// A read several requests may ask for at once — a whole collection's answer or copy, made
// again after the collection changed: the first caller starts it, the others wait for that
// same read until it settles (a failure too: the next caller after it starts a new read).
// The key names what is read; a cache that is dropped on every change keys its reads by its
// version, so a read under way when the collection changes is not shared by later callers.

/** The read of `key` under way in `under`, else `start()`'s, shared until it settles. */
export function sharedRead<K, T>(
  under: Map<K, Promise<T>>,
  key: K,
  start: () => Promise<T>,
): Promise<T> {
  const found = under.get(key);
  if (found) return found;
  const read = start();
  under.set(key, read);
  const settled = () => {
    if (under.get(key) === read) under.delete(key);
  };
  read.then(settled, settled);
  return read;
}
