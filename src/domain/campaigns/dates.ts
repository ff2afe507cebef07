// The countdown form's dates are typed as MM/DD/YYYY HH:mm:ss. The text is the business time zone's
// wall clock (Europe/Madrid, whatever the browser's zone) and is stored as an ISO instant;
// src/domain/format.ts formatCountdownDateTime writes it back.
import { formatCountdownDateTime, toDate } from '../format';

export type ParsedDate = { iso: string } | { error: string };

export const DATE_FORMAT_MESSAGE = 'Formato MM/DD/YYYY HH:mm:ss';
export const INVALID_DATE_MESSAGE = 'Fecha no válida';
export const MISSING_HOUR_MESSAGE = 'Esa hora no existe en Madrid (cambio de hora)';
const REQUIRED_MESSAGE = 'Obligatorio';

const PATTERN = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2}):(\d{2})$/;
const HOUR = 3600 * 1000;

/** The zone's offset from UTC at an instant, in ms, read off the formatted wall clock. */
const offsetAt = (instant: number): number => {
  const [month, day, year, hour, minute, second] = (
    PATTERN.exec(formatCountdownDateTime(instant)) ?? []
  )
    .slice(1)
    .map(Number);
  return Date.UTC(year, month - 1, day, hour, minute, second) - instant;
};

/**
 * The instant of a typed MM/DD/YYYY HH:mm:ss. A wall time that happens twice (the October
 * change) is the first one; one that never happens (the March change) is refused.
 */
export const parseCountdownDateTime = (text: string): ParsedDate => {
  const typed = text.trim();
  if (typed === '') return { error: REQUIRED_MESSAGE };
  const match = PATTERN.exec(typed);
  if (!match) return { error: DATE_FORMAT_MESSAGE };
  const [month, day, year, hour, minute, second] = match.slice(1).map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const calendar = new Date(wall);
  const exists =
    calendar.getUTCMonth() === month - 1 &&
    calendar.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60;
  if (!exists) return { error: INVALID_DATE_MESSAGE };
  // The offsets in force around that day (one, or two on a change day), larger first so
  // that a repeated hour resolves to its earlier instant.
  const offsets = [...new Set([offsetAt(wall - 24 * HOUR), offsetAt(wall + 24 * HOUR)])].sort(
    (a, b) => b - a,
  );
  for (const offset of offsets) {
    const instant = wall - offset;
    if (formatCountdownDateTime(instant) === typed) return { iso: new Date(instant).toISOString() };
  }
  return { error: MISSING_HOUR_MESSAGE };
};

/**
 * The instant of a form value: an ISO string (what the APIs answer) or the typed text; null
 * when it is neither.
 */
export const readDateValue = (value: unknown): Date | null => {
  if (typeof value !== 'string') return toDate(value);
  if (PATTERN.test(value.trim())) {
    const parsed = parseCountdownDateTime(value);
    return 'iso' in parsed ? new Date(parsed.iso) : null;
  }
  return /^\d{4}-\d{2}-\d{2}T/.test(value) ? toDate(value) : null;
};

// The native date-time picker (<input type="datetime-local">) speaks 'YYYY-MM-DDTHH:mm:ss'
// (seconds left out when zero) for the same wall clock: only the order of the parts changes.

/** '11/23/2026 15:02:33' → '2026-11-23T15:02:33'; '' when the text is not complete. */
export const toPickerValue = (typed: string): string => {
  const match = PATTERN.exec(typed.trim());
  if (!match) return '';
  const [month, day, year, hour, minute, second] = match.slice(1);
  return `${year}-${month}-${day}T${hour}:${minute}:${second}`;
};

/** '2026-11-23T15:02' or '2026-11-23T15:02:33' → '11/23/2026 15:02:00' / '… 15:02:33'. */
export const fromPickerValue = (value: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/.exec(value);
  if (!match) return '';
  const [year, month, day, hour, minute, second = '00'] = match.slice(1);
  return `${month}/${day}/${year} ${hour}:${minute}:${second}`;
};
