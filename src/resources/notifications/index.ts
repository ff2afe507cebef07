// The notifications inbox resource (route /notificaciones, spec 1 §2).
import { lazy } from 'react';
import NotificationsIcon from '@mui/icons-material/Notifications';
import type { NotificationRecord } from './types';

const NotificationList = lazy(() => import('./NotificationList'));

export default {
  list: NotificationList,
  icon: NotificationsIcon,
  recordRepresentation: (n: NotificationRecord) => n.text,
};
