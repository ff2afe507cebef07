// The one fetch helper of the console (DESIGN.md): adds the session token, speaks JSON, and turns
// every failure into react-admin's HttpError with a Spanish message so that notifications,
// checkError and the screens all read errors the same way.
import { HttpError } from 'react-admin';
import { config } from '../config';
import { getSession } from '../authProvider/session';
import { FEED_FAILURE_MESSAGE } from '../domain/portalStatus';

export const HTTP_FALLBACK_MESSAGE = 'Error de comunicación con el servidor';
export const NETWORK_ERROR_MESSAGE = 'Error de red: no se ha podido contactar con el servidor';

export interface HttpOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Serialised as JSON unless it is FormData (uploads). */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** API base for this call; default config.apiUrl (GOmotor has its own host). */
  base?: string;
  /**
   * Give up when the answer has not started within this time (its headers; the body may
   * then take as long as it needs). Default: QUITER_READ_TIMEOUT_MS for the Quiter feed.
   */
  timeout?: { ms: number; message: string };
  /**
   * Sent as the Idempotency-Key header: the server runs a create carrying a key it has seen
   * once (docs/API.md "Repeated writes"). One key per submission (idempotencyKey.ts).
   */
  idempotencyKey?: string;
}

/**
 * A Quiter feed that hangs says 'Error en la comunicación con Quiter' within 3 s. Each read of the
 * feed (the group stock, a portal's feed) waits this long for its answer to start, and react-query
 * tries once more after QUITER_QUERY_OPTIONS.retryDelay (dataProvider/stock.ts): 2 × 1.1 s + 0.5 s.
 */
export const QUITER_READ_TIMEOUT_MS = 1100;
const QUITER_FEED_PATH = /^\/(quiter\/[^/?]+|publishing\/api\/v1\/quiter)(\?|$)/;

const defaultTimeout = (path: string, method: string): HttpOptions['timeout'] =>
  method === 'GET' && QUITER_FEED_PATH.test(path)
    ? { ms: QUITER_READ_TIMEOUT_MS, message: FEED_FAILURE_MESSAGE }
    : undefined;

/** A signal aborted by the caller's signal or, with a TimeoutError, when `ms` have passed. */
const withTimeout = (signal: AbortSignal | undefined, ms: number) => {
  const controller = new AbortController();
  const follow = () => controller.abort(signal?.reason);
  if (signal?.aborted) follow();
  else signal?.addEventListener('abort', follow, { once: true });
  // A timer of our own (not AbortSignal.timeout) so it can be cleared once the answer starts.
  const timer = setTimeout(
    () => controller.abort(new DOMException('Tiempo de espera agotado', 'TimeoutError')),
    ms,
  );
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', follow);
    },
  };
};

/** A request carrying an Idempotency-Key is tried this many times when no answer comes. */
export const IDEMPOTENT_ATTEMPTS = 2;
/** The pause before it is sent again. */
export const IDEMPOTENT_RETRY_MS = 500;

/** Statuses a proxy or gateway answers when it cannot reach the API (its own HTML page). */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

/**
 * The message shown for a failed answer: the API's `error` field, else `message`, both as the
 * server wrote them (its field names are already the Spanish labels). Anything else — a proxy's
 * HTML page, plain text, the English status text — is never shown: a gateway failure is our network
 * message, any other one our generic message.
 */
export const errorMessageOf = (body: unknown, status?: number | string): string => {
  if (typeof body === 'object' && body !== null) {
    const b = body as { error?: unknown; message?: unknown; statusCode?: unknown };
    // Fastify's own shape ({statusCode, error: 'Service Unavailable', message}) names the
    // status in English under `error`: its `message` is the reason.
    if (typeof b.statusCode === 'number' && typeof b.message === 'string' && b.message)
      return b.message;
    if (typeof b.error === 'string' && b.error) return b.error;
    if (typeof b.message === 'string' && b.message) return b.message;
  }
  // A status text (bench/stock.ts passes one) is English and never shown.
  return typeof status === 'number' && GATEWAY_STATUSES.has(status)
    ? NETWORK_ERROR_MESSAGE
    : HTTP_FALLBACK_MESSAGE;
};

/** The HttpError of a failed answer; a body that is not JSON is not kept (it may be HTML). */
export const toHttpError = (status: number, _statusText: string, body: unknown): HttpError =>
  new HttpError(errorMessageOf(body, status), status, typeof body === 'object' ? body : null);

/** `path` is relative to the API base (`/notifications`); absolute URLs pass through. */
export const apiUrl = (path: string, base: string = config.apiUrl): string =>
  /^https?:\/\//.test(path) ? path : `${base}${path.startsWith('/') ? '' : '/'}${path}`;

const parseBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/** The body and the headers of a successful answer (httpJson keeps only the body). */
export interface HttpAnswer<T> {
  body: T;
  headers: Headers;
}

export const httpJson = async <T = unknown>(path: string, options: HttpOptions = {}): Promise<T> =>
  (await httpAnswer<T>(path, options)).body;

export const httpAnswer = async <T = unknown>(
  path: string,
  options: HttpOptions = {},
): Promise<HttpAnswer<T>> => {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = getSession()?.accessToken;
  if (token) headers['x-access-token'] = token;
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  const method = options.method ?? 'GET';
  const timeout = options.timeout ?? defaultTimeout(path, method);
  const send = async (attempt: number): Promise<Response> => {
    const bounded = timeout ? withTimeout(options.signal, timeout.ms) : undefined;
    try {
      return await fetch(apiUrl(path, options.base), {
        method,
        headers,
        body,
        signal: bounded?.signal ?? options.signal,
      });
    } catch (error) {
      // A cancelled query must stay an AbortError for react-query.
      if (options.signal?.aborted) throw error;
      if (timeout && bounded?.signal.aborted) throw new HttpError(timeout.message, 0, null);
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      // A request with a key may be sent again: the server runs it at most once, so an
      // answer lost on its way back never makes a second record.
      if (options.idempotencyKey && attempt < IDEMPOTENT_ATTEMPTS) {
        await new Promise((resolve) => setTimeout(resolve, IDEMPOTENT_RETRY_MS));
        return send(attempt + 1);
      }
      throw new HttpError(NETWORK_ERROR_MESSAGE, 0, null);
    } finally {
      bounded?.done();
    }
  };
  const response = await send(1);

  const parsed = await parseBody(response);
  if (!response.ok) throw toHttpError(response.status, response.statusText, parsed);
  return { body: parsed as T, headers: response.headers };
};

/**
 * How the browser reaches the API ('http/1.1', 'h2', 'h3'), from Resource Timing: the last
 * call to the API base, else the page's own navigation when the API shares its origin.
 * Undefined when the browser does not say (a cross-origin API without Timing-Allow-Origin).
 */
export const apiProtocol = (base: string = config.apiUrl): string | undefined => {
  if (typeof performance === 'undefined' || typeof location === 'undefined') return undefined;
  const api = new URL(base, location.href).href;
  const calls = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  for (let i = calls.length - 1; i >= 0; i--) {
    if (calls[i].name.startsWith(api) && calls[i].nextHopProtocol) return calls[i].nextHopProtocol;
  }
  if (new URL(api).origin !== location.origin) return undefined;
  const [page] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return page?.nextHopProtocol || undefined;
};
