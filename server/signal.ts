/** A promise resolved from outside: what waiting for "the moment when …" needs. */
export interface Signal {
  promise: Promise<void>;
  resolve(): void;
}

export function signal(): Signal {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}
