// One table of cases per kind of figure (and for telephones): each value with its verdict,
// checked against the console's validator AND the API's schema fragment compiled by ajv with
// the API's own options, so forms and API provably agree.
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import {
  FIGURE_KINDS,
  FIGURE_MESSAGES,
  figureEdit,
  figureProblem,
  figureSchema,
  figureValidator,
  parseSpanishFigure,
  SPANISH_CENTS_MESSAGE,
  spanishCentsProblem,
  spanishCentsSchema,
  type FigureKind,
} from '../../src/domain/figures';
import { phoneProblem, phoneSchema, PHONE_MESSAGE } from '../../src/domain/phone';
import { AJV_OPTIONS } from '../../server/validation';

const ajv = new Ajv({ ...AJV_OPTIONS, strict: false });

const M = FIGURE_MESSAGES;
/** A verdict: true (taken) or the message shown under the field. */
type Verdict = true | string;
type Case = [typed: unknown, verdict: Verdict];

// What every kind refuses the same way.
const COMMON: Case[] = [
  [0, true],
  ['0', true],
  [-1, M.negative],
  ['-1', M.negative],
  [-0.01, M.negative],
  ['-1.000', M.negative],
  ['abc', M.notNumber],
  ['12abc', M.notNumber],
  ['1,2,3', M.notNumber],
  ['1.2.3', M.notNumber],
  ['--1', M.notNumber],
  [Number.NaN, M.notNumber],
  [Number.POSITIVE_INFINITY, M.notNumber],
  [true, M.notNumber],
  [{}, M.notNumber],
];

const TABLES: Record<FigureKind, Case[]> = {
  wholeEuros: [
    ...COMMON,
    [9790, true],
    ['9.790', true],
    ['9.790 €', true],
    ['1.234.567', true],
    [10_000_000, true],
    [10_000_001, M.tooLarge(10_000_000)],
    ['10.000.001', M.tooLarge(10_000_000)],
    [1.5, M.notWhole],
    ['199,50', M.notWhole],
    ['1500.5', M.notWhole],
  ],
  euroCents: [
    ...COMMON,
    [199.5, true],
    ['199,50', true],
    ['1.234,50', true],
    ['1234.5', true],
    [0.29, true],
    [9790.15, true],
    [10_000_000, true],
    [10_000_000.01, M.tooLarge(10_000_000)],
    [1.234, M.tooManyDecimals],
    ['12,345', M.tooManyDecimals],
    ['-199,50', M.negative],
  ],
  km: [
    ...COMMON,
    [42000, true],
    ['42.000', true],
    ['42.000 km', true],
    [9_999_999, true],
    [10_000_000, M.tooLarge(9_999_999)],
    [1.5, M.notWhole],
    ['42.000,5', M.notWhole],
  ],
  count: [
    ...COMMON,
    [5, true],
    [36, true],
    [100_000, true],
    [100_001, M.tooLarge(100_000)],
    [2.5, M.notWhole],
  ],
  measure: [
    ...COMMON,
    [136, true],
    [9.8, true],
    ['4,5', true],
    ['1.598', true],
    [1_000_000, true],
    [1_000_001, M.tooLarge(1_000_000)],
    [4.567, M.tooManyDecimals],
  ],
};

/** What the console sends for a typed value: the number it reads, or the text as typed. */
const sent = (typed: unknown): unknown => {
  const n = parseSpanishFigure(typed);
  return typeof n === 'number' ? n : typed;
};

const show = (v: unknown) => (typeof v === 'string' ? `'${v}'` : String(v));

describe.each(Object.keys(FIGURE_KINDS) as FigureKind[])('%s', (kind) => {
  const validateSchema = ajv.compile(figureSchema(kind));
  const validateNullable = ajv.compile(figureSchema(kind, { nullable: true }));

  it.each(TABLES[kind].map(([typed, verdict]) => [show(typed), typed, verdict] as const))(
    '%s',
    (_name, typed, verdict) => {
      // The console: the message under the field (the validator is the same function).
      expect(figureProblem(kind, typed)).toBe(verdict === true ? undefined : verdict);
      expect(figureValidator(kind)(typed)).toBe(verdict === true ? undefined : verdict);
      // The API: takes what the console would send exactly when the console takes it.
      expect(validateSchema(sent(typed))).toBe(verdict === true);
    },
  );

  it('leaves blank to the field (null is accepted where the API says nullable)', () => {
    for (const blank of [null, undefined, '', '  '])
      expect(figureProblem(kind, blank)).toBe(undefined);
    expect(validateNullable(null)).toBe(true);
    expect(validateSchema(null)).toBe(false);
  });
});

