// User Timing entries of the Stock Quiter page (visible in the browser's performance panel,
// read by `npm run bench`). Measuring costs two performance.now() calls.

/** The 'not imported' counts over the whole stock (of the channels not counted yet). */
export const COUNTS_MEASURE = 'multipublicador:recuentos-no-importados';

export interface CountsDetail {
  vehicles: number;
  channels: number;
}

/** Runs `compute` and records how long it took under `name`, with `detail`. */
export const timed = <T>(name: string, detail: object, compute: () => T): T => {
  const start = performance.now();
  const value = compute();
  performance.measure(name, { start, end: performance.now(), detail });
  return value;
};
