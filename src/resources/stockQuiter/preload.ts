// The Stock Quiter page reads the largest answer of the console (the whole stock: 44 MB of
// JSON, 5.5 MB gzipped, for 10,000 vehicles). Opened directly, it asks for its data and its
// code while the console itself still loads (main.tsx), instead of after it.
import { prefetchStock } from '../../dataProvider/stock';

export const STOCK_PAGE_PATH = '/stock-general-quiter';

export const loadStockGeneralPage = () => import('./StockGeneralPage');

export const preloadStockGeneralPage = (): void => {
  prefetchStock();
  void loadStockGeneralPage();
  void import('./channelKeys').then(({ prefetchChannelKeys }) => prefetchChannelKeys());
};
