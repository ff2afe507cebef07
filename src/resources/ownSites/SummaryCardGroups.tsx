// Spec 3 §2.3: the summary cards, group by group as the site's configuration lists them.
// Each card is a toggle showing its count; one is active at a time (the dashboard decides).
import { memo } from 'react';
import { Box, ButtonBase, Paper, Typography } from '@mui/material';
import type { CardGroup } from '../../domain/ownSites/cards';
import { formatInteger } from '../../domain/format';

export interface SummaryCardGroupsProps {
  groups: readonly CardGroup[];
  counts: Readonly<Record<string, number>>;
  activeCard: string | null;
  onCard: (id: string) => void;
}

export const SummaryCardGroups = memo(function SummaryCardGroups({
  groups,
  counts,
  activeCard,
  onCard,
}: SummaryCardGroupsProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {groups.map((group) => (
        <Box
          key={group.id}
          component="section"
          aria-label={group.label || 'Resumen'}
          data-testid={`card-group-${group.id}`}
        >
          {group.label && (
            <Typography variant="subtitle2" component="h2" color="text.secondary" sx={{ mb: 0.5 }}>
              {group.label}
            </Typography>
          )}
          <Box
            sx={{
              display: 'grid',
              gap: 1,
              gridTemplateColumns: {
                xs: 'repeat(3, minmax(0, 1fr))',
                sm: 'repeat(auto-fill, minmax(130px, 1fr))',
              },
            }}
          >
            {group.cards.map((card) => {
              const active = card.id === activeCard;
              return (
                <Paper
                  key={card.id}
                  variant="outlined"
                  sx={{
                    borderColor: active ? 'primary.main' : undefined,
                    bgcolor: active ? 'primary.main' : undefined,
                    color: active ? 'primary.contrastText' : undefined,
                  }}
                >
                  <ButtonBase
                    onClick={() => onCard(card.id)}
                    aria-pressed={active}
                    aria-label={`${card.label}: ${formatInteger(counts[card.id] ?? 0)}`}
                    data-card={card.id}
                    sx={{
                      width: '100%',
                      px: 1,
                      py: 0.5,
                      display: 'flex',
                      flexDirection: 'column',
                      alignItems: 'flex-start',
                      textAlign: 'left',
                    }}
                  >
                    <Typography
                      variant="subtitle1"
                      component="span"
                      sx={{ fontWeight: 600, lineHeight: 1.4 }}
                      data-testid="card-count"
                    >
                      {formatInteger(counts[card.id] ?? 0)}
                    </Typography>
                    <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
                      {card.label}
                    </Typography>
                  </ButtonBase>
                </Paper>
              );
            })}
          </Box>
        </Box>
      ))}
    </Box>
  );
});
