// The CountDown Maker's cards, one per campaign of the list, all ticking on the one shared second
// clock (countdowns refresh every second).
import { Box } from '@mui/material';
import { useListContext } from 'react-admin';
import { countdownCardOrder, type CountdownRecord } from '../../domain/campaigns';
import { useNow } from '../campaigns/secondClock';
import { CountdownCard } from './CountdownCard';

export const CountdownCards = () => {
  const { data } = useListContext<CountdownRecord & { id: string }>();
  const now = useNow();
  if (!data?.length) return null;
  return (
    <Box
      component="section"
      aria-label="Contadores"
      sx={{
        display: 'grid',
        gap: 2,
        p: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
      }}
    >
      {countdownCardOrder(data, now).map((record) => (
        <CountdownCard key={record.id} record={record} now={now} />
      ))}
    </Box>
  );
};
