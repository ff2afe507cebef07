// Idempotent writes for the whole API: a POST or PATCH carrying an `Idempotency-Key` header
// runs once. The same key again (same user, method, address and body) within
// IDEMPOTENCY_TTL_MS answers the first answer, status and body, and changes nothing; while the
// first is still running the second waits for its answer. The keys live in the database, so
// this holds across every API server sharing it. The console sends one key per form
// submission, so a double click or a retried request never creates a second vehicle.
import { createHash, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from './context.js';
import { DuplicateKeyError, type Collection, type CollectionSpec } from './db/index.js';
import { HttpError } from './errors.js';
import fp from 'fastify-plugin';

const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Says that an answer is the stored answer of an earlier request with the same key. */
export const REPLAYED_HEADER = 'idempotent-replayed';
/** How long a key is remembered after its first request. */
export const IDEMPOTENCY_TTL_MS = 10 * 60_000;
/** How long a repeated request waits for the first one, still running, to answer. */
const IDEMPOTENCY_WAIT_MS = 30_000;
/** How often expired keys are removed. */
const IDEMPOTENCY_PRUNE_EVERY_MS = 60_000;
/** Methods that are not idempotent by themselves. */
const GUARDED_METHODS = new Set(['POST', 'PATCH']);

/** A key a client may choose: a UUID, or any 8–255 of these characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9._:-]{8,255}$/;

export const IDEMPOTENCY_MESSAGES = {
  invalid:
    'La cabecera Idempotency-Key no es válida: de 8 a 255 caracteres entre letras, números y . _ : -',
  otherBody:
    'Esta Idempotency-Key ya se usó con otra petición: genere una clave nueva para cada envío',
  stillRunning:
    'Una petición con la misma Idempotency-Key sigue en curso: espere unos segundos y vuelva a intentarlo',
} as const;

interface IdempotencyRecord {
  /** Hash of user, method, address and key. */
  _id: string;
  /** Hash of the request's body: a key reused with another body is refused. */
  fingerprint: string;
  state: 'running' | 'done';
  /** Which request holds the key (a request that outlived its key loses it). */
  runId: string;
  createdAtMs: number;
  /** After this the key is forgotten. */
  expiresAtMs: number;
  statusCode?: number;
  contentType?: string;
  /** The answer's body as sent: text, or base64 for bytes. */
  payload?: string;
  payloadEncoding?: 'utf8' | 'base64';
}

export const IDEMPOTENCY_KEYS: CollectionSpec<IdempotencyRecord> = { name: 'idempotency-keys' };

type Keys = Collection<IdempotencyRecord>;

const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

/** JSON with the keys of every object sorted: the same body whatever the key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    const fields = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined && typeof v !== 'function')
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`);
    return `{${fields.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const fingerprintOf = (body: unknown): string =>
  sha256(Buffer.isBuffer(body) ? body : canonicalJson(body ?? null));

/** The key of the request; undefined without one; 400 when it is malformed. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(header)) {
    throw new HttpError(400, IDEMPOTENCY_MESSAGES.invalid, { field: 'Idempotency-Key' });
  }
  return header;
}

class Seen extends Error {
  constructor(readonly record: IdempotencyRecord) {
    super('seen');
  }
}

/**
 * Takes the key for a new run unless a live record holds it; answers the record taken
 * (`mine`) or the one found. One transaction each: two servers never both take it.
 */
