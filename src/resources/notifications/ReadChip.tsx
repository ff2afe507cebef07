// Spec 2, Notificaciones: a read/unread chip per row ('Leida' / 'No leida'); clicking it
// flips the reading flag with PUT /notifications/{id} {reading} (spec 1 §7).
import type { MouseEvent } from 'react';
import { Chip } from '@mui/material';
import { useRecordContext, useUpdate } from 'react-admin';
import type { NotificationRecord } from './types';

export const ReadChip = () => {
  const record = useRecordContext<NotificationRecord>();
  const [update, { isPending }] = useUpdate<NotificationRecord>();
  if (!record) return null;

  const toggle = (event: MouseEvent) => {
    // The chip sits inside a clickable row: the click must not select or open it.
    event.stopPropagation();
    void update('notificaciones', {
      id: record.id,
      data: { reading: !record.reading },
      previousData: record,
    });
  };

  return (
    <Chip
      size="small"
      label={record.reading ? 'Leida' : 'No leida'}
      color={record.reading ? 'default' : 'primary'}
      variant={record.reading ? 'outlined' : 'filled'}
      onClick={toggle}
      disabled={isPending}
      title={record.reading ? 'Marcar como no leída' : 'Marcar como leída'}
    />
  );
};
