// The console's screens, each a chunk of its own loaded on demand. App's lazy routes load
// them from here, and so do main.tsx and the drawer ahead of a click (issue 7 §5: while the
// sign-in form is filled in, when the console is idle, when the pointer rests on a menu
// entry), so that the code is already there when the page opens.
import { lazy, type ComponentType } from 'react';
import { loadStockGeneralPage } from './customRoutes/stockGeneral/preload';

type PageModule = { default: ComponentType };

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
  // Spec 3 §2.2–§2.4: the own sites' stock dashboards (one component, two configurations).
  gomotorStock: () =>
    import('./resources/ownSites/OwnSiteDashboard').then((m) => ({
      default: m.GomotorDashboard,
    })),
  grupolivaStock: () =>
    import('./resources/ownSites/OwnSiteDashboard').then((m) => ({
      default: m.GrupolivaDashboard,
    })),
  // Spec 3 §2.5 / §2.6: the own sites' edit and create pages (one component each).
  gomotorEdit: () =>
    import('./resources/ownSites/OwnSiteEdit').then((m) => ({ default: m.GomotorEdit })),
  grupolivaEdit: () =>
    import('./resources/ownSites/OwnSiteEdit').then((m) => ({ default: m.GrupolivaEdit })),
  gomotorCreate: () =>
    import('./resources/ownSites/OwnSiteCreate').then((m) => ({ default: m.GomotorCreate })),
  grupolivaCreate: () =>
    import('./resources/ownSites/OwnSiteCreate').then((m) => ({ default: m.GrupolivaCreate })),
  // Spec 3 §2.7: the own sites' log pages and web actions pages (one component each).
  gomotorLog: () =>
    import('./customRoutes/ownSiteLog/OwnSiteLogPage').then((m) => ({ default: m.GomotorLogPage })),
  grupolivaLog: () =>
    import('./customRoutes/ownSiteLog/OwnSiteLogPage').then((m) => ({
      default: m.GrupolivaLogPage,
    })),
  gomotorWebActions: () =>
    import('./customRoutes/ownSiteLog/WebActionsPage').then((m) => ({
      default: m.GomotorWebActionsPage,
    })),
  grupolivaWebActions: () =>
    import('./customRoutes/ownSiteLog/WebActionsPage').then((m) => ({
      default: m.GrupolivaWebActionsPage,
    })),
  // Spec 3 §2.8: the web stock dashboard /gomotor (the same dashboard, a third configuration)
  // and its row edit page.
  webStock: () => import('./resources/webStock/WebStockDashboard'),
  webStockEdit: () => import('./resources/webStock/WebStockEdit'),
  // Issue 9: the campaigns resource (spec 3 §3.3, §7.1) and the CountDown Maker (spec 2).
  campaigns: () => import('./resources/campaigns/CampaignList'),
  campaignCreate: () => import('./resources/campaigns/CampaignCreate'),
  campaignEdit: () => import('./resources/campaigns/CampaignEdit'),
  countdownMaker: () => import('./resources/countdown/CountdownMaker'),
  // Issue 10 §2: the Coches.net publisher (spec 2 "Marketplace publisher").
  cochesNet: () => import('./customRoutes/cochesNet/CochesNetPage'),
  cochesNetEdit: () => import('./customRoutes/cochesNet/CochesNetEditPage'),
  // Issue 13 §2: the vehicle-data provider's new vehicle form (spec 2).
  providerForm: () => import('./customRoutes/providerForm/ProviderFormPage'),
  // Issue 12 §2: the moto stock table and the editable moto sheet (spec 1 §2 /motos).
  motos: () => import('./resources/motos/MotoList'),
  motoEdit: () => import('./resources/motos/MotoEdit'),
  // Issue 13 §1: the Aramis Francia panel (spec 2 "Panel de Aramis Francia").
  aramisFrancia: () => import('./resources/aramisFrancia/AramisList'),
  // Issue 11 §2: the renting stock, its create and edit pages (spec 2 "Renting stock").
  rentingList: () => import('./resources/renting/RentingList'),
  rentingCreate: () => import('./resources/renting/RentingCreate'),
  rentingEdit: () => import('./resources/renting/RentingEdit'),
  // Channel consistency: the drifts between the stock and the channels, the history of
  // changes (administrators) and the automatic fix setting (administrators).
  consistency: () => import('./customRoutes/consistency/ConsistencyPage'),
  history: () => import('./resources/history/HistoryList'),
  consistencySettings: () => import('./customRoutes/settings/ConsistencySettingsPage'),
} satisfies Record<string, () => Promise<PageModule>>;

export type PageName = keyof typeof pages;

/** The pages whose code is here, fetched ahead or opened before. */
const loaded = new Map<PageName, PageModule>();

const load = (name: PageName): Promise<PageModule> =>
  pages[name]().then((module) => {
    loaded.set(name, module);
    return module;
  });

/** Starts loading a page's code; a failure is left for the page's own opening to report. */
export const preloadPage = (name: PageName): Promise<unknown> => load(name).catch(() => undefined);

/**
 * The page as a lazy component. When its code was fetched ahead, React gets it at once (a
 * thenable that answers synchronously), so it renders without suspending: a suspended page
 * shows its fallback, and React then holds the page back until 300 ms after that fallback
 * (its reveal throttle) — most of a menu click's wait.
 */
export const lazyPage = (name: PageName) =>
  lazy(() => {
    const ready = loaded.get(name);
    if (!ready) return load(name);
    const answered = { then: (onReady: (module: PageModule) => void) => onReady(ready) };
    return answered as unknown as Promise<PageModule>;
  });