async function claim(
  keys: Keys,
  fresh: IdempotencyRecord,
): Promise<{ mine: boolean; record: IdempotencyRecord }> {
  for (;;) {
    try {
      const taken = await keys.apply(fresh._id, (current) => {
        if (current.expiresAtMs > fresh.createdAtMs) throw new Seen(current);
        return fresh;
      });
      if (taken) return { mine: true, record: taken };
      return { mine: true, record: await keys.insert(fresh) };
    } catch (error) {
      if (error instanceof Seen) return { mine: false, record: error.record };
      // Another request made the record at the same moment: look at it again.
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
  }
}

/** Polls the record until its run has answered; null when the record is gone or expired. */
async function answerOf(keys: Keys, seen: IdempotencyRecord): Promise<IdempotencyRecord | null> {
  // A monotonic clock: a test may move Date to expire keys.
  const deadline = performance.now() + IDEMPOTENCY_WAIT_MS;
  let pause = 10;
  for (;;) {
    const current = await keys.get(seen._id);
    if (!current || current.runId !== seen.runId || current.expiresAtMs <= Date.now()) return null;
    if (current.state === 'done') return current;
    if (performance.now() >= deadline) throw new HttpError(409, IDEMPOTENCY_MESSAGES.stillRunning);
    await sleep(pause);
    pause = Math.min(pause * 2, 100);
  }
}

const replay = (reply: FastifyReply, record: IdempotencyRecord) => {
  reply.code(record.statusCode ?? 200).header(REPLAYED_HEADER, 'true');
  if (record.contentType) reply.header('content-type', record.contentType);
  const body =
    record.payloadEncoding === 'base64'
      ? Buffer.from(record.payload ?? '', 'base64')
      : (record.payload ?? '');
  return reply.send(body);
};

interface Run {
  id: string;
  runId: string;
  finished: boolean;
}

const runs = new WeakMap<FastifyRequest, Run>();
const replays = new WeakSet<FastifyRequest>();

/** Whether this answer is a stored one: hooks that record what a write did skip it. */
export const isIdempotentReplay = (request: FastifyRequest): boolean => replays.has(request);

/** Removes the keys whose time is over (run every IDEMPOTENCY_PRUNE_EVERY_MS). */
export async function pruneIdempotencyKeys(keys: Keys, now = Date.now()): Promise<number> {
  const over = (await keys.list()).filter((record) => record.expiresAtMs <= now);
  return (await keys.deleteMany(over.map((record) => record._id))).length;
}

const stored = (
  payload: unknown,
): Pick<IdempotencyRecord, 'payload' | 'payloadEncoding'> | null => {
  if (payload === null || payload === undefined) return { payload: '', payloadEncoding: 'utf8' };
  if (typeof payload === 'string') return { payload, payloadEncoding: 'utf8' };
  if (Buffer.isBuffer(payload))
    return { payload: payload.toString('base64'), payloadEncoding: 'base64' };
  return null; // a stream cannot be kept
};

export const idempotencyPlugin = fp<Pick<ServerContext, 'db'>>(async (app, { db }) => {
  const keys = db.collection(IDEMPOTENCY_KEYS);
  /** Gives the key up, if this run still holds it. */
  const release = async (run: Run) => {
    const current = await keys.get(run.id);
    if (current?.runId === run.runId) await keys.delete(run.id);
  };

  app.addHook('preHandler', async (request, reply) => {
    if (!GUARDED_METHODS.has(request.method)) return;
    const key = idempotencyKeyOf(request);
    // Multipart uploads are read by their handler: their body cannot be compared here.
    const type = String(request.headers['content-type'] ?? '');
    if (key === undefined || type.startsWith('multipart/')) return;
    const id = sha256([request.user?.id ?? '', request.method, request.url, key].join('\u0000'));
    const fingerprint = fingerprintOf(request.body);
    for (;;) {
      const now = Date.now();
      const fresh: IdempotencyRecord = {
        _id: id,
        fingerprint,
        state: 'running',
        runId: randomUUID(),
        createdAtMs: now,
        expiresAtMs: now + IDEMPOTENCY_TTL_MS,
      };
      const { mine, record } = await claim(keys, fresh);
      if (mine) {
        runs.set(request, { id, runId: record.runId, finished: false });
        return;
      }
      if (record.fingerprint !== fingerprint) {
        throw new HttpError(422, IDEMPOTENCY_MESSAGES.otherBody, { field: 'Idempotency-Key' });
      }
      const answered = record.state === 'done' ? record : await answerOf(keys, record);
      if (answered) {
        replays.add(request);
        return replay(reply, answered);
      }
      // The first run gave its key up (it failed on the server) or it expired: run this one.
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const run = runs.get(request);
    if (!run || run.finished) return payload;
    run.finished = true;
    const body = stored(payload);
    try {
      // A server failure is not kept: the same request may be tried again.
      if (reply.statusCode >= 500 || !body) {
        await release(run);
        return payload;
      }
      const contentType = reply.getHeader('content-type');
      await keys.apply(run.id, (current) =>
        current.runId === run.runId
          ? {
              ...current,
              state: 'done',
              statusCode: reply.statusCode,
              ...(typeof contentType === 'string' ? { contentType } : {}),
              ...body,
            }
          : current,
      );
    } catch (error) {
      request.log.warn({ err: error }, 'No se pudo guardar la respuesta idempotente');
    }
    return payload;
  });

  // An answer that never went through onSend (the client left first) frees its key.
  app.addHook('onResponse', async (request) => {
    const run = runs.get(request);
    if (run && !run.finished) {
      run.finished = true;
      await release(run).catch(() => undefined);
    }
  });

  const timer = setInterval(() => {
    pruneIdempotencyKeys(keys).catch((error: unknown) =>
      app.log.warn({ err: error }, 'No se pudieron limpiar las claves de idempotencia'),
    );
  }, IDEMPOTENCY_PRUNE_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
});
