// The columns of a DataTable that show a field of the row as it is, declared as [source, header]
// pairs. They are returned as an array of columns (not a component holding them) so the column
// chooser and the column order still see each one.
import { DataTable, type RaRecord } from 'react-admin';

export type TextColumn<Row> = readonly [source: Extract<keyof Row, string>, header: string];

export const textColumns = <Row extends RaRecord>(columns: readonly TextColumn<Row>[]) =>
  columns.map(([source, header]) => (
    <DataTable.Col<Row> key={source} source={source} label={header} />
  ));
