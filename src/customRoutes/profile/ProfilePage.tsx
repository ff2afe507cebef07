// /mi-cuenta shows the signed-in user's data; 'Editar Perfil' and 'Cambiar contraseña' each toggle
// their form, and pressing the same button again closes it.
import { useState } from 'react';
import { Box, Button, Card, CardContent, CircularProgress, Stack } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import LockIcon from '@mui/icons-material/Lock';
import { SimpleShowLayout, TextField, Title, useGetIdentity, useGetOne } from 'react-admin';
import { PasswordForm, ProfileEditForm } from './ProfileForms';
import type { UserRecord } from './useSaveProfile';

type OpenForm = 'profile' | 'password' | null;

const ProfilePage = () => {
  const { identity } = useGetIdentity();
  const userId = identity?.id === undefined ? '' : String(identity.id);
  const {
    data: user,
    isPending,
    error,
  } = useGetOne<UserRecord>('users', { id: userId }, { enabled: userId !== '' });
  const [open, setOpen] = useState<OpenForm>(null);
  // Opening one form closes the other; pressing the open one's button closes it.
  const toggle = (form: Exclude<OpenForm, null>) =>
    setOpen((current) => (current === form ? null : form));
  const close = () => setOpen(null);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title="Mi cuenta" />
      <Card>
        <CardContent>
          {isPending ? (
            <CircularProgress aria-label="Cargando" />
          ) : error || !user ? (
            <Box role="alert">No se han podido cargar los datos del perfil</Box>
          ) : (
            <>
              <SimpleShowLayout record={user} resource="users">
                <TextField source="name" label="Nombre" emptyText="-" />
                <TextField source="lastname" label="Apellidos" emptyText="-" />
                <TextField source="email" label="Email" emptyText="-" />
                <TextField source="telephone" label="Teléfono" emptyText="-" />
              </SimpleShowLayout>
              <Stack direction="row" spacing={2} sx={{ px: 2 }}>
                <Button
                  variant={open === 'profile' ? 'contained' : 'outlined'}
                  startIcon={<EditIcon />}
                  aria-expanded={open === 'profile'}
                  onClick={() => toggle('profile')}
                >
                  Editar Perfil
                </Button>
                <Button
                  variant={open === 'password' ? 'contained' : 'outlined'}
                  startIcon={<LockIcon />}
                  aria-expanded={open === 'password'}
                  onClick={() => toggle('password')}
                >
                  Cambiar contraseña
                </Button>
              </Stack>
              <Box sx={{ px: 2 }}>
                {open === 'profile' && <ProfileEditForm user={user} onDone={close} />}
                {open === 'password' && <PasswordForm user={user} onDone={close} />}
              </Box>
            </>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};

export default ProfilePage;
