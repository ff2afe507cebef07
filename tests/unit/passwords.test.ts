import { describe, expect, it } from 'vitest';
import {
  PASSWORDS_MISMATCH,
  passwordChangeErrors,
  passwordsMatch,
} from '../../src/domain/passwords';

describe('password change (spec 1 §5)', () => {
  it('accepts two equal values, however weak', () => {
    expect(passwordsMatch('a', 'a')).toBe(true);
    expect(passwordChangeErrors({ password: '1', confirmPassword: '1' })).toEqual({});
  });

  it("rejects different values with 'Las contraseñas no coinciden'", () => {
    expect(passwordsMatch('secreta1', 'secreta2')).toBe(false);
    expect(passwordChangeErrors({ password: 'secreta1', confirmPassword: 'Secreta1' })).toEqual({
      confirmPassword: PASSWORDS_MISMATCH,
    });
    expect(PASSWORDS_MISMATCH).toBe('Las contraseñas no coinciden');
  });

  it('treats a missing repetition as a mismatch', () => {
    expect(passwordChangeErrors({ password: 'x' })).toEqual({
      confirmPassword: PASSWORDS_MISMATCH,
    });
  });
});
