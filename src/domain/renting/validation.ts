// The validation rules of the renting form, on the console (the API checks the same and more:
// server/renting).
import type { FigureKind } from '../figures.js';
import type { AudienceMin } from './types.js';
import { RENTING_TEXTS } from './texts.js';

/** The vehicle's numbers, each the kind of figure it is (the form's inputs and the API's). */
export const RENTING_FIGURES = {
  potenciaCv: 'measure',
  puertas: 'count',
  plazas: 'count',
  franquicia: 'euroCents',
  stock: 'count',
} as const satisfies Record<string, FigureKind>;
export type RentingFigureField = keyof typeof RENTING_FIGURES;

/** The four fields every save needs (create and edit). */
export const REQUIRED_FIELDS = ['marca', 'modelo', 'color', 'cambio'] as const;
/** Create also needs valorMin and tipoPrecioMin of the three audiences' minimum prices. */
export const REQUIRED_MIN_PRICES: readonly AudienceMin[] = [
  'precioMinParticular',
  'precioMinAutonomos',
  'precioMinEmpresas',
];
const MIN_PRICE_PARTS = ['valorMin', 'tipoPrecioMin'] as const;

type FormValues = Record<string, unknown>;

const filled = (value: unknown): boolean =>
  (typeof value === 'string' && value.trim() !== '') ||
  (typeof value === 'number' && Number.isFinite(value));

/** The paths of the required fields left empty: 'modelo', 'precioMinAutonomos.valorMin'. */
export const missingFields = (values: FormValues, mode: 'create' | 'edit'): string[] => {
  const missing: string[] = REQUIRED_FIELDS.filter((field) => !filled(values[field]));
  if (mode === 'create') {
    for (const min of REQUIRED_MIN_PRICES) {
      const price = (values[min] ?? {}) as FormValues;
      for (const part of MIN_PRICE_PARTS) if (!filled(price[part])) missing.push(`${min}.${part}`);
    }
  }
  return missing;
};

export type RentingFormCheck = { ok: true } | { ok: false; missing: string[]; message?: string };

/**
 * Create is refused with 'Todos los campos con * son necesarios 😒' (45 s); an edit missing one of
 * the four fields does nothing and says nothing.
 */
export const checkRentingForm = (values: FormValues, mode: 'create' | 'edit'): RentingFormCheck => {
  const missing = missingFields(values, mode);
  if (missing.length === 0) return { ok: true };
  return mode === 'create'
    ? { ok: false, missing, message: RENTING_TEXTS.missingRequired }
    : { ok: false, missing };
};
