// The notifications inbox resource (route /notificaciones, spec 1 §2).
import NotificationsIcon from '@mui/icons-material/Notifications';
import { lazyPage } from '../../pages';
import type { NotificationRecord } from './types';

const NotificationList = lazyPage('notifications');

export default {
  list: NotificationList,
  icon: NotificationsIcon,
  recordRepresentation: (n: NotificationRecord) => n.text,
};
