// The registration date shown dd/MM/yyyy and stored ISO, both ways.
import { describe, expect, it } from 'vitest';
import {
  parseRegistrationDate,
  registrationDateError,
  registrationDateText,
  shownRegistrationDate,
  storedRegistrationDate,
} from '../../src/domain/motos/dates';

describe('fechaMatriculacion dd/MM/yyyy ↔ ISO', () => {
  it('shows a stored ISO as dd/MM/yyyy (the Madrid calendar day)', () => {
    expect(registrationDateText('2021-03-15T00:00:00.000Z')).toBe('15/03/2021');
    // 23:30 UTC on 31 Dec is already 1 Jan in Madrid.
    expect(registrationDateText('2020-12-31T23:30:00.000Z')).toBe('01/01/2021');
    expect(registrationDateText('2019-07-04')).toBe('04/07/2019');
    expect(registrationDateText('')).toBe('');
    expect(registrationDateText(null)).toBe('');
    expect(registrationDateText('15/03/2021')).toBe('');
  });

  it('stores a typed day as an ISO string', () => {
    expect(parseRegistrationDate('15/03/2021')).toEqual({ iso: '2021-03-15T00:00:00.000Z' });
    expect(parseRegistrationDate(' 5/3/2021 ')).toEqual({ iso: '2021-03-05T00:00:00.000Z' });
    expect(parseRegistrationDate('')).toEqual({ iso: null });
  });

  it('refuses what is not a calendar day', () => {
    for (const typed of [
      '31/02/2021',
      '00/01/2021',
      '15/13/2021',
      '2021-03-15',
      '15-03-2021',
      'mañana',
    ])
      expect(parseRegistrationDate(typed)).toHaveProperty('error');
  });

  it('round trip: every day of a year (both clock changes included) comes back as typed', () => {
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2025, 0, 1); t += 24 * 3600 * 1000) {
      const d = new Date(t);
      const typed = `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
      const parsed = parseRegistrationDate(typed);
      if (!('iso' in parsed) || parsed.iso === null) throw new Error(typed);
      expect(registrationDateText(parsed.iso)).toBe(typed);
    }
  });

  it('the form keeps the text while typing and the ISO once it reads as a day', () => {
    expect(storedRegistrationDate('15/0')).toBe('15/0');
    expect(storedRegistrationDate('15/03/2021')).toBe('2021-03-15T00:00:00.000Z');
    expect(storedRegistrationDate('')).toBeNull();
    expect(shownRegistrationDate('2021-03-15T00:00:00.000Z')).toBe('15/03/2021');
    expect(shownRegistrationDate('15/0')).toBe('15/0');
    expect(shownRegistrationDate(null)).toBe('');
    expect(registrationDateError('15/0')).toMatch(/dd\/MM\/yyyy/);
    expect(registrationDateError('2021-03-15T00:00:00.000Z')).toBeUndefined();
    expect(registrationDateError(null)).toBeUndefined();
  });
});
