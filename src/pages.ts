// The console's screens, each a chunk of its own loaded on demand. App's lazy routes load
// them from here, and so do the sign-in screen and the drawer ahead of a click (issue 7 §5:
// while the form is filled in, when the console is idle, when the pointer rests on a menu
// entry), so that the code is already there when the page opens.
import type { ComponentType } from 'react';
import { loadStockGeneralPage } from './customRoutes/stockGeneral/preload';

type PageModule = Promise<{ default: ComponentType }>;

export const pages = {
  dashboard: () => import('./customRoutes/dashboard/DashboardPage'),
  profile: () => import('./customRoutes/profile/ProfilePage'),
  usersSettings: () => import('./customRoutes/settings/UsersSettingsPage'),
  wallapopAccounts: () => import('./customRoutes/settings/WallapopAccountsPage'),
  portalDetail: () => import('./customRoutes/portalDetail/PortalDetailPage'),
  jsonQuiter: () => import('./customRoutes/jsonQuiter/JsonQuiterPage'),
  stockGeneral: loadStockGeneralPage,
  vehicleSheet: () => import('./customRoutes/vehicleSheet/VehicleSheetPage'),
  csvFiles: () => import('./customRoutes/csvFiles/CsvFilesPage'),
  notifications: () => import('./resources/notifications/NotificationList'),
} satisfies Record<string, () => PageModule>;

export type PageName = keyof typeof pages;

/** Starts loading a page's code; a failure is left for the page's own opening to report. */
export const preloadPage = (name: PageName): void => {
  pages[name]().catch(() => undefined);
};

/** Runs `task` when the browser has nothing else to do (or soon, where it cannot say). */
export const whenIdle = (task: () => void): void => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => task());
  else setTimeout(task, 200);
};
