// The 'Acciones' panel of /gomotor: the actions, which offer 'Desactivar', what each needs, the
// confirmation, and the plan of requests each makes — one partial update per vehicle (run by
// ./runner.ts), or one bulk call.
import { figureProblem, parseSpanishFigure } from '../figures.js';
import { formatEuros } from '../format.js';
import { BULK_TEXTS, bulkActionName, vehicleCountLabel } from '../ownSites/bulkActions.js';
import { MIN_RESERVE, parseReserveAmount, type Parsed } from '../ownSites/prices.js';
import type { Campaign } from '../ownSites/vehicle.js';
import type { WebStockRow } from './row.js';

// The reserve amount rules are the own sites' (minimum and default 300).
export {
  BULK_TEXTS,
  bulkActionName,
  vehicleCountLabel,
  MIN_RESERVE as RESERVE_MIN,
  parseReserveAmount,
};

/** The bulk actions of the web stock dashboard, listed ones first, then three also handled. */
export type WebBulkActionId =
  | 'enableCounter'
  | 'destacar'
  | 'enableDiscount'
  | 'enableDisclaimer'
  | 'deleteCar'
  | 'ActivarManual'
  | 'modificarImporteReserva'
  | 'webSync';

export type WebBulkInputKind = 'none' | 'counter' | 'discount' | 'disclaimer' | 'reserveAmount';

export interface WebBulkAction {
  id: WebBulkActionId;
  label: string;
  input: WebBulkInputKind;
  /** 'Desactivar' only for featured, manual publishing, counter and disclaimer. */
  canDeactivate: boolean;
  /** What 'Desactivar' does, said in Spanish ('Quitar el disclaimer'), where it is offered. */
  deactivateLabel?: string;
}

const action = (
  id: WebBulkActionId,
  label: string,
  input: WebBulkInputKind,
  deactivateLabel?: string,
): WebBulkAction => ({
  id,
  label,
  input,
  canDeactivate: deactivateLabel !== undefined,
  ...(deactivateLabel ? { deactivateLabel } : {}),
});

/** In order; the last three are handled although the panel's list does not name them. */
export const WEB_BULK_ACTIONS: readonly WebBulkAction[] = [
  action('enableCounter', 'Asignar contador', 'counter', 'Quitar el contador'),
  action('destacar', 'Destacar home', 'none', 'Dejar de destacar en home'),
  action('enableDiscount', 'Aplicar precio campaña', 'discount'),
  action('enableDisclaimer', 'Aplicar disclaimer', 'disclaimer', 'Quitar el disclaimer'),
  action('deleteCar', 'Eliminar vehículo', 'none'),
  action('ActivarManual', 'Activar edición manual', 'none', 'Desactivar edición manual'),
  action('modificarImporteReserva', 'Modificar importe reserva', 'reserveAmount'),
  action('webSync', 'Sincronización Web', 'none'),
];

/** The disclaimer is chosen from a list with this placeholder. */
export const DISCLAIMER_PLACEHOLDER = 'Selecciona un mensaje';
/** The discount's 'Estado' choices; Activado by default. */
export const DISCOUNT_STATES = [
  { id: 'active', name: 'Activado' },
  { id: 'inactive', name: 'Desactivado' },
] as const;

export type BulkMode = 'activate' | 'deactivate';

/** What the user filled in the panel; each action reads its own fields. */
export interface WebBulkInput {
  counter?: Campaign | null;
  discountPrice?: string | number;
  discountFinancedPrice?: string | number;
  /** Activado unless set to false. */
  discountActive?: boolean;
  disclaimer?: string;
  reserve?: string | number;
}

/** One partial change of PUT /gomotor-api/algolia/vehicles/:id. */
export type WebVehicleUpdate =
  | { featuredHome: boolean }
  | { discount: { active: boolean; price: number | null; financedPrice: number | null } }
  | { precioReserva: number }
  | { publicacionManual: boolean }
  | { $set: { 'marketing.counter': Campaign | null } }
  | { $set: { 'marketing.disclaimerMessage': string | null } };

/** The vehicles a plan touches: the API takes the _id, messages name the idv. */
export type PlannedVehicle = Pick<WebStockRow, '_id' | 'idv'>;

export type WebBulkPlan =
  /** One request per selected vehicle, run as a bulk run. */
  | {
      kind: 'each';
      action: WebBulkActionId;
      mode: BulkMode;
      /** The PUT body, or null for DELETE (deleteCar). */
      update: WebVehicleUpdate | null;
      vehicles: PlannedVehicle[];
      detail: string;
    }
  /** bulkUpdate / bulkUpdateWP: one call for the whole selection. */
  | {
      kind: 'bulk';
      operation: 'bulk-update' | 'bulk-update-wp';
      body: {
        dataSelection: string[];
        update?: 'precioReserva' | 'publicacionManual';
        value?: unknown;
      };
      vehicles: PlannedVehicle[];
      detail: string;
    };

