// A results-table cell as text (displayCell), a price with the decimals of its column's rows
// on screen (src/lists/priceColumns.tsx).
import type { RaRecord } from 'react-admin';
import { displayCell, type ResultColumn } from '../../domain/stockDashboard/columns';
import { useColumnEuroDecimals } from '../../lists/priceColumns';

export const CellText = <Row extends RaRecord>({
  column,
  record,
}: {
  column: ResultColumn<Row>;
  record: Row;
}) => {
  const decimals = useColumnEuroDecimals(column.kind === 'euros' ? column.id : null, column.value);
  return <>{displayCell(column, record, decimals)}</>;
};
