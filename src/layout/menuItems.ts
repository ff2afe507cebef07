// The drawer (spec 1 §2), written as data: one line per entry. Entries sharing a `group`
// are shown together, collapsible, where the group's first entry stands. Later issues add
// their screens here (and their loader to src/pages.ts), e.g.
//   { label: 'Campañas', path: '/campaigns', icon: CampaignIcon, page: 'campaigns' },
//   { label: 'Gomotor', path: '/gomotor', icon: LanguageIcon, group: 'Webs Propias' },
//   { label: 'Grupo Oliva', path: '/stock-grupoliva', icon: LanguageIcon, group: 'Webs Propias' },
//   { label: 'Aramis Francia', path: '/aramis-francia', icon: PublicIcon, group: 'Webs Externas' },
//   { label: 'Coches.net', path: '/coches-net', icon: PublicIcon, group: 'Webs Externas' },
import type { SvgIconComponent } from '@mui/icons-material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PeopleIcon from '@mui/icons-material/People';
import SettingsIcon from '@mui/icons-material/Settings';
import StorefrontIcon from '@mui/icons-material/Storefront';
import LanguageIcon from '@mui/icons-material/Language';
import PublicIcon from '@mui/icons-material/Public';
import InventoryIcon from '@mui/icons-material/Inventory';
import DataObjectIcon from '@mui/icons-material/DataObject';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import HistoryIcon from '@mui/icons-material/History';
import CampaignIcon from '@mui/icons-material/Campaign';
import TimerIcon from '@mui/icons-material/Timer';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import TwoWheelerIcon from '@mui/icons-material/TwoWheeler';
import CarRentalIcon from '@mui/icons-material/CarRental';
import RuleIcon from '@mui/icons-material/Rule';
import ManageHistoryIcon from '@mui/icons-material/ManageHistory';
import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import type { PageName } from '../pages';

export type MenuGroupName = 'Campañas' | 'Webs Propias' | 'Webs Externas' | 'Control' | 'Ajustes';

export interface MenuEntry {
  label: string;
  path: string;
  icon: SvgIconComponent;
  group?: MenuGroupName;
  /** The screen the entry opens (src/pages.ts), whose code is fetched ahead of the click. */
  page: PageName;
  /** Spec 1 §6: shown only to the administrator. */
  adminOnly?: boolean;
}

export const MENU_GROUP_ICONS: Record<MenuGroupName, SvgIconComponent> = {
  Campañas: CampaignIcon,
  'Webs Propias': LanguageIcon,
  'Webs Externas': PublicIcon,
  Control: FactCheckIcon,
  Ajustes: SettingsIcon,
};

