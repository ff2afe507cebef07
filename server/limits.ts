// Limits of the reference API (docs/API.md "Limits"): how
// long a client may take to send a request, how big a body may be, how long a path parameter
// may be, and which query parameters a route takes (none unless it declares them).
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { constants as http2Constants, type ServerHttp2Stream } from 'node:http2';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Config } from './config.js';
import { errorBody, HttpError } from './errors.js';

/**
 * Body limit of every route that does not set its own: sign-in, a profile, a notification, a
 * Wallapop account, 1,000 ids to delete… all fit in a few kB.
 */
const DEFAULT_BODY_LIMIT = 64 * 1024;

/**
 * Body limit of the routes that take stock vehicles (a channel's create and Grupo Oliva's
 * bulk create). A real vehicle is 3–5 kB and the console sends bulk creates in requests of at
 * most 200,000 bytes, so 256 KiB holds any request the console makes, and one
 * vehicle with every list at its schema's maximum (≈220 kB, server/channels/vehicleSchema.ts).
 * A whole-stock selection (10,000 vehicles, ≈45 MB) travels in about 225 such requests, never
 * as one body: twenty of those at once would need gigabytes and stall every other request.
 */
export const VEHICLE_BODY_LIMIT = 256 * 1024;

/**
 * Bodies above this size are parsed, validated and handled one at a time ({@link heavyLane}).
 * Only the vehicle routes accept them; 'Enviar''s single creates (a few kB) never wait.
 */
export const HEAVY_BODY_BYTES = 32 * 1024;

/** Heavy bodies waiting for their turn beyond this many are refused with a 503. */
const MAX_WAITING = 200;

/** Resolves once the event loop has run its poll phase (read the I/O that was waiting). */
const afterPoll = () => new Promise<void>((resolve) => setTimeout(() => setImmediate(resolve), 0));

/**
 * One lane for the CPU-heavy part of large requests. Node runs them on one thread: twenty
 * bulk bodies parsed and inserted back to back would keep /api/health waiting for all of them.
 * Through the lane, each waits for the previous one to finish and the event loop serves the
 * other requests in between, so nothing else waits longer than one bulk body (≈30 ms at
 * 256 KiB). The body is read before the turn is taken: a slow client blocks nobody.
 */
export class Lane {
  private busy = false;
  private readonly waiting: (() => void)[] = [];

  async acquire(): Promise<void> {
    if (!this.busy) {
      this.busy = true;
      // Even a free lane is entered after a poll: the bodies that arrive in one burst are read
      // in one poll phase, and would otherwise be handled there one after another.
      return afterPoll();
    }
    if (this.waiting.length >= MAX_WAITING) {
      throw new HttpError(503, 'El servidor está ocupado. Inténtelo de nuevo en unos segundos.');
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  /**
   * Hands the lane to the next in line once the event loop has polled for I/O, so requests
   * waiting outside the lane (/api/health) are read between two bulk bodies. A timer alone
   * is not enough (expired timers added while timers run, run in the same phase: the bodies
   * chained without a poll), nor setImmediate alone (measured: health waited for a dozen
   * bodies); a timer, then an immediate, always has the poll phase between them.
   */
  release(): void {
    const next = this.waiting.shift();
    if (next) void afterPoll().then(next);
    else this.busy = false;
  }
}

const LANE = Symbol('holds the heavy lane');
type LaneHolder = FastifyRequest & { [LANE]?: { lane: Lane; watchdog: NodeJS.Timeout } };

/**
 * A turn held longer than this is taken back (a handler that never answers must not stop
 * every bulk request after it); a real one lasts tens of milliseconds.
 */
const LONGEST_TURN_MS = 10_000;

/** Waits for `lane` on behalf of `request`; released when its answer is sent or it aborts. */
export async function takeTurn(lane: Lane, request: FastifyRequest): Promise<void> {
  await lane.acquire();
  const watchdog = setTimeout(() => endTurn(request), LONGEST_TURN_MS);
  watchdog.unref();
  (request as LaneHolder)[LANE] = { lane, watchdog };
}

/** Gives the lane back if `request` holds it (onResponse / onRequestAbort / watchdog). */
export function endTurn(request: FastifyRequest): void {
  const holder = request as LaneHolder;
  const turn = holder[LANE];
  if (!turn) return;
  holder[LANE] = undefined;
  clearTimeout(turn.watchdog);
  turn.lane.release();
}

/** The app's one heavy lane. */
export const heavyLane = new Lane();

/**
 * Longer than any path Node accepts (its 16 kB header limit includes the request line), so a
 * long parameter always reaches its route: the route's schema answers our Spanish 400 after
 * authentication, instead of the router's English 414 echoing the path before it.
 */
const MAX_PARAM_LENGTH = 16 * 1024;

/** What Node's HTTP parser refuses before any route runs, in our Spanish error shape. */
const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'La dirección o las cabeceras de la petición son demasiado largas'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'La petición ha tardado demasiado en llegar'],
};
const MALFORMED: [number, string] = [400, 'La petición no está bien formada'];
const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/**
 * Fastify's clientErrorHandler: a request line or headers over Node's 16 kB, a trickled
 * request, a malformed one — answered in Spanish in our shape, never echoing what was sent,
 * and the connection closed.
 */
