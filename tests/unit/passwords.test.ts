import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from '../../src/domain/commonPasswords';
import {
  PASSWORDS_MISMATCH,
  PASSWORD_BLANK,
  PASSWORD_IS_EMAIL,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  passwordChangeErrors,
  passwordProblem,
  passwordsMatch,
} from '../../src/domain/passwords';

const EMAIL = 'comercial@multipublicador.local';

describe('password change', () => {
  it('accepts two equal values that follow the policy', () => {
    expect(passwordsMatch('a', 'a')).toBe(true);
    expect(
      passwordChangeErrors({ password: 'Coche-rojo-1997', confirmPassword: 'Coche-rojo-1997' }),
    ).toEqual({});
  });

  it("rejects different values with 'Las contraseñas no coinciden'", () => {
    expect(passwordsMatch('secreta1', 'secreta2')).toBe(false);
    expect(
      passwordChangeErrors({ password: 'Coche-rojo-1997', confirmPassword: 'coche-rojo-1997' }),
    ).toEqual({ confirmPassword: PASSWORDS_MISMATCH });
    expect(PASSWORDS_MISMATCH).toBe('Las contraseñas no coinciden');
  });

  it('treats a missing repetition as a mismatch', () => {
    expect(passwordChangeErrors({ password: 'Coche-rojo-1997' })).toEqual({
      confirmPassword: PASSWORDS_MISMATCH,
    });
  });

  it('puts a policy problem next to the new password, and the mismatch next to the repetition', () => {
    expect(passwordChangeErrors({ password: 'corta', confirmPassword: 'otra' }, EMAIL)).toEqual({
      password: PASSWORD_TOO_SHORT,
      confirmPassword: PASSWORDS_MISMATCH,
    });
  });
});

describe('password policy', () => {
  it('needs at least 10 characters, counted as the user sees them', () => {
    expect(PASSWORD_TOO_SHORT).toBe('La contraseña debe tener al menos 10 caracteres');
    expect(passwordProblem('Corta-123')).toBe(PASSWORD_TOO_SHORT);
    expect(passwordProblem('ñandú-ñandú')).toBeNull();
    expect(passwordProblem('🚗🚗🚗🚗🚗')).toBe(PASSWORD_TOO_SHORT);
  });

  it('counts without the blanks around it: spaces, tabs or line breaks alone are refused', () => {
    expect(passwordProblem(' '.repeat(10))).toBe(PASSWORD_BLANK);
    expect(passwordProblem(' '.repeat(200))).toBe(PASSWORD_BLANK);
    expect(passwordProblem('\t\n\r \u00a0\u3000\t\t\n\n')).toBe(PASSWORD_BLANK);
    expect(passwordProblem('   corta   ')).toBe(PASSWORD_TOO_SHORT);
    expect(passwordProblem(' Coche-rojo-1997 ')).toBeNull();
    // Inner spaces count: they are part of what is typed at every sign-in.
    expect(passwordProblem('coche rojo 97')).toBeNull();
    expect(
      passwordChangeErrors({ password: ' '.repeat(12), confirmPassword: ' '.repeat(12) }),
    ).toEqual({ password: PASSWORD_BLANK });
  });

  it('refuses more than the server accepts (200)', () => {
    expect(passwordProblem('x'.repeat(201))).toBe(PASSWORD_TOO_LONG);
    expect(passwordProblem(`Coche-${'x'.repeat(194)}`)).toBeNull();
  });

  it('refuses the e-mail, or a password containing it or its local part', () => {
    expect(passwordProblem(EMAIL, EMAIL)).toBe(PASSWORD_IS_EMAIL);
    expect(passwordProblem(`x${EMAIL.toUpperCase()}`, EMAIL)).toBe(PASSWORD_IS_EMAIL);
    expect(passwordProblem('Comercial2026', EMAIL)).toBe(PASSWORD_IS_EMAIL);
    // A very short local part is not checked by containment.
    expect(passwordProblem('Coche-rojo-1997', 'co@x.es')).toBeNull();
  });

  it('refuses the most common passwords whatever their case', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThan(500);
    for (const common of ['password123', 'QWERTYUIOP', '1234567890', 'Contraseña123']) {
      expect(passwordProblem(common), common).toBe(PASSWORD_TOO_COMMON);
    }
    expect(passwordProblem('Coche-rojo-1997')).toBeNull();
  });
});
