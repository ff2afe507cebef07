// The two forms of /mi-cuenta, opened by 'Editar Perfil' and 'Cambiar contraseña'. Inputs take no
// more than the server accepts (server/users/routes.ts), the password form asks for the current
// password, and a field the server refuses shows its reason under that input.
import { Box } from '@mui/material';
import { Form, PasswordInput, TextInput, required } from 'react-admin';
import { passwordChangeErrors, type PasswordChange } from '../../domain/passwords';
import { PHONE_MAX_LENGTH, phoneValidator } from '../../domain/phone';
import { SubmitButton, SubmitOnce } from '../../writes';
import type { FormFields } from './fieldErrors';
import { NewPasswordInputs, passwordLength } from './NewPasswordInputs';
import {
  useSaveProfile,
  type ProfileChanges,
  type SaveOutcome,
  type UserRecord,
} from './useSaveProfile';

interface FormProps {
  user: UserRecord;
  onDone: () => void;
}

/** The server's maxLength of PUT /users/:id (server/users/routes.ts updateBody). */
export const PROFILE_MAX_LENGTHS = {
  name: 100,
  lastname: 100,
  telephone: PHONE_MAX_LENGTH,
} as const;

const PROFILE_FIELDS: FormFields = { name: 'Nombre', lastname: 'Apellidos', telephone: 'Teléfono' };
const PASSWORD_FIELDS: FormFields = {
  currentPassword: 'Contraseña actual',
  password: 'Contraseña',
  confirmPassword: 'Repetir contraseña',
};

const formSx = { maxWidth: 480, display: 'flex', flexDirection: 'column', gap: 1, mt: 2 } as const;

const maxLength = (chars: number) => ({ htmlInput: { maxLength: chars } });

/** What react-admin's Form takes from onSubmit: nothing, or errors keyed by source. */
const submissionErrors = (outcome: SaveOutcome) =>
  outcome.saved ? undefined : outcome.fieldErrors;

export const ProfileEditForm = ({ user, onDone }: FormProps) => {
  const { save, isSaving } = useSaveProfile(user, PROFILE_FIELDS);
  const submit = async (values: Record<string, unknown>) => {
    const changes: ProfileChanges = {
      name: String(values.name ?? ''),
      lastname: String(values.lastname ?? ''),
      telephone: String(values.telephone ?? ''),
    };
    const outcome = await save(changes);
    if (outcome.saved) onDone();
    return submissionErrors(outcome);
  };
  return (
    <SubmitOnce save={submit}>
      <Form
        record={{
          id: user.id,
          name: user.name,
          lastname: user.lastname,
          telephone: user.telephone,
        }}
        disableInvalidFormNotification
      >
        <Box sx={formSx} role="group" aria-label="Editar perfil">
          <TextInput
            source="name"
            label={PROFILE_FIELDS.name}
            validate={required()}
            slotProps={maxLength(PROFILE_MAX_LENGTHS.name)}
          />
          <TextInput
            source="lastname"
            label={PROFILE_FIELDS.lastname}
            slotProps={maxLength(PROFILE_MAX_LENGTHS.lastname)}
          />
          <TextInput
            source="telephone"
            label={PROFILE_FIELDS.telephone}
            validate={phoneValidator}
            slotProps={maxLength(PROFILE_MAX_LENGTHS.telephone)}
          />
          <Box>
            <SubmitButton label="Guardar" disabled={isSaving} />
          </Box>
        </Box>
      </Form>
    </SubmitOnce>
  );
};

// The password travels with the current name, lastname and telephone, and with the current password
// too; the policy of src/domain/passwords.ts is checked here before anything is sent (the server
// checks it again).
export const PasswordForm = ({ user, onDone }: FormProps) => {
  const { changePassword, isSaving } = useSaveProfile(user, PASSWORD_FIELDS);
  const submit = async (values: PasswordChange) => {
    const outcome = await changePassword({
      currentPassword: values.currentPassword ?? '',
      password: values.password ?? '',
    });
    if (outcome.saved) onDone();
    return submissionErrors(outcome);
  };
  return (
    <SubmitOnce save={(values) => submit(values as PasswordChange)}>
      <Form
        defaultValues={{ currentPassword: '', password: '', confirmPassword: '' }}
        validate={(values) => passwordChangeErrors(values as PasswordChange, user.email)}
        disableInvalidFormNotification
      >
        <Box sx={formSx} role="group" aria-label="Cambiar contraseña">
          <PasswordInput
            source="currentPassword"
            label="Contraseña actual"
            validate={required()}
            autoComplete="current-password"
            slotProps={passwordLength}
          />
          <NewPasswordInputs />
          <Box>
            <SubmitButton label="Guardar contraseña" disabled={isSaving} />
          </Box>
        </Box>
      </Form>
    </SubmitOnce>
  );
};
