// The per-vehicle results of a Coches.net bulk run, their status colours and messages, and the
// run's action record. Pure; the server words its notification with `actionSummary` so console and
// server say the same.
import { formatCount } from '../format.js';

/** The bulk actions, as action record types; 'update-account' is the account update. */
export type BulkAction = 'create' | 'update' | 'delete';
export type ActionType = BulkAction | 'update-account';

/** One vehicle's result (the `responses` of an action record). */
export interface VehicleResult {
  createdAt: string;
  status: number;
  idv: string;
  message: string;
}

/** What POST /api/cnet/api/actions takes (docs/API.md "# Coches.net"). */
export interface ActionRecordBody {
  type: ActionType;
  account: { value: number; key: string };
  data: { status: number; idv: string; message: string }[];
}

export type StatusColor = 'success' | 'info' | 'warning' | 'error';

/**
 * 400 error, 422 info, 429 warning, 200 success; any 2xx is a success, any other failure an
 * error.
 */
export function statusColor(status: number): StatusColor {
  if (status >= 200 && status < 300) return 'success';
  if (status === 422) return 'info';
  if (status === 429) return 'warning';
  return 'error';
}

export const isSuccess = (status: number): boolean => status >= 200 && status < 300;

/** The success texts, per action. */
export function successMessage(action: BulkAction, title: string): string {
  if (action === 'create') return `Vehículo creado correctamente: ${title}`;
  if (action === 'delete') return `Vehículo eliminado correctamente: ${title}`;
  return 'Vehículo actualizado con éxito';
}

/** When the call got no answer at all (network down): kept as status 0, an error. */
export const NO_ANSWER_MESSAGE = 'No se ha podido contactar con Coches.net';

/**
 * A failure keeps the server's message (our `{error, message}`: the Spanish
 * `message`, else the `error` field), or the status text.
 */
export function failureMessage(body: unknown, statusText = ''): string {
  if (body && typeof body === 'object') {
    const { message, error } = body as { message?: unknown; error?: unknown };
    if (typeof message === 'string' && message.trim()) return message;
    if (typeof error === 'string' && error.trim()) return error;
  }
  return statusText || NO_ANSWER_MESSAGE;
}

/** The action record a run posts (at most 5,000 responses; docs/API.md). */
export const actionRecordBody = (
  type: ActionType,
  account: { value: number; key: string },
  results: readonly Pick<VehicleResult, 'status' | 'idv' | 'message'>[],
): ActionRecordBody => ({
  type,
  account: { value: account.value, key: account.key },
  data: results.map(({ status, idv, message }) => ({ status, idv, message })),
});

const DONE_WORDS: Record<ActionType, [string, string]> = {
  create: ['vehículo enviado', 'vehículos enviados'],
  update: ['vehículo actualizado', 'vehículos actualizados'],
  delete: ['vehículo eliminado', 'vehículos eliminados'],
  'update-account': ['vehículo eliminado', 'vehículos eliminados'],
};

/** 'Coches.net (Tests DEMO): 3 vehículos enviados, 1 con error' — the run's notification. */
export function actionSummary(
  type: ActionType,
  accountKey: string,
  responses: readonly Pick<VehicleResult, 'status'>[],
): string {
  const ok = responses.filter((r) => isSuccess(r.status)).length;
  const failed = responses.length - ok;
  const [one, many] = DONE_WORDS[type];
  const errors = failed ? `, ${formatCount(failed, 'con error', 'con error')}` : '';
  return `Coches.net (${accountKey}): ${formatCount(ok, one, many)}${errors}`;
}