/** The counter picker lists only campaigns whose active flag is true. */
export const activeCounters = (campaigns: readonly Campaign[]): Campaign[] =>
  campaigns.filter((c) => c.active === true && !!c._id);

/** Whether the panel's buttons are disabled. */
export const webBulkButtons = (
  chosen: WebBulkAction | undefined,
  blocked: boolean,
  selectedCount: number,
) => {
  const off = blocked || !chosen || selectedCount === 0;
  return {
    applyDisabled: off,
    deactivateShown: chosen?.canDeactivate === true,
    deactivateDisabled: off || chosen?.canDeactivate !== true,
  };
};

/** A campaign price typed the Spanish way ('12.990'): whole euros, never negative; '' is none. */
const parseEuros = (input: unknown, label: string): Parsed<number | null> => {
  const problem = figureProblem('wholeEuros', input);
  if (problem) return { ok: false, message: `${label}: ${problem}` };
  return { ok: true, value: parseSpanishFigure(input) ?? null };
};

/**
 * The plan of an action over the selected rows, or why it cannot run yet (a Spanish message
 * for the panel). 'Desactivar' on an action that does not offer it is refused.
 */
export const webBulkPlan = (
  chosen: WebBulkAction,
  mode: BulkMode,
  input: WebBulkInput,
  rows: readonly PlannedVehicle[],
): Parsed<WebBulkPlan> => {
  if (rows.length === 0) return { ok: false, message: 'Selecciona al menos un vehículo' };
  if (mode === 'deactivate' && !chosen.canDeactivate)
    return { ok: false, message: `La acción «${chosen.label}» no se puede desactivar` };
  const vehicles = rows.map((r) => ({ _id: r._id, idv: r.idv }));
  const on = mode === 'activate';
  const each = (update: WebVehicleUpdate | null, detail = ''): Parsed<WebBulkPlan> => ({
    ok: true,
    value: { kind: 'each', action: chosen.id, mode, update, vehicles, detail },
  });
  const bulk = (
    operation: 'bulk-update' | 'bulk-update-wp',
    extra: { update?: 'precioReserva' | 'publicacionManual'; value?: unknown },
    detail = '',
  ): Parsed<WebBulkPlan> => ({
    ok: true,
    value: {
      kind: 'bulk',
      operation,
      body: { dataSelection: vehicles.map((v) => v._id), ...extra },
      vehicles,
      detail,
    },
  });
  switch (chosen.id) {
    case 'enableCounter': {
      if (!on) return each({ $set: { 'marketing.counter': null } });
      const c = input.counter;
      if (!c || c.active !== true || !c._id)
        return { ok: false, message: 'Elige un contador (una campaña activa)' };
      // The host stores its own copy of the campaign, looked up by _id.
      const counter = c.name ? { _id: c._id, name: c.name } : { _id: c._id };
      return each({ $set: { 'marketing.counter': counter } }, c.name ?? c._id);
    }
    case 'destacar':
      return each({ featuredHome: on });
    case 'enableDisclaimer': {
      if (!on) return each({ $set: { 'marketing.disclaimerMessage': null } });
      const text = input.disclaimer?.trim();
      if (!text) return { ok: false, message: DISCLAIMER_PLACEHOLDER };
      return each({ $set: { 'marketing.disclaimerMessage': text } }, text);
    }
    case 'enableDiscount': {
      const active = input.discountActive !== false;
      const price = parseEuros(input.discountPrice, 'Precio contado');
      if (!price.ok) return price;
      const financed = parseEuros(input.discountFinancedPrice, 'Precio financiado');
      if (!financed.ok) return financed;
      if (active && (price.value === null || financed.value === null))
        return { ok: false, message: 'Indica el precio de campaña al contado y financiado' };
      const detail = active
        ? `Activado, ${formatEuros(price.value)} / ${formatEuros(financed.value)} financiado`
        : 'Desactivado';
      return each(
        { discount: { active, price: price.value, financedPrice: financed.value } },
        detail,
      );
    }
    case 'deleteCar':
      return each(null);
    case 'ActivarManual':
      return bulk('bulk-update', { update: 'publicacionManual', value: on });
    case 'modificarImporteReserva': {
      const reserve = parseReserveAmount(input.reserve);
      if (!reserve.ok) return reserve;
      return bulk(
        'bulk-update',
        { update: 'precioReserva', value: reserve.value },
        formatEuros(reserve.value),
      );
    }
    case 'webSync':
      return bulk('bulk-update-wp', {});
  }
};

/**
 * The confirmation: 'Atención', '¿Seguro que quiere realizar esta acción?', the action name and the
 * number of selected vehicles: 'Asignar contador (Black Friday): 3 vehículos'.
 */
export const webBulkConfirmation = (
  chosen: WebBulkAction,
  mode: BulkMode,
  count: number,
  detail = '',
) => ({
  title: BULK_TEXTS.title,
  question: BULK_TEXTS.question,
  detail: `${bulkActionName(chosen, mode)}${detail ? ` (${detail})` : ''}: ${vehicleCountLabel(count)}`,
});
