// Shown to a signed-in user who opens an administrator page by URL.
import { Box, Button, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { Link } from 'react-router-dom';

export const ACCESS_DENIED_TEXT = 'No tiene permisos para ver esta página';

export const AccessDenied = () => (
  <Box role="alert" sx={{ textAlign: 'center', py: 8, px: 2, color: 'text.secondary' }}>
    <LockIcon sx={{ fontSize: 64, color: 'text.disabled' }} />
    <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
      Acceso denegado
    </Typography>
    <Typography sx={{ mt: 1 }}>{ACCESS_DENIED_TEXT}</Typography>
    <Button component={Link} to="/dashboard" variant="outlined" sx={{ mt: 3 }}>
      Volver al Dashboard
    </Button>
  </Box>
);
