// /dashboard is a grid of the nine portal cards, in the fixed portal order. Below them, the charts
// of the channels and the stock: their code (the charts library) and their data are fetched once
// the cards are on screen and the browser is idle, so the cards never wait for them.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Box } from '@mui/material';
import { Title } from 'react-admin';
import { PORTALS } from '../../domain/portals';
import { whenIdle } from '../../whenIdle';
import { PortalCard } from './PortalCard';

const DashboardCharts = lazy(() => import('./charts/DashboardCharts'));

const ChartsWhenIdle = () => {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  return ready ? (
    <Suspense fallback={null}>
      <DashboardCharts />
    </Suspense>
  ) : null;
};

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
    <ChartsWhenIdle />
  </Box>
);

export default DashboardPage;
