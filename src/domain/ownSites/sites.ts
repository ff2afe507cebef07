// The two own-site dashboards as configurations of one component (STYLE.md "One component, several
// configurations"). Everything that differs between /stock-gomotor and /stock-grupoliva is here;
// the rules themselves are in the sibling modules.
import { GOMOTOR_BULK_ACTIONS, GRUPOLIVA_BULK_ACTIONS, type BulkAction } from './bulkActions.js';
import {
  bodyTypeGroup,
  campaignGroup,
  commonGroup,
  fuelGroup,
  landingPageGroups,
  reviewGroup,
  stockTypeGroup,
  webTypeGroup,
  type CardGroup,
} from './cards.js';
import { RESULT_COLUMNS, type ResultColumn } from './columns.js';
import { OWN_SITE_DASHBOARD_FIELDS } from './dashboardFields.js';
import type { StockDashboardConfig } from '../stockDashboard/config.js';
import { campaignsInStock } from './cards.js';
import { OWN_SITE_CREATE_ROUTE } from '../recordRoutes.js';
import type { Campaign, OwnSiteId, OwnSiteVehicle } from './vehicle.js';

export interface OwnSiteConfig {
  id: OwnSiteId;
  /** The site's name in texts ('Crear vehículo manual en GOmotor'). */
  label: string;
  /** Console route of the dashboard; new-car and the edit page hang under it. */
  path: string;
  /** Sale-stock API resource: /api/{apiResource}. */
  apiResource: OwnSiteId;
  /** 'Ver Acciones' target. */
  logPath: string;
  /**
   * Its update-db answers the whole sale stock (GOmotor; Grupo Oliva's, the vehicles it
   * retired): the console asks it for the ids alone — it shows the message and reads the
   * dashboard again — not for 300 MB of vehicles at 60,000.
   */
  updateDbAnswersStock: boolean;
  /** 'Ver stock en Web' is shown (first site only); its URL is configuration. */
  webStockLink: boolean;
  /** Chips listing the active filters (first site only). */
  filterChips: boolean;
  /** Card groups in display order; the campaign group, if any, lists no campaign yet. */
  groups: readonly CardGroup[];
  columns: readonly ResultColumn[];
  bulkActions: readonly BulkAction[];
  /** The texts of the dashboard, per site. */
  messages: {
    loadFailure: string;
    empty: string;
    editSuccess: string;
    editFailure: string;
    noPhotos: string;
  };
}

const SHARED_MESSAGES = {
  // Both sites use the same words for the empty list.
  empty: 'No hay vehículos en la base de datos...',
  editSuccess: 'Vehículo actualizado con éxito',
  editFailure: 'Ha ocurrido un error al actualizar el vehículo',
  noPhotos: 'Este vehículo no tiene fotos',
} as const;

/** The first site (GOmotor) and its card groups. */
export const GOMOTOR_CONFIG: OwnSiteConfig = {
  id: 'gomotor',
  label: 'GOmotor',
  path: '/stock-gomotor',
  apiResource: 'gomotor',
  logPath: '/gomotor/log',
  updateDbAnswersStock: true,
  webStockLink: true,
  filterChips: true,
  groups: [
    commonGroup('Home'),
    stockTypeGroup(false),
    webTypeGroup(['Ocasión', 'Km 0']),
    bodyTypeGroup(),
    fuelGroup(),
    campaignGroup(),
    reviewGroup(),
  ],
  columns: RESULT_COLUMNS,
  bulkActions: GOMOTOR_BULK_ACTIONS,
  messages: {
    ...SHARED_MESSAGES,
    loadFailure: 'Error Code: 1 - Parece que el servidor del multipublicador no esta respondiendo',
  },
};

/** The second site (DESIGN.md: {product} is grupoliva) and its card groups. */
export const GRUPOLIVA_CONFIG: OwnSiteConfig = {
  id: 'grupoliva',
  label: 'Grupo Oliva',
  path: '/stock-grupoliva',
  apiResource: 'grupoliva',
  logPath: '/grupoliva/log',
  updateDbAnswersStock: false,
  webStockLink: false,
  filterChips: false,
  groups: [
    commonGroup('Destacados'),
    stockTypeGroup(true),
    webTypeGroup(['Nuevo', 'KM 0', 'Ocasión']),
    fuelGroup(),
    ...landingPageGroups(),
  ],
  columns: RESULT_COLUMNS,
  bulkActions: GRUPOLIVA_BULK_ACTIONS,
  messages: { ...SHARED_MESSAGES, loadFailure: 'Error de conexión con la base de datos' },
};

export const OWN_SITE_CONFIGS: Readonly<Record<OwnSiteId, OwnSiteConfig>> = {
  gomotor: GOMOTOR_CONFIG,
  grupoliva: GRUPOLIVA_CONFIG,
};

/**
 * The card groups to show: the site's groups with its campaign group (if any) listing one
 * card per campaign given ('Con campaña' stays first).
 */
export const cardGroups = (
  config: OwnSiteConfig,
  campaigns: readonly Campaign[] = [],
): CardGroup[] => config.groups.map((g) => (g.id === 'campana' ? campaignGroup(campaigns) : g));

/** The dashboard, create and edit routes of a site. */
export const siteRoutes = (config: OwnSiteConfig) => ({
  dashboard: config.path,
  create: `${config.path}/${OWN_SITE_CREATE_ROUTE}`,
  edit: (idOrIdv: string) => `${config.path}/${encodeURIComponent(idOrIdv)}`,
});

/** The edit page's title. */
export const editTitle = (idv: string): string => `Editar IDV: ${idv}`;

export { OWN_SITE_DASHBOARD_FIELDS };

/** The server's collection of each site's sale stock (docs/API.md "Log": resource:changed). */
const SERVER_COLLECTION: Record<OwnSiteId, string> = {
  gomotor: 'gomotor-sale-stock',
  grupoliva: 'grupoliva-vehicles',
};

const dashboards = new Map<OwnSiteId, StockDashboardConfig<OwnSiteVehicle>>();

/**
 * A site as a configuration of the one stock dashboard (../stockDashboard/config.ts): its resource
 * `stock-{site}`, 'Crear Vehículo', 'Ver Acciones' → its log page, and the first site's one card
 * per campaign assigned in the stock.
 */
export const ownSiteDashboard = (config: OwnSiteConfig): StockDashboardConfig<OwnSiteVehicle> => {
  const known = dashboards.get(config.id);
  if (known) return known;
  const dashboard: StockDashboardConfig<OwnSiteVehicle> = {
    id: config.id,
    label: config.label,
    title: `Stock ${config.label}`,
    path: config.path,
    resource: `stock-${config.id}`,
    serverCollection: SERVER_COLLECTION[config.id],
    fields: OWN_SITE_DASHBOARD_FIELDS,
    header: { create: true, actionsPath: config.logPath, webStockLink: config.webStockLink },
    filterChips: config.filterChips,
    groups: config.groups,
    groupsFor: (vehicles) => cardGroups(config, campaignsInStock(vehicles)),
    columns: config.columns,
    rowName: (v) => String(v.idv ?? v._id),
    messages: { loadFailure: config.messages.loadFailure, empty: config.messages.empty },
  };
  dashboards.set(config.id, dashboard);
  return dashboard;
};
