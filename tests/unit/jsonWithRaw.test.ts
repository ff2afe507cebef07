// server/schemas.ts jsonWithRaw: stored JSON texts joined into an answer without a parse.
import { describe, expect, it } from 'vitest';
import { jsonWithRaw } from '../../server/schemas';

describe('jsonWithRaw', () => {
  it('adds fields whose values are JSON texts already', () => {
    const text = jsonWithRaw({ message: 'Hecho "ya"', count: 2 }, { vehicles: '[{"idv":"1"}]' });
    expect(JSON.parse(text)).toEqual({ message: 'Hecho "ya"', count: 2, vehicles: [{ idv: '1' }] });
    expect(JSON.parse(jsonWithRaw({}, { data: jsonWithRaw({}, { vehicles: '[]' }) }))).toEqual({
      data: { vehicles: [] },
    });
    expect(jsonWithRaw({ a: 1 }, {})).toBe('{"a":1}');
  });
});
