// The custom pages: the screens over no single entity (dashboards, the portal detail, files,
// logs, the provider form, the checks). Each is a lazy chunk at a fixed address, and may have
// a place in the drawer. The entities' screens are resources, declared in their folders
// (src/resources/<name>/index.ts).
import type { ComponentType } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DataObjectIcon from '@mui/icons-material/DataObject';
import HistoryIcon from '@mui/icons-material/History';
import RuleIcon from '@mui/icons-material/Rule';
import type { MenuEntry, MenuPlace } from './layout/menuItems';
import { registerScreenPath, screen, type ScreenLoader } from './screens';
import { behindAccess } from './resources/defineResource';
// Only the log module: the rest of the own sites' rules stays out of the first chunk.
import { webActionsPath } from './domain/ownSites/logs';

interface CustomPageDeclaration {
  path: string;
  load: ScreenLoader;
  menu?: MenuPlace & { icon: SvgIconComponent };
  /** For the administrator only, even when typed in the address. */
  adminOnly?: boolean;
}

export interface CustomPage {
  path: string;
  /** The page's code; looked up when loaded, so a test may watch it. */
  load: ScreenLoader;
  Page: ComponentType;
  preload: () => Promise<unknown>;
  menu?: MenuEntry;
}

const customPage = ({ path, load, menu, adminOnly }: CustomPageDeclaration): CustomPage => {
  const page = { path, load } as CustomPage;
  const opened = screen(() => page.load());
  registerScreenPath(path, opened);
  page.Page = adminOnly ? behindAccess(opened.Component, 'settings', 'access') : opened.Component;
  page.preload = opened.preload;
  if (menu) page.menu = { ...menu, adminOnly, path, preload: opened.preload };
  return page;
};

/** The own sites' log pages and their web actions pages (one component each). */
const ownSiteLog = () => import('./customRoutes/ownSiteLog/OwnSiteLogPage');
const webActions = () => import('./customRoutes/ownSiteLog/WebActionsPage');

export const pages = {
  dashboard: customPage({
    path: '/dashboard',
    load: () => import('./customRoutes/dashboard/DashboardPage'),
    menu: { label: 'Dashboard', order: 10, icon: DashboardIcon },
  }),
  profile: customPage({
    path: '/mi-cuenta',
    load: () => import('./customRoutes/profile/ProfilePage'),
  }),
  portalDetail: customPage({
    path: '/quiter/:portalId',
    load: () => import('./customRoutes/portalDetail/PortalDetailPage'),
  }),
  gomotorLog: customPage({
    path: '/gomotor/log',
    load: () => ownSiteLog().then((m) => ({ default: m.GomotorLogPage })),
    menu: { label: 'Log GOmotor', order: 33, group: 'Webs Propias', icon: HistoryIcon },
  }),
  grupolivaLog: customPage({
    path: '/grupoliva/log',
    load: () => ownSiteLog().then((m) => ({ default: m.GrupolivaLogPage })),
    menu: { label: 'Log Grupo Oliva', order: 34, group: 'Webs Propias', icon: HistoryIcon },
  }),
  gomotorWebActions: customPage({
    path: webActionsPath('/gomotor/log'),
    load: () => webActions().then((m) => ({ default: m.GomotorWebActionsPage })),
  }),
  grupolivaWebActions: customPage({
    path: webActionsPath('/grupoliva/log'),
    load: () => webActions().then((m) => ({ default: m.GrupolivaWebActionsPage })),
  }),
  // A new vehicle on the vehicle-data provider; the page's title says it whole, the drawer's
  // 240 px take this much.
  providerForm: customPage({
    path: '/proveedor/nuevo',
    load: () => import('./customRoutes/providerForm/ProviderFormPage'),
    menu: {
      label: 'Alta en proveedor',
      order: 42,
      group: 'Webs Externas',
      icon: AddCircleOutlineIcon,
    },
  }),
  // The drifts between the stock and the channels, and their fixes.
  consistency: customPage({
    path: '/coherencia',
    load: () => import('./customRoutes/consistency/ConsistencyPage'),
    menu: { label: 'Coherencia de canales', order: 50, group: 'Control', icon: RuleIcon },
  }),
  jsonQuiter: customPage({
    path: '/json-quiter',
    load: () => import('./customRoutes/jsonQuiter/JsonQuiterPage'),
    menu: { label: 'Ficheros JSON Quiter', order: 90, icon: DataObjectIcon },
  }),
  // Whether the drifts are fixed automatically, for the administrator.
  consistencySettings: customPage({
    path: '/settings/coherencia',
    load: () => import('./customRoutes/settings/ConsistencySettingsPage'),
    menu: { label: 'Corrección automática', order: 122, group: 'Ajustes', icon: AutoFixHighIcon },
    adminOnly: true,
  }),
};

/** The custom pages' entries in the drawer. */
export const pageMenuEntries: MenuEntry[] = Object.values(pages).flatMap((page) =>
  page.menu ? [page.menu] : [],
);
