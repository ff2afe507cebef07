// server/schemas.ts jsonWithRaw: stored JSON texts joined into an answer without a parse.
import { describe, expect, it } from 'vitest';
import { jsonWithRaw, streamedJson } from '../../server/schemas';

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

describe('streamedJson', () => {
  const text = async (stream: AsyncIterable<unknown>) => {
    let out = '';
    for await (const chunk of stream) out += String(chunk);
    return out;
  };
  async function* chunks(...parts: string[]) {
    yield* parts;
  }

  it.each([
    ['a top-level field', (part: string) => jsonWithRaw({ message: 'Hecho' }, { vehicles: part })],
    [
      'a nested field',
      (part: string) =>
        jsonWithRaw({ message: 'Hecho' }, { data: jsonWithRaw({}, { vehicles: part }) }),
    ],
  ])('streams the part in its place (%s), the rest as jsonWithRaw writes it', async (_, around) => {
    const whole = around('[{"idv":"1"},{"idv":"2"}]');
    expect(await text(streamedJson(around, chunks('[', '{"idv":"1"}', ',{"idv":"2"}', ']')))).toBe(
      whole,
    );
  });

  it('keeps text that looks like a gap (escaped NUL, quotes) in the fields as it is', async () => {
    const fields = { message: 'Hecho \u0000 "ya"' };
    const out = await text(
      streamedJson((part) => jsonWithRaw(fields, { vehicles: part }), chunks('[]')),
    );
    expect(JSON.parse(out)).toEqual({ ...fields, vehicles: [] });
  });
});
