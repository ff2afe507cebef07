// The manual create page of the own sites: marca and modelo are required, prices become whole
// numbers.
import type { Price } from '../types.js';
import { parseWholePrice } from './prices.js';

/** The fields marked * on the create form. */
export const REQUIRED_CREATE_FIELDS = ['marca', 'modelo'] as const;
export type RequiredCreateField = (typeof REQUIRED_CREATE_FIELDS)[number];

/** The texts and timings of the create page. */
export const CREATE_TEXTS = {
  missingRequired: 'Todos los campos con * son necesarios',
  saved: 'Vehículo guardado',
} as const;
export const CREATE_MESSAGE_MS = 3000;
export const CREATE_REDIRECT_MS = 3000;

/** The price entries of the form: each `valor` as typed ('9.790', '9790', 9790, ''). */
export interface CreateForm {
  marca?: unknown;
  modelo?: unknown;
  precios?: { tipo?: string; valor?: unknown }[];
  [field: string]: unknown;
}

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** The required fields that are missing or empty (only spaces counts as empty). */
export const missingRequired = (form: CreateForm): RequiredCreateField[] =>
  REQUIRED_CREATE_FIELDS.filter((field) => !filled(form[field]));

export type CreateValidation =
  | { ok: true; vehicle: CreateForm & { marca: string; modelo: string; precios: Price[] } }
  | { ok: false; message: string; missing: RequiredCreateField[] };

/**
 * Nothing is sent while marca or modelo is missing ('Todos los campos con * son necesarios', shown
 * 3 s). Otherwise the body to POST: marca and modelo trimmed, and each price parsed to a whole
 * number. An empty price becomes 0: the entries keep their positions (0 cash, 3 financed) and a 0
 * price shows on the 'Precios' review card.
 */
export const validateManualCreate = (form: CreateForm): CreateValidation => {
  const missing = missingRequired(form);
  if (missing.length) return { ok: false, message: CREATE_TEXTS.missingRequired, missing };
  const precios: Price[] = (form.precios ?? []).map((p) => ({
    ...(p.tipo !== undefined ? { tipo: p.tipo } : {}),
    valor: parseWholePrice(p.valor) ?? 0,
  }));
  return {
    ok: true,
    vehicle: {
      ...form,
      marca: String(form.marca).trim(),
      modelo: String(form.modelo).trim(),
      precios,
    },
  };
};

/** The create page's title. */
export const createTitle = (host: string): string => `Crear vehículo manual en ${host}`;
