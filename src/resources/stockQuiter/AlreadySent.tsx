// After a send the selection stays, and the panel says it went already (a second
// 'Enviar' sends nothing the channels have: they are listed as 'ya publicado').
import { useEffect, useState } from 'react';
import { Alert } from '@mui/material';
import { formatRelativeTime } from '../../domain/format';
import type { LastSend } from '../../domain/sendTally';

/** 'hace 2 minutos' moves on by itself. */
const CLOCK_MS = 30_000;

export const AlreadySent = ({ lastSend }: { lastSend: LastSend }) => {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_MS);
    return () => clearInterval(timer);
  }, []);
  const when = formatRelativeTime(lastSend.at, now);
  return (
    <Alert severity="info" sx={{ mb: 1 }} role="status">
      {`Esta selección ya se envió a ${lastSend.channelLabels.join(', ')} (${when}).`}
    </Alert>
  );
};
