// Every row checkbox of a DataTable with selection has a name of its own ('Seleccionar
// 100008', src/domain/selectionLabel.ts): react-admin names them all 'Seleccionar esta
// fila'. For a DataTable with bulk actions: <DataTable body={selectionBody((r) => r.idv)}>;
// a second argument keeps another row component (KeyboardRow).
import { forwardRef, useMemo, type ComponentType, type MouseEvent } from 'react';
import { Checkbox, TableCell } from '@mui/material';
import {
  DataTableBody,
  DataTableClasses,
  DataTableConfigContext,
  DataTableRow,
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  useDataTableSelectedIdsContext,
  useRecordContext,
  type DataTableBodyProps,
  type DataTableRowProps,
  type RaRecord,
} from 'react-admin';
import { rowSelectLabel } from '../domain/selectionLabel';

/** react-admin's row checkbox, with the row's name. */
const RowCheckbox = ({ record, label }: { record: RaRecord; label: string }) => {
  const { handleToggleItem, isRowSelectable } = useDataTableCallbacksContext();
  const selectedIds = useDataTableSelectedIdsContext();
  const selectable = !isRowSelectable || isRowSelectable(record);
  const toggle = (event: MouseEvent<HTMLButtonElement>) => {
    if (!selectable || !handleToggleItem) return;
    handleToggleItem(record.id, event);
    event.stopPropagation();
  };
  return (
    <Checkbox
      color="primary"
      className={`select-item ${DataTableClasses.checkbox}`}
      checked={selectable && (selectedIds?.includes(record.id) ?? false)}
      disabled={!selectable}
      onClick={toggle}
      slotProps={{ input: { 'aria-label': label } }}
    />
  );
};

/**
 * A DataTable body whose rows' checkboxes are named after `rowKey`. The row itself draws the
 * checkbox cell; react-admin's own one is left out by telling the row the table has none.
 */
export function selectionBody<Row extends RaRecord>(
  rowKey: (row: Row) => string | number,
  RowComponent: ComponentType<DataTableRowProps> = DataTableRow,
) {
  const NamedSelectionRow = forwardRef<HTMLTableRowElement, DataTableRowProps>(
    function NamedSelectionRow({ children, ...props }, ref) {
      const config = useDataTableConfigContext();
      const { handleToggleItem } = useDataTableCallbacksContext();
      const record = useRecordContext<Row>();
      const withoutOwnCheckbox = useMemo(() => ({ ...config, hasBulkActions: false }), [config]);
      if (!config.hasBulkActions || !handleToggleItem || !record) {
        return (
          <RowComponent ref={ref} {...props}>
            {children}
          </RowComponent>
        );
      }
      return (
        <DataTableConfigContext.Provider value={withoutOwnCheckbox}>
          <RowComponent ref={ref} {...props}>
            <TableCell padding="checkbox">
              <RowCheckbox record={record} label={rowSelectLabel(rowKey(record))} />
            </TableCell>
            {children}
          </RowComponent>
        </DataTableConfigContext.Provider>
      );
    },
  );
  const SelectionBody = (props: DataTableBodyProps) => (
    <DataTableBody {...props} row={NamedSelectionRow} />
  );
  return SelectionBody;
}