export const MENU_ITEMS: MenuEntry[] = [
  { label: 'Dashboard', path: '/dashboard', icon: DashboardIcon, page: 'dashboard' },
  // Spec 1 §2 'Campañas', after Dashboard: the campaigns (spec 3 §3.3) and the CountDown
  // Maker over them (spec 2 "CountDown Maker").
  {
    label: 'Campañas',
    path: '/campaigns',
    icon: CampaignIcon,
    page: 'campaigns',
    group: 'Campañas',
  },
  {
    label: 'CountDown Maker',
    path: '/contadores',
    icon: TimerIcon,
    page: 'countdownMaker',
    group: 'Campañas',
  },
  // Spec 1 §2 'Webs Propias' (Gomotor, {product}): the own sites' stock dashboards (spec 3
  // §2.1) and the web stock dashboard /gomotor (§2.8), then their log pages.
  {
    label: 'Gomotor',
    path: '/stock-gomotor',
    icon: LanguageIcon,
    page: 'gomotorStock',
    group: 'Webs Propias',
  },
  // Spec 3 §2.8: the web stock dashboard (what is live on the GOmotor web).
  {
    label: 'Gomotor web',
    path: '/gomotor',
    icon: LanguageIcon,
    page: 'webStock',
    group: 'Webs Propias',
  },
  {
    label: 'Grupo Oliva',
    path: '/stock-grupoliva',
    icon: LanguageIcon,
    page: 'grupolivaStock',
    group: 'Webs Propias',
  },
  // Spec 3 §2.1: the own sites' log pages, in 'Webs Propias' beside their dashboards.
  {
    label: 'Log GOmotor',
    path: '/gomotor/log',
    icon: HistoryIcon,
    page: 'gomotorLog',
    group: 'Webs Propias',
  },
  {
    label: 'Log Grupo Oliva',
    path: '/grupoliva/log',
    icon: HistoryIcon,
    page: 'grupolivaLog',
    group: 'Webs Propias',
  },
  // Spec 1 §2 'Webs Externas' (Aramis Francia, {host}): the supplier stock panel (issue 13
  // §1) and the Coches.net publisher (spec 2 "Marketplace publisher").
  {
    label: 'Aramis Francia',
    path: '/aramis-francia',
    icon: PublicIcon,
    page: 'aramisFrancia',
    group: 'Webs Externas',
  },
  {
    label: 'Coches.net',
    path: '/coches-net',
    icon: PublicIcon,
    page: 'cochesNet',
    group: 'Webs Externas',
  },
  // Issue 13 §2: a new vehicle on the third-party vehicle-data provider (spec 2); the page's
  // title says it whole, the drawer's 240 px take this much.
  {
    label: 'Alta en proveedor',
    path: '/proveedor/nuevo',
    icon: AddCircleOutlineIcon,
    page: 'providerForm',
    group: 'Webs Externas',
  },
  // What is wrong on the channels right now and who changed what: the drifts between the
  // stock and every channel, then the history of changes (administrators).
  {
    label: 'Coherencia de canales',
    path: '/coherencia',
    icon: RuleIcon,
    page: 'consistency',
    group: 'Control',
  },
  {
    label: 'Historial de cambios',
    path: '/historial',
    icon: ManageHistoryIcon,
    page: 'history',
    group: 'Control',
    adminOnly: true,
  },
  // Issue 11 §2: the renting stock (spec 2 "Renting stock").
  { label: 'Renting', path: '/stock-renting', icon: CarRentalIcon, page: 'rentingList' },
  {
    label: 'Stock Quiter',
    path: '/stock-general-quiter',
    icon: InventoryIcon,
    page: 'stockGeneral',
  },
  // Issue 12 §2: the moto stock (the spec's drawer leaves it out; staff need it).
  { label: 'Motos', path: '/motos', icon: TwoWheelerIcon, page: 'motos' },
  { label: 'Ficheros JSON Quiter', path: '/json-quiter', icon: DataObjectIcon, page: 'jsonQuiter' },
  { label: 'Ficheros CSV', path: '/subir-csv', icon: UploadFileIcon, page: 'csvFiles' },
  {
    label: 'Notificaciones',
    path: '/notificaciones',
    icon: NotificationsIcon,
    page: 'notifications',
  },
  {
    label: 'Usuarios',
    path: '/settings/users',
    icon: PeopleIcon,
    page: 'usersSettings',
    group: 'Ajustes',
    adminOnly: true,
  },
  {
    label: 'Wallapop',
    path: '/settings/wallapop',
    icon: StorefrontIcon,
    page: 'wallapopAccounts',
    group: 'Ajustes',
    adminOnly: true,
  },
  {
    label: 'Corrección automática',
    path: '/settings/coherencia',
    icon: AutoFixHighIcon,
    page: 'consistencySettings',
    group: 'Ajustes',
    adminOnly: true,
  },
];

export type MenuNode =
  { kind: 'item'; entry: MenuEntry } | { kind: 'group'; name: MenuGroupName; entries: MenuEntry[] };

/**
 * What the drawer shows: admin-only entries are dropped unless `isAdmin`, groups are
 * placed where their first visible entry stands, and an empty group disappears.
 */
export const visibleMenu = (entries: readonly MenuEntry[], isAdmin: boolean): MenuNode[] => {
  const nodes: MenuNode[] = [];
  for (const entry of entries) {
    if (entry.adminOnly && !isAdmin) continue;
    if (!entry.group) {
      nodes.push({ kind: 'item', entry });
      continue;
    }
    const group = nodes.find(
      (n): n is Extract<MenuNode, { kind: 'group' }> =>
        n.kind === 'group' && n.name === entry.group,
    );
    if (group) group.entries.push(entry);
    else nodes.push({ kind: 'group', name: entry.group, entries: [entry] });
  }
  return nodes;
};
