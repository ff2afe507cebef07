// Spec 1 §4, §5: the two forms of /mi-cuenta, opened by 'Editar Perfil' and
// 'Cambiar contraseña'.
import { Box } from '@mui/material';
import { Form, PasswordInput, SaveButton, TextInput, required } from 'react-admin';
import { passwordChangeErrors, type PasswordChange } from '../../domain/passwords';
import {
  PASSWORD_CHANGED,
  PROFILE_UPDATED,
  useSaveProfile,
  type ProfileChanges,
  type UserRecord,
} from './useSaveProfile';

interface FormProps {
  user: UserRecord;
  onDone: () => void;
}

const formSx = { maxWidth: 480, display: 'flex', flexDirection: 'column', gap: 1, mt: 2 } as const;

export const ProfileEditForm = ({ user, onDone }: FormProps) => {
  const { save, isSaving } = useSaveProfile(user);
  const submit = async (values: Record<string, unknown>) => {
    const changes: ProfileChanges = {
      name: String(values.name ?? ''),
      lastname: String(values.lastname ?? ''),
      telephone: String(values.telephone ?? ''),
    };
    if (await save(changes, PROFILE_UPDATED)) onDone();
  };
  return (
    <Form
      record={{ id: user.id, name: user.name, lastname: user.lastname, telephone: user.telephone }}
      onSubmit={submit}
      disableInvalidFormNotification
    >
      <Box sx={formSx} role="group" aria-label="Editar perfil">
        <TextInput source="name" label="Nombre" validate={required()} />
        <TextInput source="lastname" label="Apellidos" />
        <TextInput source="telephone" label="Teléfono" />
        <Box>
          <SaveButton label="Guardar" disabled={isSaving} />
        </Box>
      </Box>
    </Form>
  );
};

// Spec 1 §7: the password travels with the current name, lastname and telephone.
export const PasswordForm = ({ user, onDone }: FormProps) => {
  const { save, isSaving } = useSaveProfile(user);
  const submit = async (values: PasswordChange) => {
    const changes: ProfileChanges = {
      name: user.name,
      lastname: user.lastname,
      telephone: user.telephone,
      password: values.password ?? '',
    };
    if (await save(changes, PASSWORD_CHANGED)) onDone();
  };
  return (
    <Form
      defaultValues={{ password: '', confirmPassword: '' }}
      onSubmit={(values: Record<string, unknown>) => submit(values as PasswordChange)}
      validate={(values) => passwordChangeErrors(values as PasswordChange)}
      disableInvalidFormNotification
    >
      <Box sx={formSx} role="group" aria-label="Cambiar contraseña">
        <PasswordInput
          source="password"
          label="Nueva contraseña"
          validate={required()}
          autoComplete="new-password"
        />
        <PasswordInput
          source="confirmPassword"
          label="Repetir contraseña"
          autoComplete="new-password"
        />
        <Box>
          <SaveButton label="Guardar contraseña" disabled={isSaving} />
        </Box>
      </Box>
    </Form>
  );
};
