// Spec 1 §2: /dashboard is a grid of the nine portal cards, in the fixed portal order.
import { Box } from '@mui/material';
import { Title } from 'react-admin';
import { PORTALS } from '../../domain/portals';
import { PortalCard } from './PortalCard';

const DashboardPage = () => (
  <Box sx={{ p: { xs: 1, sm: 2 } }}>
    <Title title="Dashboard" />
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
      }}
    >
      {PORTALS.map((portal) => (
        <PortalCard key={portal.portalId} portal={portal} />
      ))}
    </Box>
  </Box>
);

export default DashboardPage;
