// A channel card: the channel's 'not imported' count (clicking it filters the table to those
// vehicles) and its sync button, spinning while it syncs. One component for every channel of
// the registry; a channel with a feed gets its feed menu at its foot.
import { memo } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  CircularProgress,
  Typography,
} from '@mui/material';
import { keyframes } from '@mui/material/styles';
import SyncIcon from '@mui/icons-material/Sync';
import type { Channel } from '../../dataProvider/channels';
import { formatInteger } from '../../domain/format';
import { TooltipIconButton } from '../../layout/TooltipIconButton';
import { ChannelFeedMenu } from './ChannelFeedMenu';
import { useChannelSync } from './useChannelSync';

const spin = keyframes`from { transform: rotate(0deg); } to { transform: rotate(-360deg); }`;

export interface ChannelCardProps {
  channel: Channel;
  /** Its 'not imported' vehicles; undefined while the stock or its keys load. */
  notImportedCount: number | undefined;
  /** How many listings it has. */
  listedCount: number | undefined;
  error: Error | null;
  /** The stock could not be read: there is nothing to count. */
  stockFailed: boolean;
  /** The table shows this channel's 'not imported' vehicles. */
  active: boolean;
  /** Shows a channel's 'not imported' vehicles, or every vehicle (null): a second click clears. */
  onChoose: (channelId: string | null) => void;
}

export const ChannelCard = memo(function ChannelCard({
  channel,
  notImportedCount,
  listedCount,
  error,
  stockFailed,
  active,
  onChoose,
}: ChannelCardProps) {
  const { sync, isSyncing } = useChannelSync(channel);
  const titleId = `channel-${channel.id}-title`;

  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      variant={active ? 'elevation' : 'outlined'}
      sx={{ height: '100%', borderColor: active ? 'primary.main' : undefined }}
    >
      <CardHeader
        title={channel.label}
        slotProps={{ title: { id: titleId, variant: 'subtitle1', component: 'h2' } }}
        sx={{ pb: 0 }}
        action={
          <TooltipIconButton
            title={`Sincronizar ${channel.label}`}
            aria-busy={isSyncing}
            onClick={sync}
            disabled={isSyncing}
          >
            <SyncIcon
              data-testid={isSyncing ? 'sync-spinning' : undefined}
              sx={isSyncing ? { animation: `${spin} 1s linear infinite` } : undefined}
            />
          </TooltipIconButton>
        }
      />
      <CardContent sx={{ pt: 1 }}>
        {error ? (
          <Typography variant="body2" color="error">
            {`No se han podido leer sus anuncios: ${error.message}`}
          </Typography>
        ) : stockFailed ? (
          <Typography variant="body2" color="text.secondary">
            Sin datos del stock
          </Typography>
        ) : notImportedCount === undefined ? (
          <CircularProgress size={20} aria-label={`Cargando ${channel.label}`} />
        ) : (
          <Box>
            <Button
              variant={active ? 'contained' : 'text'}
              aria-pressed={active}
              aria-label={`${formatInteger(notImportedCount)} no importados en ${channel.label}`}
              onClick={() => onChoose(active ? null : channel.id)}
              sx={{ fontSize: '1.5rem', lineHeight: 1.2, minWidth: 0, px: 1 }}
            >
              {formatInteger(notImportedCount)}
            </Button>
            <Typography variant="body2" color="text.secondary">
              No importados
            </Typography>
            {listedCount !== undefined && (
              <Typography variant="caption" color="text.secondary">
                {`${formatInteger(listedCount)} publicados`}
              </Typography>
            )}
          </Box>
        )}
        {channel.feed && (
          <Box sx={{ mt: 1 }}>
            <ChannelFeedMenu channel={channel} feed={channel.feed} />
          </Box>
        )}
      </CardContent>
    </Card>
  );
});
