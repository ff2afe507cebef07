// The history of changes, a read-only resource for administrators (route /historial). Its
// list is not even mounted for other users (as the 'Ajustes' pages): it would ask the API
// for a page before react-admin's own access check sends them away.
import ManageHistoryIcon from '@mui/icons-material/ManageHistory';
import { CanAccess } from 'react-admin';
import { AccessDenied } from '../../layout/AccessDenied';
import { lazyPage } from '../../pages';
import { HISTORY_RESOURCE, type AuditRecord } from '../../dataProvider/audit';

const HistoryList = lazyPage('history');

const AdminHistoryList = () => (
  <CanAccess resource={HISTORY_RESOURCE} action="list" accessDenied={<AccessDenied />}>
    <HistoryList />
  </CanAccess>
);

export default {
  list: AdminHistoryList,
  icon: ManageHistoryIcon,
  recordRepresentation: (e: AuditRecord) => e.message,
};
