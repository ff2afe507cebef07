// The JSON body parser of the whole app: UTF-8 only, nesting bounded, an empty body read as
// no body, and a large body parsed and handled in the heavy lane (limits.ts).
import fp from 'fastify-plugin';
import { badRequest } from './errors.js';
import { endTurn, HEAVY_BODY_BYTES, heavyLane, takeTurn } from './limits.js';

/**
 * Nesting a JSON body may have. The deepest shape the API takes, a bulk create's photo
 * property ({data: [{recursos: [{propiedades: [{valor}]}]}]}), is 7 levels; anything much
 * deeper is refused before it is parsed (JSON.parse, the schemas and SQLite's JSON functions
 * all recurse, and SQLite stops at 1,000 levels with an error).
 */
const MAX_JSON_DEPTH = 16;

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

const BODY_MESSAGES = {
  notUtf8: 'El cuerpo de la petición no es texto UTF-8 válido',
  tooDeep: `El cuerpo de la petición está demasiado anidado (más de ${MAX_JSON_DEPTH} niveles)`,
} as const;

/**
 * JSON is UTF-8: bytes that are not (a Latin-1 'ñ', a cut sequence) are refused, never turned
 * into '\uFFFD' and stored. One decoder for every body (it keeps no state between calls).
 */
const utf8 = new TextDecoder('utf-8', { fatal: true });

export const jsonBodyPlugin = fp(async (app) => {
  // The console's fetch helper may send Content-Type: application/json on a DELETE without a
  // body; treat an empty JSON body as no body (schemas still reject it where a body is required).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      return done(badRequest(BODY_MESSAGES.notUtf8));
    }
    if (text.trim() === '') return done(null, undefined);
    const parse = () => {
      if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return done(badRequest(BODY_MESSAGES.tooDeep));
      parseJson(request, text, done);
    };
    // A large body (bulk vehicles) is parsed, validated and handled in the heavy lane.
    if (text.length <= HEAVY_BODY_BYTES) return parse();
    takeTurn(heavyLane, request).then(parse, (error: Error) => done(error));
  });
  app.addHook('onResponse', async (request) => endTurn(request));
  app.addHook('onRequestAbort', async (request) => endTurn(request));
});
