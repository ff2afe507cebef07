// A table row that opens something (its DataTable's rowClick) is a Tab stop, and Enter on it does
// what a click does. For any DataTable of the console: <DataTable body={KeyboardBody}
// rowClick={…}>.
import { forwardRef, type KeyboardEvent } from 'react';
import {
  DataTableBody,
  DataTableRow,
  useRecordContext,
  type DataTableBodyProps,
  type DataTableRowProps,
} from 'react-admin';

const openOnEnter = (event: KeyboardEvent<HTMLTableRowElement>) => {
  // Only the row itself: Enter on a checkbox or a link inside it stays theirs.
  if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
  event.preventDefault();
  event.currentTarget.click();
};

export const KeyboardRow = forwardRef<HTMLTableRowElement, DataTableRowProps>(
  function KeyboardRow(props, ref) {
    const record = useRecordContext();
    return (
      <DataTableRow
        ref={ref}
        {...props}
        tabIndex={record ? 0 : undefined}
        onKeyDown={openOnEnter}
        sx={{ '&:focus-visible': { outline: '2px solid', outlineOffset: -2 } }}
      />
    );
  },
);

export const KeyboardBody = (props: DataTableBodyProps) => (
  <DataTableBody {...props} row={KeyboardRow} />
);
