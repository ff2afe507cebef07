// 'Historial de cambios' (administrators): every change the console and the server made to
// a vehicle or a listing, newest first, paged by the server, filtered by user, channel,
// entity, dates and text, and exported as CSV with the same filters.
import type { ReactNode } from 'react';
import {
  DataTable,
  DateInput,
  FilterButton,
  List,
  Pagination,
  SearchInput,
  SelectInput,
  TextInput,
  TopToolbar,
  LinkBase,
} from 'react-admin';
import { Link, Typography } from '@mui/material';
import { channels } from '../../dataProvider/channels';
import { HISTORY_RESOURCE, type AuditRecord } from '../../dataProvider/audit';
import {
  AUDIT_ENTITY_CHOICES,
  auditActionLabel,
  auditEntityLabel,
  auditUserLabel,
} from '../../domain/audit';
import { EMPTY_TEXT, formatDateTime } from '../../domain/format';
import { useLiveResource } from '../../realtime/useLiveResource';
import { AuditChanges } from './AuditChanges';
import { ExportHistoryButton } from './ExportHistoryButton';

export const HISTORY_TITLE = 'Historial de cambios';
const PAGE_SIZE = 25;
const CHANNEL_CHOICES = channels.map((c) => ({ id: c.id, name: c.label }));
const channelLabel = (id: string | undefined) =>
  id ? (CHANNEL_CHOICES.find((c) => c.id === id)?.name ?? id) : EMPTY_TEXT;

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Buscar en el historial" />,
  <TextInput key="user" source="user" label="Usuario (e-mail)" />,
  <SelectInput key="channel" source="channel" label="Canal" choices={CHANNEL_CHOICES} />,
  <SelectInput key="entity" source="entity" label="Entidad" choices={AUDIT_ENTITY_CHOICES} />,
  <DateInput key="from" source="from" label="Desde" />,
  <DateInput key="to" source="to" label="Hasta" />,
];

/** The table's columns, none sortable: the server keeps the newest first. */
const COLUMNS: {
  source: keyof AuditRecord & string;
  label: string;
  render: (entry: AuditRecord) => ReactNode;
}[] = [
  { source: 'at', label: 'Fecha', render: (e) => formatDateTime(e.at) },
  { source: 'user', label: 'Usuario', render: (e) => auditUserLabel(e.user) },
  { source: 'action', label: 'Acción', render: (e) => auditActionLabel(e.action) },
  { source: 'entity', label: 'Entidad', render: (e) => auditEntityLabel(e.entity) },
  { source: 'channel', label: 'Canal', render: (e) => channelLabel(e.channel) },
  {
    source: 'idv',
    label: 'IDV',
    render: (e) =>
      e.idv ? (
        <Link component={LinkBase} to={`/stock-general-quiter/${encodeURIComponent(e.idv)}`}>
          {e.idv}
        </Link>
      ) : (
        EMPTY_TEXT
      ),
  },
  { source: 'message', label: 'Cambio', render: (e) => <AuditChanges entry={e} /> },
];

const NoEntries = () => (
  <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
    No hay cambios registrados con estos filtros
  </Typography>
);

const HistoryList = () => {
  useLiveResource(HISTORY_RESOURCE);
  return (
    <List<AuditRecord>
      resource={HISTORY_RESOURCE}
      title={HISTORY_TITLE}
      perPage={PAGE_SIZE}
      pagination={<Pagination rowsPerPageOptions={[PAGE_SIZE]} />}
      sort={{ field: 'at', order: 'DESC' }}
      filters={filters}
      actions={
        <TopToolbar>
          <FilterButton />
          <ExportHistoryButton />
        </TopToolbar>
      }
      empty={false}
    >
      <DataTable<AuditRecord>
        aria-label={HISTORY_TITLE}
        bulkActionButtons={false}
        rowClick={false}
        empty={<NoEntries />}
      >
        {COLUMNS.map(({ source, label, render }) => (
          <DataTable.Col<AuditRecord>
            key={source}
            source={source}
            label={label}
            disableSort
            render={render}
          />
        ))}
      </DataTable>
    </List>
  );
};

export default HistoryList;
