// 'Exportar' of the stock table: the filtered vehicles as the stock system sent them, in the
// file name the exports of this page use ('dataQuiter.json').
import { fetchStockVehicles } from '../../dataProvider/stock';
import type { StockVehicle } from '../../domain/types';
import type { StockRow } from './stockRows';

export const EXPORT_FILE_NAME = 'dataQuiter.json';

export const downloadJson = (fileName: string, data: unknown): void => {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

/** The exported rows' vehicles whole, as the stock system sent them, in the rows' order. */
export const exportedVehicles = (
  rows: readonly StockRow[],
  signal?: AbortSignal,
): Promise<StockVehicle[]> =>
  fetchStockVehicles(
    rows.map((row) => row.idv),
    signal,
  );
