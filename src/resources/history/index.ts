// The history of changes, a read-only resource for administrators (route /historial).
import ManageHistoryIcon from '@mui/icons-material/ManageHistory';
import { lazyPage } from '../../pages';
import type { AuditRecord } from '../../dataProvider/audit';

const HistoryList = lazyPage('history');

export default {
  list: HistoryList,
  icon: ManageHistoryIcon,
  recordRepresentation: (e: AuditRecord) => e.message,
};
