// A price column of a DataTable shows every price of the rows on screen with the same decimals
// (src/domain/format.ts euroDecimals): one with cents gives all of them two. Worked out once
// per column and set of rows, however many cells ask.
import { DataTable, useDataTableDataContext, type RaRecord } from 'react-admin';
import { EMPTY_TEXT, euroDecimals, formatEuros, type EuroDecimals } from '../domain/format';

const decimalsByRows = new WeakMap<readonly RaRecord[], Map<string, EuroDecimals>>();

/**
 * The decimals of a price column of the DataTable around, from the rows it shows; undefined
 * outside a DataTable or when `column` is null (not a price column: nothing is worked out).
 */
export function useColumnEuroDecimals<Row extends RaRecord>(
  column: string | null,
  price: (row: Row) => unknown,
): EuroDecimals | undefined {
  const rows = useDataTableDataContext<Row>();
  if (column === null || !rows) return undefined;
  let byColumn = decimalsByRows.get(rows);
  if (!byColumn) {
    byColumn = new Map();
    decimalsByRows.set(rows, byColumn);
  }
  let decimals = byColumn.get(column);
  if (decimals === undefined) {
    decimals = euroDecimals(rows.map(price));
    byColumn.set(column, decimals);
  }
  return decimals;
}

/** One price cell: '9.790 €', or '9.790,00 €' when a price of its column has cents. */
export const EurosCell = <Row extends RaRecord>({
  record,
  column,
  price,
  empty = EMPTY_TEXT,
}: {
  record: Row;
  /** The column's id (its source). */
  column: string;
  price: (row: Row) => unknown;
  empty?: string;
}) => {
  const decimals = useColumnEuroDecimals(column, price);
  return <>{formatEuros(price(record), empty, decimals)}</>;
};

/** A price column of a DataTable: its header and, aligned right, the row's `source` as `EurosCell`s. */
export const EurosCol = <Row extends RaRecord>({
  source,
  label,
}: {
  source: Extract<keyof Row, string>;
  label: string;
}) => {
  const price = (row: Row): unknown => row[source];
  return (
    <DataTable.Col<Row>
      source={source}
      label={label}
      align="right"
      render={(row) => <EurosCell record={row} column={source} price={price} />}
    />
  );
};
