// A DataTable of many columns made to fit a laptop's width: small rows, narrower cell padding and
// figures kept on one line (a narrower screen scrolls the table inside its box). A table adds its
// own rules (a column's width) in `sx`.
import { DataTable, type DataTableProps, type RaRecord } from 'react-admin';

const DENSE_CELLS = {
  '& .MuiTableCell-root': { px: 0.75 },
  '& .MuiTableCell-alignRight': { whiteSpace: 'nowrap' },
} as const;

export const DenseDataTable = <Row extends RaRecord>({ sx, ...props }: DataTableProps<Row>) => (
  <DataTable<Row> size="small" sx={[DENSE_CELLS, ...(Array.isArray(sx) ? sx : [sx])]} {...props} />
);
