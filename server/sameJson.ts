// Whether two values are the same JSON document, whatever the order of their keys: PostgreSQL
// (jsonb) gives documents back with their keys reordered, so comparing JSON.stringify texts
// would see every stored document as changed (issue 14). Fields JSON leaves out (undefined)
// are left out here too.
import { isDeepStrictEqual } from 'node:util';

const asJson = (value: unknown): unknown =>
  value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as unknown);

export const sameJson = (a: unknown, b: unknown): boolean =>
  isDeepStrictEqual(asJson(a), asJson(b));
