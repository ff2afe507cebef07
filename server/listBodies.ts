// The answer of a large list read (a whole collection, per `?fields=` projection), kept until
// the collection changes: the stored JSON as it is (no parse of 10,000 documents), gzipped
// once when a client takes gzip. Any change to the collection — a resource:changed event from
// this server or, on PostgreSQL, from another one (sharedEvents.ts) — drops the answers; a read
// that raced with a change is answered but not kept; requests that arrive while an answer is
// being read share that read. With `warm` fields, an answer is made ready at start and again
// once changes pause, so the consoles told of a change (they read again) and the first visit
// find it ready.
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Collection, Doc } from './db/index.js';
import type { EventBus } from './realtime.js';
import { sendJson } from './schemas.js';
import { sharedRead } from './sharedRead.js';

const gzipAsync = promisify(gzip);

/** Answers smaller than this are sent as they are. */
const GZIP_FROM = 16_384;
/** Kept answers per collection (one per projection asked for). */
const MAX_BODIES = 8;
/** After the last change, the warm answers are made again this much later. */
export const REWARM_DELAY_MS = 300;

interface ListBody {
  raw: string;
  gzip(): Promise<Buffer>;
}

interface Held {
  raw: string;
  gzip?: Promise<Buffer>;
}

const keyOf = (fields: readonly string[] | undefined) =>
  fields ? [...new Set(fields)].sort().join(',') : '*';

export class ListBodies {
  private version = 0;
  private readonly bodies = new Map<string, Held>();
  /** The reads under way, by version and projection. */
  private readonly reading = new Map<string, Promise<Held>>();
  private rewarm: ReturnType<typeof setTimeout> | undefined;
  private closed = false;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly collection: Pick<Collection<Doc>, 'name' | 'listJson'>,
    events: Pick<EventBus, 'subscribe'>,
    /** The projections made ready ahead (undefined: whole documents). */
    private readonly warmFields: readonly (readonly string[] | undefined)[] = [],
  ) {
    this.unsubscribe = events.subscribe((change) => {
      if (change.resource !== collection.name) return;
      this.version++;
      this.bodies.clear();
      if (!this.warmFields.length) return;
      clearTimeout(this.rewarm);
      this.rewarm = setTimeout(() => void this.warm(), REWARM_DELAY_MS);
    });
  }

  /** Makes the warm answers ready (gzipped too); a failure only means a slower first read. */
  async warm(): Promise<void> {
    if (this.closed) return;
    for (const fields of this.warmFields) {
      await this.body(fields)
        .then((body) => body.gzip())
        .catch(() => undefined);
    }
  }

  async body(fields?: readonly string[]): Promise<ListBody> {
    const key = keyOf(fields);
    const body = this.bodies.get(key) ?? (await this.read(key, fields));
    return { raw: body.raw, gzip: () => (body.gzip ??= gzipAsync(body.raw, { level: 1 })) };
  }

  /**
   * One read of a projection at a time (sharedRead.ts): a request that arrives while its answer
   * is being made (the rewarm after a change, or another request) waits for that read instead
   * of making a second one — at 65,000 documents each is seconds and tens of MB.
   */
  private read(key: string, fields: readonly string[] | undefined): Promise<Held> {
    const version = this.version;
    return sharedRead(this.reading, `${version}:${key}`, async () => {
      const held: Held = { raw: await this.collection.listJson({}, fields) };
      if (version === this.version && this.bodies.size < MAX_BODIES) this.bodies.set(key, held);
      return held;
    });
  }

  /** Sends the list's answer for `fields`, gzipped when large and the client takes it. */
  async send(request: FastifyRequest, reply: FastifyReply, fields?: readonly string[]) {
    const body = await this.body(fields);
    reply.header('vary', 'accept-encoding');
    if (
      body.raw.length > GZIP_FROM &&
      /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
    ) {
      return sendJson(reply.header('content-encoding', 'gzip'), await body.gzip());
    }
    return sendJson(reply, body.raw);
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.rewarm);
    this.unsubscribe();
  }
}
