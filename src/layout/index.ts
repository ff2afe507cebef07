export { Layout } from './Layout';
export { AppBar } from './AppBar';
export { Menu } from './Menu';
export { NotificationBell } from './NotificationBell';
export { AccessDenied } from './AccessDenied';
export { NotFound } from './NotFound';
export { theme } from './theme';
