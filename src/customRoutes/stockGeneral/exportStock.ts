// 'Exportar' of the stock table: the filtered vehicles as the stock system sent them, in the
// file name spec 1 §9 gives exports ('dataQuiter.json').
import { plainVehicle } from '../../dataProvider/stock';
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

/** The full vehicles behind the exported rows, without the `id` added for react-admin. */
export const exportedVehicles = (
  rows: readonly StockRow[],
  vehiclesById: ReadonlyMap<string, StockVehicle>,
): StockVehicle[] =>
  rows.flatMap((row) => {
    const vehicle = vehiclesById.get(row.id);
    return vehicle ? [plainVehicle(vehicle)] : [];
  });
