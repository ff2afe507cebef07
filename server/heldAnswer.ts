// A large answer kept to be sent again — a whole list until its collection changes
// (listBodies.ts), the group stock's projections and portal feeds (stock/groupStock.ts). Its
// JSON is gzipped once, off the event loop (node's thread pool), and from then on only the gzip
// is held: at 100,000 vehicles the own-site dashboard's answer is 100 MB of JSON and 6 MB
// gzipped, the Stock Quiter projection 63 MB and 7 MB, and the plain bytes were most of what the
// server held between requests. A client that takes gzip is sent the gzip (waiting for it the
// first time); one that does not, the JSON — unzipped again once only the gzip is held. An
// answer read a slice at a time (a whole collection) is gzipped as its slices come, so its
// JSON is never held whole (`HeldAnswer.fromChunks`).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { once } from 'node:events';
import { promisify } from 'node:util';
import { createGzip, gunzip, gzip } from 'node:zlib';
import { sendJson } from './schemas.js';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** Answers smaller than this are kept and sent as they are. */
export const GZIP_FROM = 16_384;

export interface HeldAnswerOptions {
  /** Gzipped (and then held gzipped only): by default when larger than GZIP_FROM. */
  zip?: boolean;
  /** zlib's level: 1 (fast) unless said. */
  level?: number;
}

const takesGzip = (request: FastifyRequest): boolean =>
  /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));

export class HeldAnswer {
  private plain: Buffer | undefined;
  private zippedBytes: Buffer | undefined;
  /** Settles once the gzip is made, or could not be (the plain bytes are then kept). */
  readonly zipped: Promise<void>;

  /** `json`, or (`{ gzip }`) its gzip alone, already made. */
  constructor(
    json: string | Buffer | { gzip: Buffer },
    { zip, level = 1 }: HeldAnswerOptions = {},
  ) {
    if (typeof json === 'object' && 'gzip' in json) {
      this.zippedBytes = json.gzip;
      this.zipped = Promise.resolve();
      return;
    }
    const plain = typeof json === 'string' ? Buffer.from(json) : json;
    this.plain = plain;
    this.zipped =
      (zip ?? plain.length > GZIP_FROM)
        ? gzipAsync(plain, { level }).then(
            (bytes) => {
              this.zippedBytes = bytes;
              this.plain = undefined;
            },
            () => undefined,
          )
        : Promise.resolve();
  }

  /**
   * The answer whose text comes in `chunks` (a JSON array's, as db/slices.ts's jsonArrayOf
   * makes them), gzipped as the chunks come once it is larger than GZIP_FROM: its whole text
   * is never held.
   */
  static async fromChunks(
    chunks: AsyncIterable<string>,
    { level = 1 }: Pick<HeldAnswerOptions, 'level'> = {},
  ): Promise<HeldAnswer> {
    const head: string[] = [];
    let size = 0;
    const rest = chunks[Symbol.asyncIterator]();
    for (let next = await rest.next(); ; next = await rest.next()) {
      if (next.done) return new HeldAnswer(head.join(''));
      head.push(next.value);
      size += next.value.length;
      if (size > GZIP_FROM) break;
    }
    const zipper = createGzip({ level });
    const zipped: Buffer[] = [];
    zipper.on('data', (chunk: Buffer) => zipped.push(chunk));
    const ended = once(zipper, 'end');
    const write = async (text: string) => {
      if (!zipper.write(text)) await once(zipper, 'drain');
    };
    try {
      await write(head.join(''));
      for (let next = await rest.next(); !next.done; next = await rest.next()) {
        await write(next.value);
      }
      zipper.end();
      await ended;
    } catch (error) {
      zipper.destroy();
      throw error;
    }
    return new HeldAnswer({ gzip: Buffer.concat(zipped) });
  }

  /** The bytes held now: the JSON's until the gzip is made, then the gzip's alone. */
  get heldBytes(): number {
    return (this.plain?.length ?? 0) + (this.zippedBytes?.length ?? 0);
  }

  /** The gzipped bytes, once made. */
  get gzip(): Buffer | undefined {
    return this.zippedBytes;
  }

  /** The JSON's bytes (unzipped again when only the gzip is held). */
  async json(): Promise<Buffer> {
    return this.plain ?? gunzipAsync(this.zippedBytes!);
  }

  /** The JSON as text. */
  async text(): Promise<string> {
    return (await this.json()).toString();
  }

  /** Sends it: gzipped to a client that takes gzip (once the gzip is made), else as JSON. */
  async send(request: FastifyRequest, reply: FastifyReply) {
    reply.header('vary', 'accept-encoding');
    if (takesGzip(request)) {
      await this.zipped;
      const zipped = this.zippedBytes;
      if (zipped) return sendJson(reply.header('content-encoding', 'gzip'), zipped);
    }
    return sendJson(reply, await this.json());
  }
}
