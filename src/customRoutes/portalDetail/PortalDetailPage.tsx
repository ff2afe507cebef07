// /quiter/{portalId}: the portal detail. A loading backdrop until the four reads are done; any
// failed read (HTTP or network) shows the fatal banner. A portal whose feed answers tipoError (demo
// portal U341) is 'offline', not a failure.
import { useMemo } from 'react';
import { Backdrop, Box, Button, CircularProgress } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { LinkBase, Title } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useAppConfig } from '../../appConfig/useAppConfig';
import { PORTALS } from '../../domain/portals';
import { ComparisonPanel } from './ComparisonPanel';
import { FatalBanner } from './FatalBanner';
import { PortalSummary } from './PortalSummary';
import { usePortalDetail, useSaveStock } from './usePortalDetail';

const PortalDetailPage = () => {
  const portalId = useParams().portalId ?? '';
  const portal = PORTALS.find((p) => p.portalId === portalId);
  const detail = usePortalDetail(portalId);
  const save = useSaveStock(portalId);
  // Read with the page's own reads, so a failing page already has its contact address.
  useAppConfig();
  // The stock database holds every saved portal; each document says which one it came from
  // and when it was saved.
  const saved = useMemo(() => {
    let count = 0;
    let savedAt: string | undefined;
    for (const doc of detail.stockDb) {
      if (doc.portalId !== portalId) continue;
      count++;
      if (doc.savedAt && (!savedAt || doc.savedAt > savedAt)) savedAt = doc.savedAt;
    }
    return { count, savedAt };
  }, [detail.stockDb, portalId]);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title={`Portal ${portal?.name ?? portalId}`} />
      <Box>
        <Button component={LinkBase} to="/dashboard" startIcon={<ArrowBackIcon />}>
          Volver al dashboard
        </Button>
      </Box>
      {detail.error ? (
        <FatalBanner error={detail.error} onRetry={detail.refetchAll} />
      ) : detail.isPending ? null : (
        <>
          <PortalSummary
            portalId={portalId}
            portal={portal}
            feed={detail.feed}
            savedCount={saved.count}
            savedAt={saved.savedAt}
            lastSync={detail.lastSync}
            saving={save.isPending}
            // The mutation says how it went (useSaveStock).
            onSave={() => save.mutateAsync().catch(() => undefined)}
          />
          <ComparisonPanel stockDb={detail.stockDb} general={detail.general} />
        </>
      )}
      {/* Mounted only while loading: a closed Backdrop would keep its spinner in the page. */}
      {detail.isPending && !detail.error && (
        <Backdrop open sx={{ zIndex: (theme) => theme.zIndex.drawer + 1, color: '#fff' }}>
          <CircularProgress color="inherit" aria-label="Cargando el portal" />
        </Backdrop>
      )}
    </Box>
  );
};

export default PortalDetailPage;
