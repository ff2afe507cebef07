// One stock dashboard, several configurations (STYLE.md): /stock-gomotor, /stock-grupoliva and the
// web stock /gomotor are the same component given one of these. Everything that differs between
// them is here.
import type { CardGroup } from './cards.js';
import type { ResultColumn } from './columns.js';

export interface DashboardHeaderOptions {
  /** 'Crear Vehículo' → the current path plus /new-car (not on /gomotor). */
  create: boolean;
  /** 'Ver Acciones' → the site's log page, or null (not on /gomotor). */
  actionsPath: string | null;
  /** 'Ver stock en Web' (first site and /gomotor). */
  webStockLink: boolean;
}

export interface StockDashboardConfig<Row> {
  /** Short id: the URL-safe name of the dashboard ('gomotor', 'web-gomotor'). */
  id: string;
  /** The name in texts ('Acciones de GOmotor', 'Vehículos de GOmotor web'). */
  label: string;
  /** The page title. */
  title: string;
  /** Console route; the row edit is this path plus the row's _id. */
  path: string;
  /** The react-admin resource that serves the rows (getAll, update, delete, updateDb…). */
  resource: string;
  /** The server collection whose 'resource:changed' reads the rows again. */
  serverCollection: string;
  /** The fields the dashboard reads (its cards, its columns, its row actions). */
  fields: readonly string[];
  header: DashboardHeaderOptions;
  /** Chips listing the active filters (first site only). */
  filterChips: boolean;
  /** Card groups in display order. */
  groups: readonly CardGroup<Row>[];
  /** The groups for the rows read (the first site's one card per campaign); default `groups`. */
  groupsFor?: (rows: readonly Row[]) => CardGroup<Row>[];
  columns: readonly ResultColumn<Row>[];
  /** The field naming a row in texts ('Eliminar 1234'): idv. */
  rowName: (row: Row) => string;
  /** The texts of a failed load and of an empty list. */
  messages: { loadFailure: string; empty: string };
  /** How long its snackbars stay (6000 ms on /gomotor); react-admin's default. */
  snackbarMs?: number;
}

/** The notify options of a dashboard's snackbars. */
export const snackbarOptions = (
  config: Pick<StockDashboardConfig<unknown>, 'snackbarMs'>,
  type: 'success' | 'error' | 'warning',
) => ({ type, ...(config.snackbarMs ? { autoHideDuration: config.snackbarMs } : {}) });

/** The row edit goes to the current path plus the row's _id. */
export const rowEditPath = (config: Pick<StockDashboardConfig<unknown>, 'path'>, id: string) =>
  `${config.path}/${encodeURIComponent(id)}`;
