// The notifications inbox (/notificaciones): 50 rows per page, checkbox selection, a read/unread
// chip per row and a bulk 'Eliminar' with the selection count.
import { DataTable, List, Pagination, SearchInput, TopToolbar } from 'react-admin';
import { formatDateTime } from '../../domain/format';
import { selectionBody } from '../../layout/SelectionRow';
import { useLiveResource } from '../../realtime/useLiveResource';
import { NotificationBulkActionsToolbar } from './NotificationBulkActionsToolbar';
import { NotificationsEmpty } from './NotificationsEmpty';
import { ReadChip } from './ReadChip';
import { ReadingFilter } from './ReadingFilter';
import { SeverityField } from './SeverityField';
import type { NotificationRecord } from './types';

const PAGE_SIZE = 50;

/** The longest search the API takes (docs/API.md "Notifications": q ≤ 200 characters). */
const SEARCH_MAX_LENGTH = 200;

const filters = [
  <SearchInput
    key="q"
    source="q"
    alwaysOn
    placeholder="Buscar"
    slotProps={{ htmlInput: { maxLength: SEARCH_MAX_LENGTH } }}
  />,
];

const NotificationBody = selectionBody<NotificationRecord>((n) => n.text);

const origin = (n: NotificationRecord) => [n.site, n.action].filter(Boolean).join(' · ');

const NotificationList = () => {
  // The list follows the server ('FromAPI' / resource change events).
  useLiveResource('notificaciones');
  return (
    <List
      // Any signed-in user reads notifications, and <Admin requireAuth> has already checked the
      // session: the list asks for its rows at once instead of after two more round trips of its
      // own (check the session, then the access).
      disableAuthentication
      title="Notificaciones"
      perPage={PAGE_SIZE}
      pagination={<Pagination rowsPerPageOptions={[PAGE_SIZE]} />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={filters}
      actions={
        <TopToolbar>
          <ReadingFilter />
        </TopToolbar>
      }
      empty={<NotificationsEmpty />}
    >
      <DataTable<NotificationRecord>
        rowClick={false}
        body={NotificationBody}
        bulkActionsToolbar={<NotificationBulkActionsToolbar />}
        empty={<NotificationsEmpty />}
      >
        <DataTable.Col<NotificationRecord> source="severity" label="Tipo" field={SeverityField} />
        <DataTable.Col<NotificationRecord> source="text" label="Mensaje" />
        <DataTable.Col<NotificationRecord> source="site" label="Origen" render={origin} />
        <DataTable.Col<NotificationRecord>
          source="createdAt"
          label="Fecha"
          render={(n) => formatDateTime(n.createdAt)}
        />
        <DataTable.Col<NotificationRecord> source="reading" label="Estado" field={ReadChip} />
      </DataTable>
    </List>
  );
};

export default NotificationList;
