// The GOmotor web stock (/gomotor): its list is the web stock dashboard, its edit the row edit
// page (/gomotor/:_id). /gomotor/log stays the first site's log page: a static route ranks
// above the resource's /gomotor/:id.
import LanguageIcon from '@mui/icons-material/Language';
import type { WebStockRecord } from '../../dataProvider/webStock/webStockProvider';
import { WEB_STOCK_CONFIG } from '../../domain/webStock/config';
import { readAhead } from '../stockDashboard/readAhead';
import { defineResource } from '../defineResource';

export default defineResource<WebStockRecord>({
  name: 'gomotor',
  screens: {
    list: () => import('./WebStockDashboard'),
    edit: () => import('./WebStockEdit'),
  },
  icon: LanguageIcon,
  recordRepresentation: (record) => String(record.idv ?? record._id),
  // The rows are asked for as the route renders (stockDashboard/readAhead.ts).
  readAhead: () => readAhead(WEB_STOCK_CONFIG),
  // What is live on the GOmotor web.
  menu: { label: 'Gomotor web', order: 31, group: 'Webs Propias' },
});
