// Spec 1 §2: /settings/wallapop, the editable grid of marketplace-gateway accounts.
// Access is limited to the administrator by the shell's route (spec 1 §6).
import { Box, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { WallapopAccountsGrid } from './WallapopAccountsGrid';

const WallapopAccountsPage = () => (
  <Box sx={{ p: { xs: 1, sm: 2 } }}>
    <Title title="Cuentas de Wallapop" />
    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
      Cuentas de la pasarela de Wallapop: identificador, nombre, acceso FTP y descripción.
    </Typography>
    <WallapopAccountsGrid />
  </Box>
);

export default WallapopAccountsPage;
