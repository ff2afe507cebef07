// The Idempotency-Key a create carries (docs/API.md "Repeated writes"): one per form submission
// or click, so the server runs a repeated request once. `crypto.randomUUID` exists only on
// secure pages (HTTPS or localhost); on a plain-HTTP address the key is made from
// `crypto.getRandomValues`, which every page has.

/** A random UUID (version 4). */
export const newIdempotencyKey = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/**
 * The key a submission gave a data provider call (`meta.idempotencyKey`), or a new one: a
 * create called without one is still a single submission.
 */
export const idempotencyKeyOf = (meta: unknown): string => {
  const key = (meta as { idempotencyKey?: unknown } | undefined)?.idempotencyKey;
  return typeof key === 'string' && key !== '' ? key : newIdempotencyKey();
};
