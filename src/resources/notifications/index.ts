// The notifications inbox resource (route /notificaciones, spec 1 §2).
import { lazy } from 'react';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { pages } from '../../pages';
import type { NotificationRecord } from './types';

const NotificationList = lazy(pages.notifications);

export default {
  list: NotificationList,
  icon: NotificationsIcon,
  recordRepresentation: (n: NotificationRecord) => n.text,
};
