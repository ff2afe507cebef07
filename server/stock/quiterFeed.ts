// Reading a portal's feed (GET /quiter/{portalId}): with QUITER_URL (server configuration) the real
// system answers, without it the demo group stock.
import { isKnownPortal } from '../../src/domain/portals.js';
import type { QuiterFeed, StockVehicle } from '../../src/domain/types.js';
import type { Config } from '../config.js';
import { HttpError } from '../errors.js';
import { portalFeed } from './groupStock.js';

/**
 * How long Quiter may take to answer a portal: the console must be able to say 'Error en la
 * comunicación con Quiter' within 3 s, so a silent Quiter is given up on first.
 */
export const UPSTREAM_TIMEOUT_MS = 2_000;

type FeedConfig = Pick<Config, 'quiterUrl' | 'seedVehicles'>;

/** An error answer readable both as a Quiter error and as an API error. */
export const quiterError = (status: number, tipoError: string, mensajeError: string) =>
  new HttpError(status, mensajeError, { tipoError, mensajeError });

export const unknownPortal = (portalId: string) =>
  quiterError(404, 'PORTAL_DESCONOCIDO', `El portal '${portalId}' no existe`);

/** Quiter's answer for the portal, passed through as it came (502 when it cannot be read). */
export async function forward(quiterUrl: string, portalId: string): Promise<unknown> {
  const unreachable = (detail: string) =>
    quiterError(
      502,
      'ERROR_COMUNICACION',
      `No se ha podido consultar Quiter para el portal ${portalId}: ${detail}`,
    );
  let response: Response;
  try {
    response = await fetch(`${quiterUrl}/${encodeURIComponent(portalId)}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    });
  } catch (error) {
    const timeout = (error as Error).name === 'TimeoutError';
    throw unreachable(timeout ? 'tiempo de espera agotado' : 'sin conexión');
  }
  // Never pass Quiter's own 401/403 through: the console would take them for its session.
  if (!response.ok) throw unreachable(`respuesta ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw unreachable('la respuesta no es JSON');
  }
}

const hasVehicles = (feed: unknown): feed is { vehiculos: StockVehicle[] } =>
  typeof feed === 'object' &&
  feed !== null &&
  Array.isArray((feed as { vehiculos?: unknown }).vehiculos);

/**
 * The vehicles the portal sends now, to save them (POST /quiter). A portal answering
 * tipoError, or not answering, is a 502 carrying that tipoError.
 */
export async function readPortalVehicles(
  config: FeedConfig,
  portalId: string,
): Promise<StockVehicle[]> {
  if (!isKnownPortal(portalId)) throw unknownPortal(portalId);
  const feed: unknown = config.quiterUrl
    ? await forward(config.quiterUrl, portalId)
    : portalFeed(config, portalId);
  if (hasVehicles(feed)) return feed.vehiculos;
  const { tipoError, mensajeError } = (feed ?? {}) as Partial<QuiterFeed>;
  throw quiterError(
    502,
    typeof tipoError === 'string' ? tipoError : 'RESPUESTA_NO_VALIDA',
    typeof mensajeError === 'string'
      ? mensajeError
      : `Quiter no ha enviado vehículos para el portal ${portalId}`,
  );
}
