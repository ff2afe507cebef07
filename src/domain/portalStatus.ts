// A portal card is loading until the feed answers, then 'Correcto', or 'Error' when the answer
// carries tipoError or the call itself fails.
import type { QuiterFeed } from './types';

export type PortalStatus =
  { kind: 'loading' } | { kind: 'ok'; vehicleCount: number } | { kind: 'error'; message: string };

/** Shown when the stock feed call fails without a readable message. */
export const FEED_FAILURE_MESSAGE = 'Error en la comunicación con Quiter';

const errorMessage = (error: unknown): string => {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return FEED_FAILURE_MESSAGE;
};

/**
 * Status of one portal from its feed answer and the call's error (if any).
 * `feed` is the answer of GET /quiter/{portalId}; `error` is set when the call failed.
 */
export const portalStatus = (
  feed: Partial<QuiterFeed> | undefined,
  error?: unknown,
): PortalStatus => {
  if (error) return { kind: 'error', message: errorMessage(error) };
  if (!feed) return { kind: 'loading' };
  if (feed.tipoError) {
    return {
      kind: 'error',
      message: feed.mensajeError ? `${feed.tipoError} - ${feed.mensajeError}` : feed.tipoError,
    };
  }
  return { kind: 'ok', vehicleCount: feed.vehiculos?.length ?? 0 };
};
