// /settings/wallapop, the editable grid of marketplace-gateway accounts, for the administrator
// only (the resource's canAccess, index.ts).
import { Box, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { WallapopAccountsGrid } from './AccountsGrid';

const WallapopAccountList = () => (
  <Box sx={{ p: { xs: 1, sm: 2 } }}>
    <Title title="Cuentas de Wallapop" />
    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
      Cuentas de la pasarela de Wallapop: identificador, nombre, acceso FTP y descripción.
    </Typography>
    <WallapopAccountsGrid />
  </Box>
);

export default WallapopAccountList;
