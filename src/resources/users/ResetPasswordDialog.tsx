// An administrator resets another user's password from /settings/users. No
// current password (docs/API.md "Users"); the same policy as everywhere, checked here with
// that user's e-mail and again by the server, whose refusal shows under the field. The server
// ends that user's sessions; the notification says so.
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import LockResetIcon from '@mui/icons-material/LockReset';
import { Form, useNotify } from 'react-admin';
import { httpJson } from '../../dataProvider/http';
import { passwordChangeErrors, type PasswordChange } from '../../domain/passwords';
import type { User } from '../../domain/types';
import { fieldErrorsOf, type FormFields } from '../../customRoutes/profile/fieldErrors';
import { NewPasswordInputs } from '../../customRoutes/profile/NewPasswordInputs';
import { SubmitButton, SubmitOnce } from '../../writes';

export const RESET_FAILED = 'No se ha podido restablecer la contraseña';
export const passwordResetMessage = (email: string) =>
  `Contraseña restablecida: se han cerrado las sesiones de ${email}`;

const FIELDS: FormFields = { password: 'Contraseña', confirmPassword: 'Repetir contraseña' };

export const ResetPasswordButton = ({ user }: { user: User }) => {
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const notify = useNotify();
  const close = () => setOpen(false);

  const submit = async (values: PasswordChange) => {
    setSaving(true);
    try {
      await httpJson(`/users/${encodeURIComponent(user._id)}`, {
        method: 'PUT',
        body: {
          id: user._id,
          name: user.name,
          lastname: user.lastname,
          telephone: user.telephone,
          password: values.password ?? '',
        },
      });
      notify(passwordResetMessage(user.email), { type: 'success' });
      close();
      return undefined;
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error, FIELDS);
      if (!fieldErrors)
        notify(error instanceof Error ? error.message : RESET_FAILED, { type: 'error' });
      return fieldErrors ?? undefined;
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Button size="small" startIcon={<LockResetIcon />} onClick={() => setOpen(true)}>
        Restablecer contraseña
      </Button>
      <Dialog
        open={open}
        onClose={close}
        aria-labelledby={`reset-${user._id}`}
        fullWidth
        maxWidth="xs"
      >
        <SubmitOnce save={(values) => submit(values as PasswordChange)}>
          <Form
            defaultValues={{ password: '', confirmPassword: '' }}
            validate={(values) => passwordChangeErrors(values as PasswordChange, user.email)}
            disableInvalidFormNotification
          >
            <DialogTitle id={`reset-${user._id}`}>
              Restablecer contraseña de {user.email}
            </DialogTitle>
            <DialogContent>
              <NewPasswordInputs />
            </DialogContent>
            <DialogActions>
              <Button onClick={close}>Cancelar</Button>
              <SubmitButton label="Restablecer" icon={<LockResetIcon />} disabled={saving} />
            </DialogActions>
          </Form>
        </SubmitOnce>
      </Dialog>
    </>
  );
};
