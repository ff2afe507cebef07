// The answer of a large list read (a whole collection, per `?fields=` projection), kept until
// the collection changes: the stored JSON as it is (no parse of 10,000 documents), gzipped as
// its slices are read and held gzipped only (heldAnswer.ts). Any change to the collection — a
// resource:changed event from this server or, on PostgreSQL, from another one
// (sharedEvents.ts) — drops the answers; a read that raced with a change is answered but not
// kept; requests that arrive while an answer is being read share that read. With `warm` fields,
// an answer is made ready at start and again once changes pause, so the consoles told of a
// change (they read again) and the first visit find it ready.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Collection, Doc } from './db/index.js';
import { HeldAnswer } from './heldAnswer.js';
import type { EventBus } from './realtime.js';
import { sharedRead } from './sharedRead.js';

/** Kept answers per collection (one per projection asked for). */
const MAX_BODIES = 8;
/** After the last change, the warm answers are made again this much later. */
export const REWARM_DELAY_MS = 300;

const keyOf = (fields: readonly string[] | undefined) =>
  fields ? [...new Set(fields)].sort().join(',') : '*';

export class ListBodies {
  private version = 0;
  private readonly bodies = new Map<string, HeldAnswer>();
  /** The reads under way, by version and projection. */
  private readonly reading = new Map<string, Promise<HeldAnswer>>();
  private rewarm: ReturnType<typeof setTimeout> | undefined;
  private closed = false;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly collection: Pick<Collection<Doc>, 'name' | 'listJsonChunks'>,
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
        .then((body) => body.zipped)
        .catch(() => undefined);
    }
  }

  async body(fields?: readonly string[]): Promise<HeldAnswer> {
    const key = keyOf(fields);
    return this.bodies.get(key) ?? this.read(key, fields);
  }

  /**
   * One read of a projection at a time (sharedRead.ts): a request that arrives while its answer
   * is being made (the rewarm after a change, or another request) waits for that read instead
   * of making a second one — at 65,000 documents each is seconds and tens of MB.
   */
  private read(key: string, fields: readonly string[] | undefined): Promise<HeldAnswer> {
    const version = this.version;
    return sharedRead(this.reading, `${version}:${key}`, async () => {
      const held = await HeldAnswer.fromChunks(this.collection.listJsonChunks(fields));
      if (version === this.version && this.bodies.size < MAX_BODIES) this.bodies.set(key, held);
      return held;
    });
  }

  /** Sends the list's answer for `fields`, gzipped when large and the client takes it. */
  async send(request: FastifyRequest, reply: FastifyReply, fields?: readonly string[]) {
    return (await this.body(fields)).send(request, reply);
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.rewarm);
    this.unsubscribe();
  }
}
