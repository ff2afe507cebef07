// The sign-in form: welcome header, e-mail, password and 'Iniciar Sesión'. Plain MUI with no
// react-admin import, so the standalone sign-in screen (no session: main.tsx) downloads only this.
// Shared code is imported from its own module, never through a folder's index: the index of
// ../../writes brings the write buttons, and with them react-admin, react-hook-form and the
// router, into the sign-in page's download (about 100 KB gzipped).
// The rules (empty fields, the server's message, the network message) live in authProvider.login;
// the form shows whatever it throws.
import { useState, type FormEvent } from 'react';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  TextField,
  Typography,
} from '@mui/material';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import { useSingleFlight } from '../../writes/useSingleFlight';

const messageOf = (error: unknown): string =>
  error instanceof Error && error.message
    ? error.message
    : 'Error de autenticación, inténtelo de nuevo';

export interface LoginFormProps {
  /** Signs in; rejects with the message to show. */
  signIn: (credentials: { email: string; password: string }) => Promise<unknown>;
}

type Credentials = Parameters<LoginFormProps['signIn']>[0];

/** The form's two fields, in order; the first has the focus. */
const FIELDS: { name: keyof Credentials; label: string; type: string; autoComplete: string }[] = [
  { name: 'email', label: 'Correo electrónico', type: 'email', autoComplete: 'username' },
  { name: 'password', label: 'Contraseña', type: 'password', autoComplete: 'current-password' },
];

export const LoginForm = ({ signIn }: LoginFormProps) => {
  const [credentials, setCredentials] = useState<Credentials>({ email: '', password: '' });
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  // One sign-in per click or Enter, even two in the same tick.
  const flight = useSingleFlight();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void flight.run(async () => {
      setError(null);
      setSubmitting(true);
      try {
        await signIn(credentials);
      } catch (e) {
        setError(messageOf(e));
        setSubmitting(false);
      }
    });
  };

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        background: (theme) =>
          `linear-gradient(135deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 100%)`,
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 420, boxShadow: 6 }}>
        <CardContent sx={{ p: 4 }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', mb: 3 }}>
            <Avatar sx={{ bgcolor: 'primary.main', width: 56, height: 56, mb: 2 }}>
              <DirectionsCarIcon />
            </Avatar>
            <Typography variant="h5" component="h1" fontWeight={600} textAlign="center">
              Bienvenido a Multipublicador
            </Typography>
            <Typography variant="body2" color="text.secondary" textAlign="center" sx={{ mt: 1 }}>
              Publique el stock de vehículos del grupo en todos sus canales
            </Typography>
          </Box>
          <Box component="form" onSubmit={submit} noValidate>
            {error && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {error}
              </Alert>
            )}
            {FIELDS.map((field, index) => (
              <TextField
                key={field.name}
                {...field}
                value={credentials[field.name]}
                onChange={(e) =>
                  setCredentials((current) => ({ ...current, [field.name]: e.target.value }))
                }
                fullWidth
                margin="normal"
                autoFocus={index === 0}
              />
            ))}
            <Button
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              disabled={submitting}
              sx={{ mt: 3 }}
              startIcon={submitting ? <CircularProgress size={20} color="inherit" /> : undefined}
            >
              Iniciar Sesión
            </Button>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
};

export default LoginForm;
