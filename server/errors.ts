// Error answers of docs/API.md "Errors": JSON {error, message} in Spanish, right status.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { endTurn, HEAVY_BODY_BYTES, heavyLane, takeTurn } from './limits.js';
import { shared } from './shared-plugin.js';
import { validationProblem } from './validation.js';

/**
 * Nesting a JSON body may have. The deepest shape the API takes, a bulk create's photo
 * property ({data: [{recursos: [{propiedades: [{valor}]}]}]}), is 7 levels; anything much
 * deeper is refused before it is parsed (JSON.parse, the schemas and SQLite's JSON functions
 * all recurse, and SQLite stops at 1,000 levels with an error).
 */
export const MAX_JSON_DEPTH = 16;

/** Whether `text` nests arrays and objects deeper than `max` (strings are skipped). */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      // A backslash escapes the next character (an escaped quote does not end the string).
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

export const MESSAGES = {
  400: 'La petición no es válida',
  401: 'Sesión no válida o caducada',
  403: 'No tiene permisos para realizar esta acción',
  404: 'No encontrado',
  409: 'El recurso ya existe',
  413: 'La petición es demasiado grande',
  415: 'Tipo de contenido no admitido: envíe JSON (application/json)',
  429: 'Demasiados intentos de inicio de sesión. Inténtelo de nuevo en un minuto.',
  500: 'Error interno del servidor',
  invalidJson: 'El cuerpo de la petición no es un JSON válido',
  notUtf8: 'El cuerpo de la petición no es texto UTF-8 válido',
  tooDeep: `El cuerpo de la petición está demasiado anidado (más de ${MAX_JSON_DEPTH} niveles)`,
} as const;

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Extra fields merged into the JSON answer (e.g. tipoError for Quiter). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string = MESSAGES[400]) => new HttpError(400, message);
export const unauthorized = (message: string = MESSAGES[401]) => new HttpError(401, message);
export const forbidden = () => new HttpError(403, MESSAGES[403]);
export const notFound = (message: string = MESSAGES[404]) => new HttpError(404, message);
export const conflict = (message: string = MESSAGES[409]) => new HttpError(409, message);

export interface ErrorBody {
  error: string;
  message: string;
  [extra: string]: unknown;
}

export const errorBody = (message: string, extra: Record<string, unknown> = {}): ErrorBody => ({
  ...extra,
  error: message,
  message,
});

function translate(error: FastifyError | HttpError): { status: number; body: ErrorBody } {
  if (error instanceof HttpError) {
    return { status: error.statusCode, body: errorBody(error.message, error.extra) };
  }
  if (error.validation) {
    const { message, field } = validationProblem(
      error.validation,
      error.validationContext ?? 'body',
    );
    return { status: 400, body: errorBody(message, field === undefined ? {} : { field }) };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, body: errorBody(MESSAGES.invalidJson) };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, body: errorBody(MESSAGES[415]) };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, body: errorBody(MESSAGES[413]) };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const known = (MESSAGES as Record<number, string>)[status];
    return { status, body: errorBody(known ?? MESSAGES[400]) };
  }
  return { status: 500, body: errorBody(MESSAGES[500]) };
}

/**
 * JSON is UTF-8: bytes that are not (a Latin-1 'ñ', a cut sequence) are refused, never turned
 * into '\uFFFD' and stored. One decoder for every body (it keeps no state between calls).
 */
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Error handler and JSON body parser for the whole app. */
export const errorsPlugin = shared(async (app) => {
  // The console's fetch helper may send Content-Type: application/json on a DELETE without a
  // body; treat an empty JSON body as no body (schemas still reject it where a body is required).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      return done(badRequest(MESSAGES.notUtf8));
    }
    if (text.trim() === '') return done(null, undefined);
    const parse = () => {
      if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return done(badRequest(MESSAGES.tooDeep));
      parseJson(request, text, done);
    };
    // A large body (bulk vehicles) is parsed, validated and handled in the heavy lane.
    if (text.length <= HEAVY_BODY_BYTES) return parse();
    takeTurn(heavyLane, request).then(parse, (error: Error) => done(error));
  });
  app.addHook('onResponse', async (request) => endTurn(request));
  app.addHook('onRequestAbort', async (request) => endTurn(request));

  app.setErrorHandler(
    (error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) => {
      const { status, body } = translate(error);
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      return reply.code(status).send(body);
    },
  );
});
