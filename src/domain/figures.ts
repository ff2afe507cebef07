// The figures the back-office takes — prices, monthly payments, km, counts and measures —
// each kind defined once: what it accepts, the Spanish message shown under a field that
// breaks it, the JSON-schema fragment the API checks it with, and how Spanish text ('1.234,50',
// '9.790 €') reads as a number. Forms and API both build on this file, so they cannot drift.
import { formatInteger } from './format.js';

export interface FigureRule {
  /** Whole numbers only; otherwise at most two decimals. */
  whole: boolean;
  /** The largest value taken: anything bigger is a typing slip. The smallest is always 0. */
  max: number;
}

export const FIGURE_KINDS = {
  /**
   * Euros the data keeps whole: own-site prices (Contado, Financiado and the rest of the list,
   * reserve, campaign prices), Aramis prices, Coches.net prices and monthly payments.
   */
  wholeEuros: { whole: true, max: 10_000_000 },
  /** Euros with cents: renting price grids and minimum prices, moto prices. */
  euroCents: { whole: false, max: 10_000_000 },
  /** Kilometres on the clock. */
  km: { whole: true, max: 9_999_999 },
  /** What is counted: doors, seats, gears, cylinders, owners, months of warranty, units. */
  count: { whole: true, max: 100_000 },
  /** What is measured: power, displacement, weight, sizes, speed, consumption, emissions. */
  measure: { whole: false, max: 1_000_000 },
} as const satisfies Record<string, FigureRule>;

export type FigureKind = keyof typeof FIGURE_KINDS;

/** Decimals a figure that is not whole may have. */
export const FIGURE_DECIMALS = 2;
const STEP = 0.01;
/** How far from a whole number of cents a value may be (binary floats: 0.29 / 0.01). */
const CENT_TOLERANCE = 1e-6;

/** The one set of messages a figure field shows (Spanish, under the field). */
export const FIGURE_MESSAGES = {
  notNumber: 'Debe ser un número',
  negative: 'No puede ser negativo',
  notWhole: 'Debe ser un número entero',
  tooManyDecimals: `Debe tener como máximo ${FIGURE_DECIMALS} decimales`,
  tooLarge: (max: number) => `No puede ser mayor que ${formatInteger(max)}`,
  tooSmall: (min: number) => `No puede ser menor que ${formatInteger(min)}`,
} as const;

// Spanish writing: '.' groups thousands, ',' marks decimals ('1.234,50').
const SPANISH = /^[+-]?(\d{1,3}(\.\d{3})+|\d+)(,\d+)?$/;
// What a number input or a program gives ('1234.5'): a point that is not a thousands group.
const POINT_DECIMAL = /^[+-]?\d+\.\d+$/;
// Spaces and units a person may type with the figure: '9.790 €', '42.000 km', '1 234,5'.
const SPACES_AND_EUROS = /[\s\u00a0\u202f€]/g;
const KM_UNIT = /km$/i;

/**
 * A figure as a person types it: '1.234,50', '1234,5', '1234.5', '9.790 €', '42.000 km',
 * '-500'. Null when blank; undefined when it is not a number. '1.234' is one thousand two
 * hundred and thirty-four (Spanish grouping); '1.5' is one and a half.
 */
export function parseSpanishFigure(input: unknown): number | null | undefined {
  if (input === null || input === undefined) return null;
  if (typeof input === 'number') return Number.isFinite(input) ? input : undefined;
  if (typeof input !== 'string') return undefined;
  const bare = input.replace(SPACES_AND_EUROS, '').replace(KM_UNIT, '');
  if (bare === '') return null;
  let normal: string;
  if (SPANISH.test(bare)) normal = bare.replace(/\./g, '').replace(',', '.');
  else if (POINT_DECIMAL.test(bare)) normal = bare;
  else return undefined;
  const n = Number(normal);
  // '-0' is 0.
  return Number.isFinite(n) ? n + 0 : undefined;
}

const hasCents = (n: number) => {
  const cents = n / STEP;
  return Math.abs(Math.round(cents) - cents) <= CENT_TOLERANCE;
};

/**
 * Why a value is not a figure of this kind, or undefined when it is one. Blank (null,
 * undefined, '') passes: whether a field must be filled is its own rule. Text is read the
 * Spanish way first.
 */
export function figureProblem(kind: FigureKind, value: unknown): string | undefined {
  const n = parseSpanishFigure(value);
  if (n === null) return undefined;
  if (n === undefined) return FIGURE_MESSAGES.notNumber;
  const rule: FigureRule = FIGURE_KINDS[kind];
  if (n < 0) return FIGURE_MESSAGES.negative;
  if (rule.whole && !Number.isInteger(n)) return FIGURE_MESSAGES.notWhole;
  if (!rule.whole && !hasCents(n)) return FIGURE_MESSAGES.tooManyDecimals;
  if (n > rule.max) return FIGURE_MESSAGES.tooLarge(rule.max);
  return undefined;
}

