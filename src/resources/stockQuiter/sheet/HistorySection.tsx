// 'Historial': the vehicle's changes, newest first — who, when, what, and each field's
// before → after — the first few, then 'Ver más' asks for more. Renewed on the server's
// change events.
import { useState } from 'react';
import { Alert, Button, List, ListItem, Skeleton, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { channels } from '../../../dataProvider/channels';
import { HISTORY_RESOURCE, readVehicleHistory } from '../../../dataProvider/audit';
import { auditActionLabel, auditUserLabel } from '../../../domain/audit';
import { formatCount, formatDateTime } from '../../../domain/format';
import { Section } from '../../../layout/Section';
import { useLiveResource } from '../../../realtime/useLiveResource';
import { AuditChanges } from '../../../resources/history/AuditChanges';

export const HISTORY_SECTION_TITLE = 'Historial';
/** Entries shown first, and added by each 'Ver más'. */
export const HISTORY_STEP = 10;

const channelLabel = (id: string | undefined) =>
  id ? (channels.find((c) => c.id === id)?.label ?? id) : '';

export const HistorySection = ({ idv }: { idv: string }) => {
  useLiveResource(HISTORY_RESOURCE);
  const [count, setCount] = useState(HISTORY_STEP);
  const { data, error, isPending, isFetching } = useQuery({
    queryKey: [HISTORY_RESOURCE, 'vehicle', idv, count],
    queryFn: ({ signal }) => readVehicleHistory(idv, count, signal),
    placeholderData: keepPreviousData,
  });
  const entries = data?.entries ?? [];
  const more = data ? data.total - entries.length : 0;
  return (
    <Section variant="card" titleId="history-title" title={HISTORY_SECTION_TITLE}>
      {error && <Alert severity="error">{error.message}</Alert>}
      {isPending && <Skeleton variant="rounded" height={120} aria-label="Cargando el historial" />}
      {data && !entries.length && (
        <Typography color="text.secondary">Sin cambios registrados</Typography>
      )}
      {entries.length > 0 && (
        <List aria-label={HISTORY_SECTION_TITLE} disablePadding>
          {entries.map((entry, i) => (
            <ListItem
              key={entry.id}
              disableGutters
              divider={i < entries.length - 1}
              sx={{ display: 'block', py: 1 }}
            >
              <Typography variant="caption" color="text.secondary" component="p">
                {[
                  formatDateTime(entry.at),
                  auditUserLabel(entry.user),
                  auditActionLabel(entry.action),
                  channelLabel(entry.channel),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
              <AuditChanges entry={entry} />
            </ListItem>
          ))}
        </List>
      )}
      {more > 0 && (
        <Button
          sx={{ mt: 1 }}
          loading={isFetching}
          disabled={isFetching}
          onClick={() => setCount((n) => n + HISTORY_STEP)}
        >
          {`Ver más (${formatCount(more, 'cambio')} más)`}
        </Button>
      )}
    </Section>
  );
};
