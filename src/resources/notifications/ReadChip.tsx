// A read/unread chip per row of the inbox ('Leida' / 'No leida'); clicking it flips the reading
// flag with PUT /notifications/{id} {reading}.
import type { MouseEvent } from 'react';
import { Chip, CircularProgress } from '@mui/material';
import { useRecordContext, useUpdate } from 'react-admin';
import type { NotificationRecord } from './types';
import { useSingleFlight } from '../../writes';

export const ReadChip = () => {
  const record = useRecordContext<NotificationRecord>();
  const [update, { isPending }] = useUpdate<NotificationRecord>();
  const flight = useSingleFlight();
  if (!record) return null;
  const busy = isPending || flight.pending;

  const toggle = (event: MouseEvent) => {
    // The chip sits inside a clickable row: the click must not select or open it.
    event.stopPropagation();
    // Once per click until its answer: a double click does not flip it back.
    void flight.run(() =>
      update(
        'notificaciones',
        { id: record.id, data: { reading: !record.reading }, previousData: record },
        { mutationMode: 'pessimistic', returnPromise: true },
      ).catch(() => undefined),
    );
  };

  return (
    <Chip
      size="small"
      label={record.reading ? 'Leida' : 'No leida'}
      color={record.reading ? 'default' : 'primary'}
      variant={record.reading ? 'outlined' : 'filled'}
      onClick={toggle}
      disabled={busy}
      aria-busy={busy || undefined}
      icon={busy ? <CircularProgress size={14} color="inherit" /> : undefined}
      title={record.reading ? 'Marcar como no leída' : 'Marcar como leída'}
    />
  );
};
