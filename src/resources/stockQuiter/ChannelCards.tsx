// One card per channel of the registry: the component names no channel, so a new channel in the
// registry gets its card without a change here.
import { memo } from 'react';
import { Box } from '@mui/material';
import type { Channel } from '../../dataProvider/channels';
import type { StockVehicle } from '../../domain/types';
import { ChannelCard } from './ChannelCard';

export interface ChannelCardsProps {
  channels: readonly Channel[];
  notImported: Record<string, readonly StockVehicle[] | undefined>;
  keys: Record<string, Set<string> | undefined>;
  keyErrors: Record<string, Error | null>;
  stockFailed: boolean;
  activeChannel: string | null;
  onChoose: (channelId: string | null) => void;
}

export const ChannelCards = memo(function ChannelCards({
  channels,
  notImported,
  keys,
  keyErrors,
  stockFailed,
  activeChannel,
  onChoose,
}: ChannelCardsProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
      }}
    >
      {channels.map((channel) => (
        <ChannelCard
          key={channel.id}
          channel={channel}
          notImportedCount={notImported[channel.id]?.length}
          listedCount={keys[channel.id]?.size}
          error={keyErrors[channel.id] ?? null}
          stockFailed={stockFailed}
          active={activeChannel === channel.id}
          onChoose={onChoose}
        />
      ))}
    </Box>
  );
});
