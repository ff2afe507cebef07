// The new password and its repetition, as every password form of the console asks for them ('Las
// contraseñas no coinciden' when they differ; the password policy): /mi-cuenta and the
// administrator's reset in /settings/users.
import { PasswordInput, required } from 'react-admin';
import { PASSWORD_MAX_LENGTH } from '../../domain/passwords';

export const PASSWORD_POLICY_HINT = 'Al menos 10 caracteres; ni su email ni una contraseña común';

/** Inputs take no more than the server accepts (server/users/routes.ts). */
export const passwordLength = { htmlInput: { maxLength: PASSWORD_MAX_LENGTH } };

export const NewPasswordInputs = () => (
  <>
    <PasswordInput
      source="password"
      label="Nueva contraseña"
      validate={required()}
      autoComplete="new-password"
      helperText={PASSWORD_POLICY_HINT}
      slotProps={passwordLength}
    />
    <PasswordInput
      source="confirmPassword"
      label="Repetir contraseña"
      autoComplete="new-password"
      slotProps={passwordLength}
    />
  </>
);
