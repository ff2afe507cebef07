// server/sameJson.ts: the same JSON document whatever the key order (PostgreSQL's jsonb
// reorders keys), fields JSON leaves out left out — compared in place, as JSON would say.
import { describe, expect, it } from 'vitest';
import { sameJson } from '../../server/sameJson';

const viaJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

describe('sameJson', () => {
  it('ignores the order of keys, at any depth', () => {
    expect(
      sameJson(
        { a: 1, b: { c: [1, { d: 'x', e: null }] } },
        { b: { c: [1, { e: null, d: 'x' }] }, a: 1 },
      ),
    ).toBe(true);
    expect(sameJson({ a: 1, b: 2 }, { a: 1, b: 3 })).toBe(false);
    expect(sameJson({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameJson({ a: [1, 2] }, { a: [1, 2, 3] })).toBe(false);
  });

  it('leaves out what JSON leaves out, and nulls what JSON nulls', () => {
    expect(sameJson({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 1, f: () => 1 })).toBe(true);
    expect(sameJson({ a: undefined }, { a: null })).toBe(false);
    expect(sameJson([undefined, NaN, Infinity], [null, null, null])).toBe(true);
    expect(sameJson({ a: {} }, { a: [] })).toBe(false);
    expect(sameJson({ a: '1' }, { a: 1 })).toBe(false);
    expect(sameJson({ a: null }, { a: { b: 1 } })).toBe(false);
    expect(sameJson({ a: { b: 1 } }, { a: 'x' })).toBe(false);
    expect(sameJson(undefined, undefined)).toBe(true);
    expect(sameJson(undefined, null)).toBe(false);
  });

  it('compares dates as JSON writes them', () => {
    const when = new Date('2026-11-23T10:00:00Z');
    expect(sameJson({ at: when }, { at: '2026-11-23T10:00:00.000Z' })).toBe(true);
    expect(sameJson({ at: when }, { at: '2026-11-24T10:00:00.000Z' })).toBe(false);
  });

  it('agrees with comparing JSON texts when the keys are in the same order', () => {
    const docs: unknown[] = [
      { idv: '1', precios: [{ tipo: 'contado', valor: 100 }], extras: [] },
      { idv: '1', precios: [{ tipo: 'contado', valor: 101 }], extras: [] },
      { idv: '1', precios: [{ tipo: 'contado', valor: 100 }] },
      { idv: '1', precios: [{ tipo: 'contado', valor: 100 }], extras: [], reservado: false },
      { idv: '2', precios: [], extras: ['a'] },
    ];
    for (const a of docs) for (const b of docs) expect(sameJson(a, b)).toBe(viaJson(a, b));
  });
});
