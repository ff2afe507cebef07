// The history of changes, a read-only resource for administrators (/historial). Its list is
// not even mounted for other users: it would ask the API for a page before react-admin's own
// access check sends them away.
import ManageHistoryIcon from '@mui/icons-material/ManageHistory';
import { HISTORY_RESOURCE, type AuditRecord } from '../../dataProvider/audit';
import { defineResource } from '../defineResource';

export default defineResource<AuditRecord>({
  name: HISTORY_RESOURCE,
  screens: { list: () => import('./HistoryList') },
  icon: ManageHistoryIcon,
  recordRepresentation: (e) => e.message,
  access: HISTORY_RESOURCE,
  menu: { label: 'Historial de cambios', order: 51, group: 'Control', adminOnly: true },
});
