// The registration date displays as dd/MM/yyyy and is stored as an ISO string: the sheet's and the
// table's fechaMatriculacion. Shown through format.ts (the business time zone's calendar day); a
// typed day is stored as that day's midnight UTC, which is the same calendar day in Madrid all year
// (UTC+1 / UTC+2), so the round trip text → ISO → text keeps the day.
import { formatDate } from '../format.js';

export const REGISTRATION_DATE_PLACEHOLDER = 'dd/MM/yyyy';
export const REGISTRATION_DATE_MESSAGE = 'Fecha no válida: escríbala como dd/MM/yyyy';

const PATTERN = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO_START = /^\d{4}-\d{2}-\d{2}(T|$)/;

/** A stored value (ISO) as shown: '15/03/2021'; '' when there is none or it is unreadable. */
export const registrationDateText = (stored: unknown): string =>
  typeof stored === 'string' && ISO_START.test(stored) ? formatDate(stored) : '';

/**
 * A typed dd/MM/yyyy as the stored ISO string; '' typed (nothing) is `null` (no date); a text
 * that is not a real calendar day is an error.
 */
export const parseRegistrationDate = (text: string): { iso: string | null } | { error: string } => {
  const typed = text.trim();
  if (typed === '') return { iso: null };
  const match = PATTERN.exec(typed);
  if (!match) return { error: REGISTRATION_DATE_MESSAGE };
  const [day, month, year] = match.slice(1).map(Number);
  const instant = new Date(Date.UTC(year, month - 1, day));
  if (
    instant.getUTCFullYear() !== year ||
    instant.getUTCMonth() !== month - 1 ||
    instant.getUTCDate() !== day
  )
    return { error: REGISTRATION_DATE_MESSAGE };
  return { iso: instant.toISOString() };
};

/** A form value as the field shows it: the stored ISO formatted, text being typed as it is. */
export const shownRegistrationDate = (value: unknown): string =>
  typeof value === 'string' && ISO_START.test(value)
    ? registrationDateText(value)
    : typeof value === 'string'
      ? value
      : '';

/** What the form keeps while typing: the ISO as soon as the text reads as a day, else the text. */
export const storedRegistrationDate = (typed: string): string | null => {
  const parsed = parseRegistrationDate(typed);
  return 'iso' in parsed ? parsed.iso : typed;
};

/** The form's check of the field: undefined when empty or a stored ISO, else the message. */
export const registrationDateError = (value: unknown): string | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'string' && ISO_START.test(value)) return undefined;
  const parsed = parseRegistrationDate(String(value));
  return 'error' in parsed ? parsed.error : undefined;
};
