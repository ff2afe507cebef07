// /gomotor, the web stock dashboard (docs/screens/own-sites.md): the one stock dashboard
// (../stockDashboard/StockDashboard.tsx) given WEB_STOCK_CONFIG and the 'Acciones' panel.
import type { WebStockRecord } from '../../dataProvider/webStock/webStockProvider';
import { WEB_STOCK_CONFIG } from '../../domain/webStock/config';
import { StockDashboard, type BulkPanelRenderer } from '../stockDashboard/StockDashboard';
import { WebBulkPanel } from './WebBulkPanel';

const bulkPanel: BulkPanelRenderer = (props) => <WebBulkPanel {...props} />;

export const WebStockDashboard = () => (
  <StockDashboard<WebStockRecord> config={WEB_STOCK_CONFIG} bulkPanel={bulkPanel} />
);

export default WebStockDashboard;
