// Whether two values are the same JSON document, whatever the order of their keys: PostgreSQL
// (jsonb) gives documents back with their keys reordered, so comparing JSON.stringify texts
// would see every stored document as changed. Fields JSON leaves out (undefined,
// functions) are left out here too; what JSON writes as null (NaN, ±Infinity, undefined in an
// array) is null. Compared in place: update-db compares 10,000 vehicles, and
// writing each side as JSON and parsing it again cost most of its time.

type Json = Record<string, unknown>;

const dropped = (value: unknown) =>
  value === undefined || typeof value === 'function' || typeof value === 'symbol';

/** A value as JSON writes it, for primitives: null for what JSON cannot write. */
const primitive = (value: unknown) =>
  dropped(value) || (typeof value === 'number' && !Number.isFinite(value)) ? null : value;

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

const hasToJson = (value: object) => typeof (value as { toJSON?: unknown }).toJSON === 'function';

const asJson = (value: unknown): unknown =>
  value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as unknown);

const same = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (!isObject(a) || !isObject(b)) {
    // A date against its text: as JSON writes it.
    const x = isObject(a) && hasToJson(a) ? asJson(a) : a;
    const y = isObject(b) && hasToJson(b) ? asJson(b) : b;
    if (isObject(x) || isObject(y)) return false;
    return primitive(x) === primitive(y);
  }
  // Dates and the like: as JSON writes them.
  if (hasToJson(a) || hasToJson(b)) return sameJsonSlow(a, b);
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!same(a[i], b[i])) return false;
    return true;
  }
  const x = a as Json;
  const y = b as Json;
  let count = 0;
  for (const key in x) {
    if (!Object.hasOwn(x, key) || dropped(x[key])) continue;
    count++;
    if (!Object.hasOwn(y, key) || dropped(y[key]) || !same(x[key], y[key])) return false;
  }
  for (const key in y) if (Object.hasOwn(y, key) && !dropped(y[key])) count--;
  return count === 0;
};

const sameJsonSlow = (a: unknown, b: unknown): boolean => same(asJson(a), asJson(b));

export const sameJson = (a: unknown, b: unknown): boolean =>
  a === undefined || b === undefined ? a === b : same(a, b);