/** The figure a valid text stands for (null when blank); undefined when figureProblem says no. */
export function parseFigure(kind: FigureKind, value: unknown): number | null | undefined {
  if (figureProblem(kind, value) !== undefined) return undefined;
  return parseSpanishFigure(value);
}

/** A figure typed in a table's cell: its value (null when blank), or why it cannot be one. */
export type FigureEdit = { value: number | null } | { error: string };

export function figureEdit(kind: FigureKind, text: string): FigureEdit {
  const problem = figureProblem(kind, text);
  return problem ? { error: problem } : { value: parseSpanishFigure(text) ?? null };
}

/** A react-admin input validator: the message under the field, or undefined. */
export const figureValidator = (kind: FigureKind) => {
  const validate = (value: unknown) => figureProblem(kind, value);
  return validate;
};

/**
 * The problems of several typed figures at once (a form's state): the message of each field
 * whose value breaks its kind; {} when all are figures or blank.
 */
export function figureErrors<K extends string>(
  values: object,
  kinds: Readonly<Record<K, FigureKind>>,
): Partial<Record<K, string>> {
  const typed = values as Partial<Record<K, unknown>>;
  const errors: Partial<Record<K, string>> = {};
  for (const field of Object.keys(kinds) as K[]) {
    const problem = figureProblem(kinds[field], typed[field]);
    if (problem) errors[field] = problem;
  }
  return errors;
}

/** A validator for a figure with a minimum above 0 (the reserve amount's 300). */
export const atLeastValidator = (min: number) => {
  const validate = (value: unknown) => {
    const n = parseSpanishFigure(value);
    return typeof n === 'number' && n < min ? FIGURE_MESSAGES.tooSmall(min) : undefined;
  };
  return validate;
};

export interface FigureSchema {
  type: 'integer' | 'number';
  minimum: 0;
  maximum: number;
  multipleOf?: number;
  nullable?: true;
}

/**
 * The JSON-schema fragment of a kind, for the API's bodies (ajv with multipleOfPrecision, see
 * server/validation.ts). `nullable`: the field may be sent as null (no figure).
 */
export function figureSchema(kind: FigureKind, { nullable = false } = {}): FigureSchema {
  const rule: FigureRule = FIGURE_KINDS[kind];
  return {
    type: rule.whole ? 'integer' : 'number',
    minimum: 0,
    maximum: rule.max,
    ...(rule.whole ? {} : { multipleOf: STEP }),
    ...(nullable ? { nullable: true as const } : {}),
  };
}

/**
 * Euros with cents written as the renting data keeps them: '0,00', '299,00', '1.234,50'
 * (grouped, two decimals, from 0 to 10.000.000,00). A JSON-schema `pattern` source.
 */
export const SPANISH_CENTS_PATTERN =
  '^((0|[1-9]\\d{0,2}(\\.\\d{3})?|[1-9](\\.\\d{3}){2}),\\d{2}|10\\.000\\.000,00)$';
/** The same, where the field may also be left empty. */
export const OPTIONAL_SPANISH_CENTS_PATTERN = `^$|${SPANISH_CENTS_PATTERN}`;

const SPANISH_CENTS = new RegExp(SPANISH_CENTS_PATTERN);

/** The JSON-schema fragment of euros with cents kept as text; `optional`: '' is accepted too. */
export const spanishCentsSchema = ({ optional = false } = {}) =>
  optional
    ? ({ type: 'string', maxLength: 13, pattern: OPTIONAL_SPANISH_CENTS_PATTERN } as const)
    : ({ type: 'string', minLength: 1, maxLength: 13, pattern: SPANISH_CENTS_PATTERN } as const);

/** What the API says of a text that is not euros with cents as kept. */
export const SPANISH_CENTS_MESSAGE =
  'Debe ser un importe como 1.234,50: no negativo, con 2 decimales, hasta 10.000.000,00';

/**
 * Why a text kept as euros with cents is not one ('-299' is negative), or undefined when it
 * is one in the kept form, or empty (filling is the field's own rule).
 */
export function spanishCentsProblem(text: unknown): string | undefined {
  if (text === '' || text === null || text === undefined) return undefined;
  if (typeof text === 'string' && SPANISH_CENTS.test(text)) return undefined;
  return figureProblem('euroCents', text) ?? SPANISH_CENTS_MESSAGE;
}
