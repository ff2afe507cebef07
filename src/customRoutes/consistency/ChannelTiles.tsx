// One tile per channel: its listings, the stock vehicles its rule takes, and its drifts
// under the other filters. A click lists only that channel's drifts; a second one, all.
import { Box, Card, CardActionArea, CardContent, Chip, Typography } from '@mui/material';
import { formatInteger } from '../../domain/format';
import type { ChannelSummary } from '../../domain/consistency/types';

export const ChannelTiles = ({
  channels,
  driftCounts,
  selected,
  onSelect,
}: {
  channels: readonly ChannelSummary[];
  driftCounts: ReadonlyMap<string, number>;
  selected: string | undefined;
  onSelect: (channelId: string | null) => void;
}) => (
  <Box
    component="ul"
    aria-label="Canales"
    sx={{
      display: 'grid',
      gap: 1.5,
      gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
      listStyle: 'none',
      p: 0,
      m: 0,
    }}
  >
    {channels.map((channel) => {
      const drifts = driftCounts.get(channel.id) ?? 0;
      const isSelected = selected === channel.id;
      return (
        <li key={channel.id}>
          <Card
            variant="outlined"
            sx={{
              height: '100%',
              borderColor: isSelected ? 'primary.main' : undefined,
              borderWidth: isSelected ? 2 : 1,
            }}
          >
            <CardActionArea
              aria-pressed={isSelected}
              aria-label={`${channel.label}: ${formatInteger(drifts)} discrepancias`}
              onClick={() => onSelect(isSelected ? null : channel.id)}
              sx={{ height: '100%' }}
            >
              <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                  {channel.label}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {`Publicados: ${formatInteger(channel.listed)}`}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {`Elegibles: ${formatInteger(channel.eligible)}`}
                </Typography>
                <Chip
                  size="small"
                  sx={{ mt: 1 }}
                  color={drifts ? 'warning' : 'success'}
                  label={`${formatInteger(drifts)} discrepancias`}
                />
              </CardContent>
            </CardActionArea>
          </Card>
        </li>
      );
    })}
  </Box>
);
