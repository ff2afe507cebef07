// The notifications inbox (/notificaciones).
import NotificationsIcon from '@mui/icons-material/Notifications';
import { defineResource } from '../defineResource';
import type { NotificationRecord } from './types';

export default defineResource<NotificationRecord>({
  name: 'notificaciones',
  screens: { list: () => import('./NotificationList') },
  icon: NotificationsIcon,
  recordRepresentation: (n) => n.text,
  menu: { label: 'Notificaciones', order: 110 },
});
