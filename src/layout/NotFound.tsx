// Any unknown console route (react-admin's catchAll).
import { Box, Button, Typography } from '@mui/material';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Link } from 'react-router-dom';

export const NotFound = () => (
  <Box sx={{ textAlign: 'center', py: 8, px: 2, color: 'text.secondary' }}>
    <SearchOffIcon sx={{ fontSize: 64, color: 'text.disabled' }} />
    <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
      Página no encontrada
    </Typography>
    <Typography sx={{ mt: 1 }}>
      La dirección no existe o el enlace seguido es incorrecto.
    </Typography>
    <Button component={Link} to="/dashboard" variant="outlined" sx={{ mt: 3 }}>
      Volver al Dashboard
    </Button>
  </Box>
);