function clientErrorHandler(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? MALFORMED;
  const body = JSON.stringify(errorBody(message));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}

/** Fastify options for the limits above. */
export const limitOptions = (config: Config) => ({
  bodyLimit: DEFAULT_BODY_LIMIT,
  routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
  requestTimeout: config.requestTimeoutMs,
  keepAliveTimeout: config.keepAliveTimeoutMs,
  clientErrorHandler,
});

/**
 * Deadlines of the Node server: the whole request (a client trickling its body gets a 408
 * and is disconnected), its headers, and idle keep-alive connections. Node checks them every
 * `connectionsCheckingInterval` (30 s by default, too coarse for a 10 s headers deadline).
 */
export function applyConnectionTimeouts(app: FastifyInstance, config: Config): void {
  // Node's http.Server (or the HTTP/2 server's HTTP/1 side) reads these when it listens.
  const http = app.server as Server & { connectionsCheckingInterval: number };
  http.requestTimeout = config.requestTimeoutMs;
  http.headersTimeout = Math.min(config.headersTimeoutMs, config.requestTimeoutMs);
  http.keepAliveTimeout = config.keepAliveTimeoutMs;
  http.connectionsCheckingInterval = Math.max(
    50,
    Math.min(1000, Math.floor(http.headersTimeout / 4)),
  );
  http2RequestDeadline(app, config.requestTimeoutMs);
}

interface Http2Request {
  httpVersionMajor: number;
  complete: boolean;
  once(event: 'end' | 'close', listener: () => void): void;
  stream: ServerHttp2Stream;
}

/**
 * Node applies requestTimeout to HTTP/1 connections only: over HTTP/2 (TLS_CERT_FILE) a stream
 * whose body has not arrived whole within `ms` gets the same 408 and is reset.
 */
function http2RequestDeadline(app: FastifyInstance, ms: number): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const raw = request.raw as unknown as Http2Request;
    if (raw.httpVersionMajor !== 2 || raw.complete) return done();
    const timer = setTimeout(() => {
      const { stream } = raw;
      if (raw.complete || stream.destroyed) return;
      if (!stream.headersSent) {
        stream.respond({ ':status': 408, 'content-type': 'application/json; charset=utf-8' });
      }
      stream.end(JSON.stringify(errorBody('La petición ha tardado demasiado en llegar')));
      stream.close(http2Constants.NGHTTP2_CANCEL);
    }, ms);
    timer.unref();
    raw.once('end', () => clearTimeout(timer));
    raw.once('close', () => clearTimeout(timer));
    done();
  });
}

/** The API's base paths; the console's own addresses keep their queries. */
const API_PREFIXES = ['/api/', '/gomotor-api/', '/provider-api/'];

const NO_QUERY = { type: 'object', additionalProperties: false, properties: {} } as const;

export interface RegisteredRoute {
  method: string;
  url: string;
  /** The route declares a query string schema of its own. */
  schema?: RouteOptions['schema'];
}

interface QuerySchema {
  additionalProperties?: unknown;
  properties?: object;
}

/**
 * Refuses a query parameter the route does not declare before anything else is checked:
 * Fastify validates the body before the query, so without this a POST with an unknown
 * parameter and a wrong body would only hear about the body.
 */
const unknownQueryCheck = (schema: QuerySchema) => {
  const known = new Set(Object.keys(schema.properties ?? {}));
  return async (request: FastifyRequest) => {
    for (const name of Object.keys(request.query as object)) {
      if (!known.has(name)) {
        const message = `El parámetro de consulta '${name}' no está permitido`;
        throw new HttpError(400, message, { field: name });
      }
    }
  };
};

const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * An onRoute hook: an API route that declares no query string schema takes no query
 * parameter (`?x=1` is a 400 naming it); every route is recorded in `routes`.
 */
export function queryStrictness(app: FastifyInstance, routes: RegisteredRoute[]): void {
  app.addHook('onRoute', (route) => {
    const isApi = API_PREFIXES.some((prefix) => route.url.startsWith(prefix));
    if (isApi && !route.schema?.querystring) {
      route.schema = { ...route.schema, querystring: NO_QUERY };
    }
    const query = route.schema?.querystring as QuerySchema | undefined;
    if (isApi && query?.additionalProperties === false) {
      route.preValidation = [...asList(route.preValidation), unknownQueryCheck(query)];
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) routes.push({ method, url: route.url, schema: route.schema });
  });
}
