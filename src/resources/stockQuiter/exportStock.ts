// 'Exportar' of the stock table: the filtered vehicles as the stock system sent them, in the
// file name the exports of this page use ('dataQuiter.json').
import { fetchStockVehicles } from '../../dataProvider/stock';
import type { StockVehicle } from '../../domain/types';
import type { StockRow } from './stockRows';

export const EXPORT_FILE_NAME = 'dataQuiter.json';

/** The exported rows' vehicles whole, as the stock system sent them, in the rows' order. */
export const exportedVehicles = (
  rows: readonly StockRow[],
  signal?: AbortSignal,
): Promise<StockVehicle[]> =>
  fetchStockVehicles(
    rows.map((row) => row.idv),
    signal,
  );
