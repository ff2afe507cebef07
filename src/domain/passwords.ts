// Password rules shared by the console and the server. A password has at least 10 characters, is
// not the e-mail (nor contains it or its local part), not one of the most common passwords. The
// server checks the same function (server/users/routes.ts); the demo accounts' seeded `demo` is the
// only exception.
import { COMMON_PASSWORDS } from './commonPasswords.js';

export const PASSWORDS_MISMATCH = 'Las contraseñas no coinciden';

/** Server limits of PUT /users/:id (server/users/routes.ts): the form's maxLength too. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

export const PASSWORD_TOO_SHORT = `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres`;
export const PASSWORD_BLANK = 'La contraseña no puede estar formada solo por espacios';
export const PASSWORD_TOO_LONG = `La contraseña no puede tener más de ${PASSWORD_MAX_LENGTH} caracteres`;
export const PASSWORD_IS_EMAIL = 'La contraseña no puede ser ni contener su email';
export const PASSWORD_TOO_COMMON =
  'La contraseña es demasiado común: elija otra más difícil de adivinar';

/** A local part this short (e.g. 'ab@x.es') would match too many passwords by containment. */
const MIN_LOCAL_PART_CHECKED = 3;

/**
 * Why a new password is refused, or null when it may be used. Characters are counted as the
 * user sees them (code points), not UTF-16 units, and without the spaces (or tabs, line
 * breaks…) before and after: blanks guess no harder, so ten spaces are no password at all.
 * The password itself is kept as typed.
 */
export const passwordProblem = (password: string, email = ''): string | null => {
  const counted = password.trim();
  if (counted === '') return PASSWORD_BLANK;
  if ([...counted].length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  if ([...password].length > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG;
  const lower = password.toLowerCase();
  const address = email.trim().toLowerCase();
  const localPart = address.split('@')[0] ?? '';
  if (
    address &&
    (lower.includes(address) ||
      (localPart.length >= MIN_LOCAL_PART_CHECKED && lower.includes(localPart)))
  ) {
    return PASSWORD_IS_EMAIL;
  }
  if (COMMON_PASSWORDS.has(lower) || COMMON_PASSWORDS.has(lower.trim())) return PASSWORD_TOO_COMMON;
  return null;
};

export const passwordsMatch = (password: string, repeated: string): boolean =>
  password === repeated;

export interface PasswordChange {
  currentPassword?: string;
  password?: string;
  confirmPassword?: string;
}

/**
 * Form-level errors of a password form, keyed by field (empty when it may be sent). `email`
 * is the account's, for the "not the e-mail" rule.
 */
export const passwordChangeErrors = (
  values: PasswordChange,
  email = '',
): Partial<Record<keyof PasswordChange, string>> => {
  const errors: Partial<Record<keyof PasswordChange, string>> = {};
  const password = values.password ?? '';
  const problem = password ? passwordProblem(password, email) : null;
  if (problem) errors.password = problem;
  if (!passwordsMatch(password, values.confirmPassword ?? '')) {
    errors.confirmPassword = PASSWORDS_MISMATCH;
  }
  return errors;
};
