// Spec 1 §5: on a password change the two fields must be equal; there is no strength rule.

export const PASSWORDS_MISMATCH = 'Las contraseñas no coinciden';

export const passwordsMatch = (password: string, repeated: string): boolean =>
  password === repeated;

export interface PasswordChange {
  password?: string;
  confirmPassword?: string;
}

/** Form-level errors of the password form, keyed by field (empty when it may be sent). */
export const passwordChangeErrors = (values: PasswordChange): Partial<PasswordChange> =>
  passwordsMatch(values.password ?? '', values.confirmPassword ?? '')
    ? {}
    : { confirmPassword: PASSWORDS_MISMATCH };
