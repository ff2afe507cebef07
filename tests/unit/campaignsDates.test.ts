// The countdown form's dates are shown and typed as MM/DD/YYYY HH:mm:ss, read as the business time
// zone's wall clock (Europe/Madrid), and stored as ISO instants.
import { describe, expect, it } from 'vitest';
import { formatCountdownDateTime } from '../../src/domain/format';
import { fromPickerValue, parseCountdownDateTime, toPickerValue } from '../../src/domain/campaigns';

describe('MM/DD/YYYY HH:mm:ss in Europe/Madrid', () => {
  it('formats an instant as the Madrid wall clock, winter and summer', () => {
    expect(formatCountdownDateTime('2026-11-23T14:02:33.000Z')).toBe('11/23/2026 15:02:33');
    expect(formatCountdownDateTime('2026-07-01T21:59:59.000Z')).toBe('07/01/2026 23:59:59');
    expect(formatCountdownDateTime('2026-12-31T23:00:00.000Z')).toBe('01/01/2027 00:00:00');
    expect(formatCountdownDateTime('')).toBe('');
    expect(formatCountdownDateTime('no es fecha')).toBe('');
  });

  it('parses the typed text back to the same instant', () => {
    expect(parseCountdownDateTime('11/23/2026 15:02:33')).toEqual({
      iso: '2026-11-23T14:02:33.000Z',
    });
    expect(parseCountdownDateTime('07/01/2026 23:59:59')).toEqual({
      iso: '2026-07-01T21:59:59.000Z',
    });
    expect(parseCountdownDateTime(' 01/01/2027 00:00:00 ')).toEqual({
      iso: '2026-12-31T23:00:00.000Z',
    });
  });

  it('round-trips every hour of the year, both daylight-saving changes included', () => {
    const HOUR = 3600 * 1000;
    // The second pass of 02:00–03:00 on 25 Oct 2026 (CET) reads as the first one (CEST).
    const repeatedFrom = Date.parse('2026-10-25T01:00:00.000Z');
    const from = Date.parse('2026-01-01T00:00:00.000Z');
    for (let t = from; t < from + 366 * 24 * HOUR; t += HOUR + 17 * 1000) {
      const repeated = t >= repeatedFrom && t < repeatedFrom + HOUR;
      const iso = new Date(repeated ? t - HOUR : t).toISOString();
      expect(parseCountdownDateTime(formatCountdownDateTime(t))).toEqual({ iso });
    }
  });

  it('an hour that happens twice (25 Oct 2026, 02:30) is read as the first one (CEST)', () => {
    expect(parseCountdownDateTime('10/25/2026 02:30:00')).toEqual({
      iso: '2026-10-25T00:30:00.000Z',
    });
  });

  it('an hour that does not exist (29 Mar 2026, 02:30) is refused', () => {
    expect(parseCountdownDateTime('03/29/2026 02:30:00')).toEqual({
      error: 'Esa hora no existe en Madrid (cambio de hora)',
    });
  });

  it('refuses text in another format or an impossible date', () => {
    const wrongFormat = { error: 'Formato MM/DD/YYYY HH:mm:ss' };
    expect(parseCountdownDateTime('23/11/2026 15:02')).toEqual(wrongFormat);
    expect(parseCountdownDateTime('2026-11-23T15:02:33')).toEqual(wrongFormat);
    expect(parseCountdownDateTime('')).toEqual({ error: 'Obligatorio' });
    expect(parseCountdownDateTime('13/01/2026 10:00:00')).toEqual({ error: 'Fecha no válida' });
    expect(parseCountdownDateTime('02/30/2026 10:00:00')).toEqual({ error: 'Fecha no válida' });
    expect(parseCountdownDateTime('02/10/2026 24:00:00')).toEqual({ error: 'Fecha no válida' });
  });
});

describe('the native date-time picker value', () => {
  it('is the same wall clock with its parts reordered', () => {
    expect(toPickerValue('11/23/2026 15:02:33')).toBe('2026-11-23T15:02:33');
    expect(toPickerValue('11/23/2026')).toBe('');
    expect(fromPickerValue('2026-11-23T15:02:33')).toBe('11/23/2026 15:02:33');
    expect(fromPickerValue('2026-11-23T15:02')).toBe('11/23/2026 15:02:00');
    expect(fromPickerValue('')).toBe('');
  });
});
