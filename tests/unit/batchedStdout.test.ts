// The request log's standard output (server/logging.ts): the first line after a quiet spell is
// written at once, the lines after it in the same turn of the event loop together, in order.
import { describe, expect, it } from 'vitest';
import { batchedStdout } from '../../server/logging';

describe('the batched standard output of the log', () => {
  it('writes a lone line at once and a burst in one more write, nothing lost or reordered', async () => {
    const writes: string[] = [];
    const out = batchedStdout((text) => writes.push(text));
    out.write('uno\n');
    expect(writes).toEqual(['uno\n']);
    for (const line of ['dos\n', 'tres\n', 'cuatro\n']) out.write(line);
    expect(writes).toHaveLength(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual(['uno\n', 'dos\ntres\ncuatro\n']);
    await new Promise((resolve) => setImmediate(resolve));
    out.write('cinco\n');
    expect(writes.at(-1)).toBe('cinco\n');
  });
});
