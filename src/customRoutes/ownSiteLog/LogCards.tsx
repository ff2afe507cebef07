// The four cards of the log page, each with its entry count; choosing one shows its table (sorted
// newest first, 50 a page, raw-data viewer below).
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { formatInteger } from '../../domain/format';
import { LOG_CARDS } from '../../domain/ownSites/logs';
import type { LogRecord } from './useOwnSiteLog';

export const LogCards = ({
  entries,
  activeCard,
  onChoose,
}: {
  entries: readonly LogRecord[] | undefined;
  activeCard: string | null;
  onChoose: (cardId: string) => void;
}) => (
  <Box
    sx={{
      display: 'grid',
      gap: 1,
      gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
      mb: 2,
    }}
  >
    {LOG_CARDS.map((card) => {
      const active = card.id === activeCard;
      return (
        <Card
          key={card.id}
          variant="outlined"
          sx={active ? { borderColor: 'primary.main', bgcolor: 'action.selected' } : undefined}
        >
          <CardActionArea
            aria-pressed={active}
            onClick={() => onChoose(card.id)}
            sx={{ height: '100%' }}
          >
            <CardContent sx={{ p: 1.5 }}>
              <Typography variant="body2" component="h2">
                {card.title}
              </Typography>
              <Typography variant="h5" component="p">
                {entries ? formatInteger(entries.filter(card.matches).length) : '…'}
              </Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      );
    })}
  </Box>
);