describe('Spanish figures as typed', () => {
  it.each([
    ['1.234,50', 1234.5],
    ['1234,5', 1234.5],
    ['1234.5', 1234.5],
    ['1.234', 1234],
    ['1.5', 1.5],
    [' 9.790 € ', 9790],
    ['42.000 km', 42000],
    ['+1.250,5', 1250.5],
    ['-0', 0],
    ['', null],
    ['abc', undefined],
  ])('%s → %s', (typed, expected) => {
    expect(parseSpanishFigure(typed)).toBe(expected);
  });
});

describe('euros with cents kept as text (renting prices)', () => {
  const validate = ajv.compile(spanishCentsSchema());
  const validateOptional = ajv.compile(spanishCentsSchema({ optional: true }));
  it.each<Case>([
    ['0,00', true],
    ['199,50', true],
    ['1.234,50', true],
    ['10.000.000,00', true],
    ['10.000.000,01', M.tooLarge(10_000_000)],
    ['-299', M.negative],
    ['-299,00', M.negative],
    ['abc', M.notNumber],
    ['12,345', M.tooManyDecimals],
  ])('%s', (text, verdict) => {
    expect(spanishCentsProblem(text)).toBe(verdict === true ? undefined : verdict);
    expect(validate(text)).toBe(verdict === true);
  });

  it('is the kept form only: a price the form would take is kept formatted', () => {
    // The form takes '299' and keeps '299,00'; '299' itself is not the kept form.
    expect(figureProblem('euroCents', '299')).toBe(undefined);
    expect(spanishCentsProblem('299')).toBe(SPANISH_CENTS_MESSAGE);
    expect(validate('299')).toBe(false);
    expect(validate('299,00')).toBe(true);
  });

  it('may be empty only where the field is optional', () => {
    expect(validateOptional('')).toBe(true);
    expect(validate('')).toBe(false);
  });
});

describe('telephones', () => {
  const validate = ajv.compile(phoneSchema());
  const validateOptional = ajv.compile(phoneSchema({ optional: true }));
  it.each<Case>([
    ['977 21 45 00', true],
    ['620457812', true],
    ['+34 620 45 78 12', true],
    ['(977) 21-45-00', true],
    ['123456', true],
    ['+34 977 214 500 123', true],
    ['12345', PHONE_MESSAGE],
    ['+34 977 214 500 123 4', PHONE_MESSAGE],
    ['977 21 45 00 ext. 3', PHONE_MESSAGE],
    ['abcdefgh', PHONE_MESSAGE],
    ['34+977214500', PHONE_MESSAGE],
    ['++34977214500', PHONE_MESSAGE],
    ['977214500\n', PHONE_MESSAGE],
    [' 977214500', PHONE_MESSAGE],
    ['(((((((', PHONE_MESSAGE],
    ['<script>1</script>', PHONE_MESSAGE],
    [977214500, PHONE_MESSAGE],
  ])('%s', (value, verdict) => {
    expect(phoneProblem(value)).toBe(verdict === true ? undefined : verdict);
    expect(validate(value)).toBe(verdict === true);
  });

  it('leaves an empty telephone to the field', () => {
    expect(phoneProblem('')).toBe(undefined);
    expect(validateOptional('')).toBe(true);
    expect(validate('')).toBe(false);
  });
});

describe('figureEdit: a figure typed in a table cell', () => {
  it('answers the value, null for a blank, or the message of the refusal', () => {
    expect(figureEdit('wholeEuros', '9.790 €')).toEqual({ value: 9790 });
    expect(figureEdit('km', '')).toEqual({ value: null });
    expect(figureEdit('km', '-3')).toEqual({ error: FIGURE_MESSAGES.negative });
    expect(figureEdit('wholeEuros', '12,5')).toEqual({ error: FIGURE_MESSAGES.notWhole });
    expect(figureEdit('euroCents', 'doce')).toEqual({ error: FIGURE_MESSAGES.notNumber });
  });
});
