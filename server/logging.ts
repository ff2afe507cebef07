// The request log: pino as Fastify ships it, written to stdout in batches. In production every
// request is logged at info ('incoming request', 'request completed' with status and time) under
// a request id, every 500 with its stack (errors.ts logs the error object); headers and bodies
// are never logged, and the names that carry secrets are redacted should anything log them,
// in a body, in headers or in the address's query.
import { randomUUID } from 'node:crypto';
import type { Config, Env } from './config.js';

/** Where log lines go: stdout by default; the logging test passes a stream it reads. */
export interface LogStream {
  write(line: string): unknown;
}

/** Paths pino replaces with '[oculto]': headers that carry sessions, fields that carry passwords. */
const REDACTED_PATHS = [
  'req.headers["x-access-token"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers["x-access-token"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  ...['password', 'currentPassword', 'newPassword', 'ftp_password', 'token', 'accessToken'].flatMap(
    (name) => [name, `*.${name}`],
  ),
];

/**
 * LOG_LEVEL, else 'info' for a production start (NODE_ENV=production, or server/main.ts),
 * else undefined: the logger stays off (tests build the app without one unless they ask).
 */
export function defaultLogLevel(env: Env, options: { main?: boolean } = {}): string | undefined {
  const level = env.LOG_LEVEL?.trim();
  if (level) return level;
  return options.main || env.NODE_ENV === 'production' ? 'info' : undefined;
}

/**
 * Query parameters whose value is a credential: a session token a link or a socket client put
 * in the address (`?token=`, `?access_token=`, `?x-access-token=`), a key, a password, a
 * signature. Matched on the decoded name, whatever its case.
 */
const SECRET_PARAMETER = /token|jwt|passw|secret|auth|sig(nature)?$|(^|[-_])key$|api-?_?key/i;

const decodedName = (raw: string): string => {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
};

/**
 * The request's address as logged: the value of every parameter that carries a credential is
 * replaced by '[oculto]'; the path and the other parameters are kept as they came.
 */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((part) => {
      const equals = part.indexOf('=');
      const name = equals === -1 ? part : part.slice(0, equals);
      return SECRET_PARAMETER.test(decodedName(name)) ? `${name}=[oculto]` : part;
    });
  return `${url.slice(0, mark)}?${query.join('&')}`;
}

/** Only what identifies a request: method, path and query, host, address; no headers, no body. */
const requestSerializer = (request: {
  method: string;
  url: string;
  ip?: string;
  hostname?: string;
}) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.hostname,
  remoteAddress: request.ip,
});

/** Fastify's `logger` (pino options) for HTTP/1.1 and HTTP/2 servers alike. */
interface LoggerOptions {
  level: string;
  redact: { paths: string[]; censor: string };
  serializers: { req: typeof requestSerializer };
  stream: LogStream;
}

let stdout: LogStream | undefined;

/**
 * Standard output, written at most once or twice per turn of the event loop: under load the
 * lines of many requests (two each) go out in one write instead of one system call per line.
 * The first line after a quiet spell is written at once; lines still waiting are written
 * before the process exits. One for the whole process.
 */
export function batchedStdout(
  out: (text: string) => unknown = (text) => process.stdout.write(text),
): LogStream {
  let waiting: string[] | null = null;
  const flush = () => {
    const lines = waiting;
    waiting = null;
    if (lines?.length) out(lines.join(''));
  };
  process.on('exit', flush);
  return {
    write(line) {
      if (waiting) {
        waiting.push(line);
        return;
      }
      out(line);
      waiting = [];
      setImmediate(flush);
    },
  };
}

/** Fastify's logger options and request id generator for the configured level. */
export function loggingOptions(
  config: Pick<Config, 'logLevel'>,
  stream?: LogStream,
): { logger: false | LoggerOptions; genReqId?: () => string } {
  if (!config.logLevel) return { logger: false };
  return {
    logger: {
      level: config.logLevel,
      redact: { paths: REDACTED_PATHS, censor: '[oculto]' },
      serializers: { req: requestSerializer },
      stream: stream ?? (stdout ??= batchedStdout()),
    },
    // A UUID per request: ids stay unique across restarts and several servers' logs.
    genReqId: () => randomUUID(),
  };
}
