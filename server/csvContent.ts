// An upload named .csv must also read as one. The stored file is streamed through
// a byte check and csv-parse: text only (UTF-8, or the latin1/Windows-1252 that Excel writes
// in Spain: no control bytes but tab and line breaks), quotes closed, every row with the
// header's number of columns. A PNG renamed .csv fails on its first bytes.
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Transform, Writable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse } from 'csv-parse';
import { isTextBytes } from '../src/domain/csvUpload.js';

type CsvVerdict = 'ok' | 'empty' | 'invalid';

const DELIMITERS = [';', ',', '\t', '|'] as const;
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const HEAD_BYTES = 64 * 1024;

/** The delimiter the first line uses most (outside quotes); ',' for a single column. */
export function detectDelimiter(head: string): string {
  const counts = new Map<string, number>(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const char of head) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best = ',';
  let bestCount = 0;
  for (const [delimiter, count] of counts) {
    if (count > bestCount) [best, bestCount] = [delimiter, count];
  }
  return best;
}

/**
 * Passes the bytes on as latin1 text (one character per byte, so UTF-8's multi-byte letters
 * cannot break the structure csv-parse reads) without a UTF-8 BOM; fails on a control byte.
 */
const textOnly = () => {
  let first = true;
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      const bytes = first && chunk.subarray(0, 3).equals(UTF8_BOM) ? chunk.subarray(3) : chunk;
      first = false;
      if (isTextBytes(bytes)) done(null, bytes.toString('latin1'));
      else done(new Error('not text'));
    },
  });
};

async function readHead(path: string): Promise<string> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await file.read(buffer, 0, HEAD_BYTES, 0);
    return buffer
      .subarray(0, bytesRead)
      .toString('latin1')
      .replace(/^\u00ef\u00bb\u00bf/, '');
  } finally {
    await file.close();
  }
}

/** Reads the file at `path` (already size-limited) and says whether it is a usable CSV. */
export async function checkCsvFile(path: string): Promise<CsvVerdict> {
  const delimiter = detectDelimiter(await readHead(path));
  let records = 0;
  try {
    await pipeline(
      createReadStream(path, { highWaterMark: HEAD_BYTES }),
      textOnly(),
      parse({ delimiter, skip_empty_lines: true, relax_column_count: false }),
      new Writable({
        objectMode: true,
        write(_record: unknown, _encoding, done) {
          records++;
          done();
        },
      }),
    );
  } catch {
    return 'invalid';
  }
  return records === 0 ? 'empty' : 'ok';
}
