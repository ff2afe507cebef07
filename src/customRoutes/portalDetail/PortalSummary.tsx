// The portal detail's summary: the portal, online or offline, vehicles sent by Quiter against
// vehicles in the stock database, 'Guardar en base de datos' and the last sync.
import { Alert, Box, Card, CardContent, Chip, Typography } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import type { Portal } from '../../domain/portals';
import type { QuiterFeed } from '../../domain/types';
import { formatDateTime } from '../../domain/format';
import { Figure } from './Figure';
import type { SyncRecord } from './usePortalDetail';
import { WriteButton } from '../../writes';

export interface PortalSummaryProps {
  portalId: string;
  portal?: Portal;
  feed?: Partial<QuiterFeed>;
  savedCount: number;
  /** When this portal's documents were saved into the stock database. */
  savedAt?: string;
  /** The newest 'quiter' sync record that saved this portal. */
  lastSync?: SyncRecord;
  saving: boolean;
  /** Settles when the save has its answer. */
  onSave: () => Promise<unknown>;
}

export const PortalSummary = ({
  portalId,
  portal,
  feed,
  savedCount,
  savedAt,
  lastSync,
  saving,
  onSave,
}: PortalSummaryProps) => {
  const sent = feed?.vehiculos?.length ?? 0;
  // Online when the portal answers data; a tipoError answer is 'offline'.
  const online = sent > 0;
  return (
    <Card>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="h5" component="h1">
              {portal?.name ?? `Portal ${portalId}`}
            </Typography>
            <Typography color="text.secondary">
              {[portalId, portal?.dealer].filter(Boolean).join(' · ')}
            </Typography>
          </Box>
          <Chip
            label={online ? 'Online' : 'Offline'}
            color={online ? 'success' : 'default'}
            variant={online ? 'filled' : 'outlined'}
          />
        </Box>
        {feed?.tipoError && (
          <Alert severity="warning">{`Error: ${feed.tipoError} - ${feed.mensajeError ?? ''}`}</Alert>
        )}
        <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', alignItems: 'center' }}>
          <Figure label="Vehículos enviados por Quiter" value={sent} />
          <Figure label="Vehículos en la base de datos de stock" value={savedCount} />
          <Box sx={{ flexGrow: 1 }} />
          {/* An offline portal has nothing to save: saving would empty its stock database. */}
          <WriteButton
            variant="contained"
            startIcon={<SaveIcon />}
            disabled={!online}
            working={saving}
            onClick={onSave}
          >
            Guardar en base de datos
          </WriteButton>
        </Box>
        <Box>
          <Typography variant="body2" color="text.secondary">
            {savedAt
              ? `Último guardado de este portal: ${formatDateTime(savedAt)}`
              : 'Este portal no se ha guardado nunca en la base de datos de stock'}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {lastSync
              ? `Última sincronización de Quiter: ${formatDateTime(lastSync.createdAt)}${lastSync.message ? ` — ${lastSync.message}` : ''}`
              : 'Última sincronización de Quiter: nunca'}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
};
