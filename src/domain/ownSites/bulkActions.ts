// The bulk actions of the own-site dashboards: the list per site, which offer 'Desactivar', what
// each needs, the confirmation, and the request each sends to the sale-stock API (docs/API.md "Own
// sites").
import { formatEuros, formatInteger } from '../format.js';
import {
  parsePriceAmount,
  parseReserveAmount,
  PRICE_KINDS,
  type Parsed,
  type PriceKind,
} from './prices.js';
import { AD_TYPES, LANDING_PAGES, type Campaign } from './vehicle.js';

/** Action ids; destacar, ActivarManual, activarCampaña and lpPublish are fixed names. */
export type BulkActionId =
  | 'activarCampaña'
  | 'destacar'
  | 'modificarPrecio'
  | 'tipoAnuncio'
  | 'ActivarManual'
  | 'modificarImporteReserva'
  | 'webSync'
  | 'deleteCar'
  | 'lpPublish';

/** What the panel asks for once the action is chosen. */
export type BulkInputKind =
  'none' | 'campaign' | 'priceChange' | 'adType' | 'reserveAmount' | 'landingPage';

export interface BulkAction {
  id: BulkActionId;
  label: string;
  input: BulkInputKind;
  /** 'Desactivar' is offered only for these. */
  canDeactivate: boolean;
  /** What 'Desactivar' does, said in Spanish ('Quitar la campaña'), where it is offered. */
  deactivateLabel?: string;
}

const action = (
  id: BulkActionId,
  label: string,
  input: BulkInputKind,
  deactivateLabel?: string,
): BulkAction => ({
  id,
  label,
  input,
  canDeactivate: deactivateLabel !== undefined,
  ...(deactivateLabel ? { deactivateLabel } : {}),
});

/** The bulk actions of the first site, in order. */
export const GOMOTOR_BULK_ACTIONS: readonly BulkAction[] = [
  action('activarCampaña', 'Asignar campaña', 'campaign', 'Quitar la campaña'),
  action('destacar', 'Destacar home', 'none', 'Dejar de destacar en home'),
  action('modificarPrecio', 'Modificar precio', 'priceChange'),
  action('tipoAnuncio', 'Asignar tipo de anuncio', 'adType'),
  action('ActivarManual', 'Activar edición manual', 'none', 'Desactivar edición manual'),
  action('modificarImporteReserva', 'Modificar importe reserva', 'reserveAmount'),
  action('webSync', 'Sincronización Web', 'none'),
  action('deleteCar', 'Eliminar vehículo', 'none'),
];

/** The bulk actions of the second site: the first site's plus Publicar en LP. */
export const GRUPOLIVA_BULK_ACTIONS: readonly BulkAction[] = [
  ...GOMOTOR_BULK_ACTIONS,
  action('lpPublish', 'Publicar en LP', 'landingPage', 'Retirar de LP'),
];

/** The texts of the panel and its confirmation. */
export const BULK_TEXTS = {
  apply: 'Aplicar acción',
  deactivate: 'Desactivar',
  title: 'Atención',
  question: '¿Seguro que quiere realizar esta acción?',
  accept: 'Aceptar',
  cancel: 'Cancelar',
} as const;

/** 'Aplicar acción' sets; 'Desactivar' clears or sets false. */
export type BulkMode = 'activate' | 'deactivate';

/**
 * An action as the user reads it once chosen: its label, or the Spanish phrase of undoing it
 * ('Quitar la campaña', never 'Desactivar Asignar campaña').
 */
export const bulkActionName = (
  chosen: { label: string; deactivateLabel?: string },
  mode: BulkMode,
): string =>
  mode === 'deactivate'
    ? (chosen.deactivateLabel ?? `${BULK_TEXTS.deactivate} «${chosen.label}»`)
    : chosen.label;

/** What the user filled in the panel; each action reads its own field. */
export interface BulkInput {
  campaign?: Campaign | null;
  priceKind?: PriceKind | null;
  amount?: string | number;
  adType?: string;
  reserve?: string | number;
  landingPage?: string;
}

/** The campaign picker lists only campaigns whose active flag is true. */
export const activeCampaigns = (campaigns: readonly Campaign[]): Campaign[] =>
  campaigns.filter((c) => c.active === true);

/** The choices of 'Modificar precio', of 'Asignar tipo de anuncio' and of LP. */
export const PRICE_KIND_CHOICES = PRICE_KINDS.map(({ id, label }) => ({ id, name: label }));
export const AD_TYPE_CHOICES = AD_TYPES.map((t) => ({ id: t, name: t }));
export const LANDING_PAGE_CHOICES = LANDING_PAGES.map((p) => ({ id: p, name: p }));

/** '1 vehículo', '3 vehículos', '1.000 vehículos'. */
export const vehicleCountLabel = (count: number): string =>
  count === 1 ? '1 vehículo' : `${formatInteger(count)} vehículos`;

/** Whether the panel's buttons are disabled. */
export const bulkButtonsState = (
  chosen: BulkAction | undefined,
  processActive: boolean,
  selectedCount: number,
): { applyDisabled: boolean; deactivateShown: boolean; deactivateDisabled: boolean } => {
  const blocked = processActive || !chosen || selectedCount === 0;
  return {
    applyDisabled: blocked,
    deactivateShown: chosen?.canDeactivate === true,
    deactivateDisabled: blocked || chosen?.canDeactivate !== true,
  };
};

