// Telephone numbers (a user's, a seller's): only what a phone number holds — digits, spaces,
// hyphens and brackets, with an optional '+' in front — 6 to 20 characters, at least 6 of them
// digits. One rule for the forms and the API (its schema fragment below).

/** Total length a telephone may have, counting spaces and signs. */
export const PHONE_MIN_LENGTH = 6;
export const PHONE_MAX_LENGTH = 20;

/** The rule as a regular expression source (JSON-schema `pattern`, unicode flag). */
export const PHONE_PATTERN =
  `^(?=.{${PHONE_MIN_LENGTH},${PHONE_MAX_LENGTH}}$)(?=(?:\\D*\\d){6})` +
  '\\+?[\\d(][\\d ()-]*[\\d)]$';

/** The same, where the field may also be left empty. */
export const OPTIONAL_PHONE_PATTERN = `^$|${PHONE_PATTERN}`;

export const PHONE_MESSAGE =
  'Debe ser un teléfono: de 6 a 20 caracteres, solo cifras, espacios, guiones, paréntesis y un + inicial';

const PHONE = new RegExp(PHONE_PATTERN, 'u');

/** Why a value is not a telephone, or undefined when it is one (or empty: filling is its own rule). */
export function phoneProblem(value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  return typeof value === 'string' && PHONE.test(value) ? undefined : PHONE_MESSAGE;
}

/** A react-admin input validator: the message under the field, or undefined. */
export const phoneValidator = (value: unknown) => phoneProblem(value);

/** The JSON-schema fragment of a telephone; `optional`: '' is accepted too. */
export const phoneSchema = ({ optional = false } = {}) =>
  ({
    type: 'string',
    maxLength: PHONE_MAX_LENGTH,
    pattern: optional ? OPTIONAL_PHONE_PATTERN : PHONE_PATTERN,
  }) as const;
