// /gomotor as the third configuration of the one stock dashboard (STYLE.md "One component, several
// configurations"): the same header, cards, table and row actions as /stock-gomotor and
// /stock-grupoliva, over the GOmotor web host's rows.
import type { StockDashboardConfig } from '../stockDashboard/config.js';
import { WEB_STOCK_GROUPS } from './cards.js';
import { WEB_STOCK_COLUMNS, WEB_STOCK_FIELDS } from './columns.js';
import type { WebStockRow } from './row.js';

/** The react-admin resource of the web stock rows (src/dataProvider/webStock). */
export const WEB_STOCK_RESOURCE = 'gomotor';

export const WEB_STOCK_CONFIG: StockDashboardConfig<WebStockRow> = {
  id: 'web-gomotor',
  label: 'GOmotor web',
  title: 'Stock web GOmotor',
  path: '/gomotor',
  resource: WEB_STOCK_RESOURCE,
  // docs/API.md: the web host's listings are the gomotor channel's collection.
  serverCollection: 'gomotor-vehicles',
  fields: WEB_STOCK_FIELDS,
  // The header: ACTUALIZAR DDBB, Sincronización Web, 'Ver stock en Web', EXPANDIR.
  header: { create: false, actionsPath: null, webStockLink: true },
  filterChips: true,
  groups: WEB_STOCK_GROUPS,
  columns: WEB_STOCK_COLUMNS,
  rowName: (row) => row.idv,
  // Snackbars on the web stock dashboard stay 6000 ms.
  snackbarMs: 6000,
  messages: {
    // The same load failure text as the first site's.
    loadFailure: 'Error Code: 1 - Parece que el servidor del multipublicador no esta respondiendo',
    empty: 'No hay vehículos en la web de GOmotor',
  },
};