/** The sale-stock API operation a bulk action calls (under /api/{site}/). */
export type BulkOperation = 'bulk-update' | 'bulk-update-price' | 'bulk-update-wp' | 'bulk-delete';

export interface BulkRequest {
  operation: BulkOperation;
  body: {
    dataSelection: string[];
    update?: string;
    value?: unknown;
    /** Only on bulk-update: false for 'Desactivar'. */
    active?: boolean;
  };
  /** The text of the choice, for the confirmation ('Contado, +500 €'). */
  detail: string;
}

const signedEuros = (amount: number) => `${amount > 0 ? '+' : ''}${formatEuros(amount)}`;

/**
 * The request of an action over the selected vehicles' _ids, or why it cannot be sent yet
 * (a Spanish message for the panel). 'Desactivar' on an action that does not offer it is
 * refused.
 */
export const bulkRequest = (
  chosen: BulkAction,
  mode: BulkMode,
  input: BulkInput,
  ids: readonly string[],
): Parsed<BulkRequest> => {
  if (ids.length === 0) return { ok: false, message: 'Selecciona al menos un vehículo' };
  if (mode === 'deactivate' && !chosen.canDeactivate)
    return { ok: false, message: `La acción «${chosen.label}» no se puede desactivar` };
  const dataSelection = [...ids];
  const active = mode === 'activate';
  const update = (field: string, value: unknown, detail = ''): Parsed<BulkRequest> => ({
    ok: true,
    value: {
      operation: 'bulk-update',
      body: { dataSelection, update: field, value, active },
      detail,
    },
  });
  switch (chosen.id) {
    case 'activarCampaña': {
      if (!active) return update('campana', {});
      const c = input.campaign;
      if (!c || c.active !== true || !(c._id || c.name))
        return { ok: false, message: 'Elige una campaña activa' };
      return update('campana', c, c.name ?? String(c._id));
    }
    case 'destacar':
      return update('vehiculosHome', active);
    case 'ActivarManual':
      return update('publicacionManual', active);
    case 'tipoAnuncio': {
      const t = AD_TYPES.find((a) => a === input.adType);
      return t ? update('tipoAnuncio', t, t) : { ok: false, message: 'Elige un tipo de anuncio' };
    }
    case 'modificarImporteReserva': {
      const reserve = parseReserveAmount(input.reserve);
      return reserve.ok
        ? update('precioReserva', reserve.value, formatEuros(reserve.value))
        : reserve;
    }
    case 'lpPublish': {
      const page = LANDING_PAGES.find((p) => p === input.landingPage);
      return page
        ? update('landingPages', page, page)
        : { ok: false, message: 'Elige una landing page' };
    }
    case 'modificarPrecio': {
      const kind = PRICE_KINDS.find((k) => k.id === input.priceKind);
      if (!kind) return { ok: false, message: 'Elige el tipo de precio: Contado o Financiado' };
      const amount = parsePriceAmount(input.amount);
      if (!amount.ok) return amount;
      return {
        ok: true,
        value: {
          operation: 'bulk-update-price',
          body: { dataSelection, update: `precios.${kind.index}.valor`, value: amount.value },
          detail: `${kind.label}, ${signedEuros(amount.value)}`,
        },
      };
    }
    case 'webSync':
      return {
        ok: true,
        value: { operation: 'bulk-update-wp', body: { dataSelection }, detail: '' },
      };
    case 'deleteCar':
      return { ok: true, value: { operation: 'bulk-delete', body: { dataSelection }, detail: '' } };
  }
};

/**
 * The confirmation: 'Atención', '¿Seguro que quiere realizar esta acción?', the action name and the
 * number of selected vehicles: 'Modificar precio (Contado, +500 €): 3 vehículos'.
 */
export const bulkConfirmation = (
  chosen: BulkAction,
  mode: BulkMode,
  count: number,
  detail = '',
): { title: string; question: string; detail: string } => {
  const name = bulkActionName(chosen, mode);
  return {
    title: BULK_TEXTS.title,
    question: BULK_TEXTS.question,
    detail: `${name}${detail ? ` (${detail})` : ''}: ${vehicleCountLabel(count)}`,
  };
};

/** What a successful run tells the user (the web stock's runs say it the same way). */
export const bulkSuccessMessage = (
  chosen: Pick<BulkAction, 'label' | 'deactivateLabel'> & { id: string },
  count: number,
  mode: BulkMode = 'activate',
): string => {
  const plural = count !== 1;
  switch (chosen.id) {
    case 'deleteCar':
      return `${vehicleCountLabel(count)} ${plural ? 'eliminados' : 'eliminado'}`;
    case 'webSync':
      return `${vehicleCountLabel(count)} ${plural ? 'sincronizados' : 'sincronizado'} con la web`;
    default:
      return `${bulkActionName(chosen, mode)}: ${vehicleCountLabel(count)} ${plural ? 'actualizados' : 'actualizado'}`;
  }
};

/**
 * What a failed run tells the user (its error is shown, not only logged to the console); the web
 * stock says it the same way.
 */
export const bulkFailureMessage = (
  chosen: Pick<BulkAction, 'label' | 'deactivateLabel'>,
  serverMessage?: string,
  mode: BulkMode = 'activate',
): string =>
  `No se ha podido completar «${bulkActionName(chosen, mode)}»${serverMessage ? `: ${serverMessage}` : ''}. No se ha cambiado ningún vehículo.`;
