// What 'Enviar' shares between channels: each vehicle is sent on its own with bounded concurrency,
// and any failure (409 already published, 400, network) becomes a warning carrying the server's
// error or message.
import { ABORT_MESSAGE, runBounded } from '../../domain/sendQueue';
import type { StockVehicle } from '../../domain/types';
import { NETWORK_ERROR_MESSAGE } from '../http';
import type { PublishOptions, PublishResult } from '../channels/types';

/** The text of a failed send: httpJson's errors already carry the server's error/message. */
export const failureMessage = (error: unknown): string => {
  if (error instanceof DOMException && error.name === 'AbortError') return ABORT_MESSAGE;
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return NETWORK_ERROR_MESSAGE;
};

export const failed = (vehicle: StockVehicle, error: unknown): PublishResult => ({
  idv: String(vehicle.idv),
  ok: false,
  message: failureMessage(error),
});

/** One call per vehicle, at most `concurrency` at a time. */
export const publishEach = async (
  vehicles: readonly StockVehicle[],
  send: (vehicle: StockVehicle) => Promise<unknown>,
  { concurrency, onProgress, signal }: PublishOptions,
): Promise<PublishResult[]> => {
  const settled = await runBounded(
    vehicles.map((vehicle) => () => send(vehicle)),
    { concurrency, signal, onProgress: onProgress && ((done, total) => onProgress(done, total)) },
  );
  return settled.map((outcome, i) =>
    outcome.ok ? { idv: String(vehicles[i].idv), ok: true } : failed(vehicles[i], outcome.error),
  );
};
