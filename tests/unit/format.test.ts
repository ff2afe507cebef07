import { describe, expect, it } from 'vitest';
import {
  dateTimeWithSecondsIn,
  formatCount,
  formatDate,
  formatDateTime,
  formatDateTimeWithMonth,
  formatEuros,
  formatFileSize,
  formatInteger,
  formatKm,
  formatNumber,
  formatProgress,
  formatRelativeTime,
  formatTime,
  euroDecimals,
  rememberedFormat,
  REMEMBERED_ANSWERS,
} from '../../src/domain/format';

// Intl separates currency and number with a no-break space: compare on plain spaces.
const plain = (s: string) => s.replace(/\u00a0|\u202f/g, ' ');

describe('format (one module, es-ES, Europe/Madrid)', () => {
  it('prices group thousands always and show up to two decimals', () => {
    expect(plain(formatEuros(9790))).toBe('9.790 €');
    expect(plain(formatEuros(12345.5))).toBe('12.345,50 €');
    expect(plain(formatEuros(199.99))).toBe('199,99 €');
    expect(plain(formatEuros('10090'))).toBe('10.090 €');
    expect(formatEuros(null)).toBe('—');
    expect(formatEuros(undefined, '')).toBe('');
    expect(formatEuros('abc')).toBe('—');
  });

  it('km and numbers', () => {
    expect(plain(formatKm(7177))).toBe('7.177 km');
    expect(formatKm(null)).toBe('—');
    expect(formatNumber(1234.567)).toBe('1.234,57');
    expect(formatInteger(1234.6)).toBe('1.235');
  });

  it('dates and times in the business time zone (summer and winter)', () => {
    expect(formatDateTime('2026-11-23T09:22:00Z')).toBe('23/11/2026 10:22');
    expect(formatDateTime('2026-07-01T08:05:00Z')).toBe('01/07/2026 10:05');
    expect(formatDate('2026-11-23T23:30:00Z')).toBe('24/11/2026');
    expect(formatTime('2026-11-23T09:22:00Z')).toBe('10:22');
    expect(formatDate('')).toBe('');
    expect(formatDateTime('nope')).toBe('');
  });

  it('date and time with seconds in a time zone given (server exports)', () => {
    const madrid = dateTimeWithSecondsIn('Europe/Madrid');
    expect(madrid(new Date('2026-11-23T09:22:05Z'))).toBe('23/11/2026 10:22:05');
    expect(madrid(new Date('2026-07-01T22:00:00Z'))).toBe('02/07/2026 00:00:00');
    expect(dateTimeWithSecondsIn('UTC')(new Date('2026-11-23T09:22:05Z'))).toBe(
      '23/11/2026 09:22:05',
    );
  });

  it('relative times and sizes', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    expect(formatRelativeTime('2026-11-23T09:55:00Z', now)).toBe('hace 5 minutos');
    expect(formatRelativeTime('2026-11-23T10:00:00Z', now)).toBe('ahora');
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1,5 KB');
    expect(formatProgress(3, 1000)).toBe('3 de 1.000');
  });

  it('counts take the singular for one and the plural otherwise', () => {
    expect(formatCount(1, 'vehículo')).toBe('1 vehículo');
    expect(formatCount(0, 'vehículo')).toBe('0 vehículos');
    expect(formatCount(1234, 'eliminado')).toBe('1.234 eliminados');
    expect(formatCount(1, 'ya existía', 'ya existían')).toBe('1 ya existía');
  });
});

// The rules a list of figures and a campaign's dates are shown by, one case a row.
describe('format rules of lists and campaign dates', () => {
  const whole = euroDecimals([1890, 6499, null]);
  const cents = euroDecimals([1890, 5590.5, '']);
  it.each([
    ['a list of whole prices shows none', euroDecimals([1890, '6499', 10850]), 0],
    ['one price with cents gives the list two', euroDecimals([1890, 5590.5]), 2],
    ['cents in a numeric string count', euroDecimals(['1890', '5590.50']), 2],
    ['missing and unreadable prices do not count', euroDecimals([null, undefined, '', 'abc']), 0],
    ['float noise below a cent is not cents', euroDecimals([9790.000000001, 0.1 + 0.2 + 0.7]), 0],
    ['a whole price in a whole list', plain(formatEuros(1890, '—', whole)), '1.890 €'],
    ['a whole price in a list with cents', plain(formatEuros(1890, '—', cents)), '1.890,00 €'],
    ['a price with cents in its list', plain(formatEuros(5590.5, '—', cents)), '5.590,50 €'],
    ['the zero default as a price of its list', plain(formatEuros(0, '—', cents)), '0,00 €'],
    ['a missing price in a list', formatEuros(null, '—', cents), '—'],
    ['a price on its own keeps its cents only', plain(formatEuros(6850.5)), '6.850,50 €'],
    [
      'a date with its month by name',
      formatDateTimeWithMonth('2026-12-04T09:00:00Z'),
      '4 dic 2026 10:00',
    ],
    ['in summer time', formatDateTimeWithMonth('2026-07-31T21:59:00Z'), '31 jul 2026 23:59'],
    [
      'past midnight in Madrid',
      formatDateTimeWithMonth('2026-11-30T23:30:00Z'),
      '1 dic 2026 00:30',
    ],
    [
      'September as CLDR writes it',
      formatDateTimeWithMonth('2026-09-15T08:00:00Z'),
      '15 sept 2026 10:00',
    ],
    ['an unreadable date', formatDateTimeWithMonth('nope'), ''],
  ])('%s', (_rule, shown, expected) => {
    expect(shown).toBe(expected);
  });
});

describe('rememberedFormat', () => {
  const intl = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2, useGrouping: 'always' });

  it('answers as the formatter does, asked again or not, past what it keeps', () => {
    const remembered = rememberedFormat(intl);
    const values = [0, -0, 1, -1, 0.5, 1234.567, 9790, -9790, 1e9, 0.005, 90, 90, 1234.567];
    for (const n of values) expect(remembered.format(n)).toBe(intl.format(n));
    // More distinct values than it keeps: it starts again and still answers each one right.
    for (let n = 0; n < REMEMBERED_ANSWERS * 2 + 10; n += 1) {
      const value = n % 3 === 0 ? n / 100 : n;
      expect(remembered.format(value)).toBe(intl.format(value));
    }
    expect(remembered.format(-0)).toBe(intl.format(-0));
    expect(remembered.format(0)).toBe(intl.format(0));
  });

  it('formats a value once while it remembers it, and again once it has started over', () => {
    const calls: number[] = [];
    const remembered = rememberedFormat({
      format: (n) => {
        calls.push(n);
        return intl.format(n);
      },
    });
    for (let i = 0; i < 1000; i++) remembered.format(i % 4);
    expect(calls).toEqual([0, 1, 2, 3]);
    for (let n = 4; n < REMEMBERED_ANSWERS + 1; n++) remembered.format(n);
    calls.length = 0;
    remembered.format(0);
    expect(calls).toEqual([0]);
  });
});
