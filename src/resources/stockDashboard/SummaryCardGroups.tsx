// The summary cards, group by group as the dashboard's configuration
// lists them. Each card is a toggle showing its count; one is active at a time (the dashboard
// decides). A group without filter action ('Revisiones' on /gomotor) shows its counts and its
// total badge only; the placeholder tile shows no count.
import { memo } from 'react';
import { Badge, Box, ButtonBase, Paper, Typography } from '@mui/material';
import { groupTotalKey, type CardGroup, type SummaryCard } from '../../domain/stockDashboard/cards';
import { formatInteger } from '../../domain/format';

export interface SummaryCardGroupsProps<Row> {
  groups: readonly CardGroup<Row>[];
  counts: Readonly<Record<string, number>>;
  activeCard: string | null;
  onCard: (id: string) => void;
}

const CARD_BODY = {
  width: '100%',
  px: 1,
  py: 0.5,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  textAlign: 'left',
} as const;

const CardText = ({ count, label }: { count: string; label: string }) => (
  <>
    <Typography
      variant="subtitle1"
      component="span"
      sx={{ fontWeight: 600, lineHeight: 1.4 }}
      data-testid="card-count"
    >
      {count}
    </Typography>
    <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
      {label}
    </Typography>
  </>
);

const CardBoxImpl = <Row,>({
  card,
  count,
  filterable,
  active,
  onCard,
}: {
  card: SummaryCard<Row>;
  count: number;
  filterable: boolean;
  active: boolean;
  onCard: (id: string) => void;
}) => {
  const shown = card.placeholder ? '—' : formatInteger(count);
  return (
    <Paper
      variant="outlined"
      sx={{
        borderColor: active ? 'primary.main' : undefined,
        bgcolor: active ? 'primary.main' : card.placeholder ? 'action.hover' : undefined,
        color: active ? 'primary.contrastText' : undefined,
      }}
    >
      {filterable && !card.placeholder ? (
        <ButtonBase
          onClick={() => onCard(card.id)}
          aria-pressed={active}
          aria-label={`${card.label}: ${shown}`}
          data-card={card.id}
          sx={CARD_BODY}
        >
          <CardText count={shown} label={card.label} />
        </ButtonBase>
      ) : (
        <Box
          sx={CARD_BODY}
          role="group"
          aria-label={card.placeholder ? card.label : `${card.label}: ${shown}`}
          data-card={card.id}
        >
          <CardText count={shown} label={card.label} />
        </Box>
      )}
    </Paper>
  );
};

/** A click re-renders the cards it switches only (their props are the same otherwise). */
const CardBox = memo(CardBoxImpl) as typeof CardBoxImpl;

const SummaryCardGroupsImpl = <Row,>({
  groups,
  counts,
  activeCard,
  onCard,
}: SummaryCardGroupsProps<Row>) => (
  <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
    {groups.map((group) => {
      const total = group.totalBadge ? (counts[groupTotalKey(group.id)] ?? 0) : null;
      return (
        <Box
          key={group.id}
          component="section"
          aria-label={group.label || 'Resumen'}
          data-testid={`card-group-${group.id}`}
        >
          {group.label && (
            <Typography variant="subtitle2" component="h2" color="text.secondary" sx={{ mb: 0.5 }}>
              {total === null ? (
                group.label
              ) : (
                <Badge
                  badgeContent={formatInteger(total)}
                  color={total > 0 ? 'warning' : 'success'}
                  showZero
                  max={999999}
                  sx={{ pr: 2.5, '& .MuiBadge-badge': { right: -4, top: 10 } }}
                  slotProps={{
                    badge: {
                      'aria-label': `${formatInteger(total)} vehículos a revisar`,
                      role: 'status',
                    } as object,
                  }}
                >
                  {group.label}
                </Badge>
              )}
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
            {group.cards.map((card) => (
              <CardBox
                key={card.id}
                card={card}
                count={counts[card.id] ?? 0}
                filterable={group.filterable !== false}
                active={card.id === activeCard}
                onCard={onCard}
              />
            ))}
          </Box>
        </Box>
      );
    })}
  </Box>
);

export const SummaryCardGroups = memo(SummaryCardGroupsImpl) as typeof SummaryCardGroupsImpl;
