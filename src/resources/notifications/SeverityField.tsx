// Severity column of the inbox: the same icon and colour the bell uses (severities come from the
// server, unknown ones show as information).
import { useRecordContext } from 'react-admin';
import { SeverityIcon } from '../../layout/SeverityIcon';
import type { NotificationRecord } from './types';

export const SeverityField = () => {
  const record = useRecordContext<NotificationRecord>();
  return record ? <SeverityIcon severity={record.severity} /> : null;
};
