// One card per stock-feed portal: id, dealer and name, a status chip ('Correcto' in the primary
// colour, 'Error' in the secondary one), a refresh button and a link to the portal detail. The card
// itself is a Tab stop that Enter opens, for keyboard users.
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  CardHeader,
  Chip,
  CircularProgress,
  Tooltip,
  Typography,
} from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import type { KeyboardEvent } from 'react';
import { LinkBase, useGetOne } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { arrivedFeedOptions, type PortalFeedRecord } from '../../dataProvider/portalFeeds';
import { formatInteger } from '../../domain/format';
import type { Portal } from '../../domain/portals';
import { portalStatus } from '../../domain/portalStatus';
import { TooltipIconButton } from '../../layout/TooltipIconButton';

export const PortalCard = ({ portal }: { portal: Portal }) => {
  // No automatic retries: a failing portal must show 'Error' at once; the card has its
  // own refresh button. A feed asked for at sign-in that has arrived is there at once.
  const { data, error, isFetching, refetch } = useGetOne<PortalFeedRecord>(
    'portals',
    { id: portal.portalId },
    { retry: false, ...arrivedFeedOptions(portal.portalId) },
  );
  const status = portalStatus(data, error);
  const titleId = `portal-${portal.portalId}-title`;
  const detailPath = `/quiter/${portal.portalId}`;
  const navigate = useNavigate();
  // Only the card itself: Enter on its buttons and link stays theirs.
  const openOnEnter = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
    event.preventDefault();
    navigate(detailPath);
  };

  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      tabIndex={0}
      onKeyDown={openOnEnter}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      <CardHeader
        title={portal.name}
        subheader={`${portal.portalId} · ${portal.dealer}`}
        slotProps={{ title: { id: titleId, variant: 'h6', component: 'h2' } }}
        action={
          <TooltipIconButton
            title="Actualizar"
            onClick={() => void refetch()}
            disabled={isFetching}
          >
            <RefreshIcon />
          </TooltipIconButton>
        }
      />
      <CardContent sx={{ flexGrow: 1 }}>
        {status.kind === 'loading' ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <CircularProgress size={20} aria-label="Cargando" />
            <Typography variant="body2" color="text.secondary">
              Cargando…
            </Typography>
          </Box>
        ) : status.kind === 'ok' ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Chip label="Correcto" color="primary" size="small" />
            <Typography variant="body2">{`${formatInteger(status.vehicleCount)} vehículos`}</Typography>
            {isFetching && <CircularProgress size={16} aria-label="Actualizando" />}
          </Box>
        ) : (
          <>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Tooltip title={status.message}>
                <Chip label="Error" color="secondary" size="small" />
              </Tooltip>
              {isFetching && <CircularProgress size={16} aria-label="Actualizando" />}
            </Box>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
              {status.message}
            </Typography>
          </>
        )}
      </CardContent>
      <CardActions>
        <Button size="small" component={LinkBase} to={detailPath}>
          Ver detalle
        </Button>
      </CardActions>
    </Card>
  );
};
