// A small table with a header row, scrolling sideways in its box when wider than the screen
// (a phone) unless its container already scrolls. The caller gives the body's rows.
import type { ReactNode } from 'react';
import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';

export interface HeadedTableColumn {
  label: string;
  align?: 'right' | 'center';
}

export const HeadedTable = ({
  columns,
  caption,
  label,
  scroll = true,
  children,
}: {
  /** The header row's cells, as labels or with their alignment. */
  columns: readonly (string | HeadedTableColumn)[];
  /** A visible caption naming the table. */
  caption?: string;
  /** The table's accessible name, when it has no caption. */
  label?: string;
  /** False where the container already scrolls sideways. */
  scroll?: boolean;
  /** The body's rows. */
  children: ReactNode;
}) => {
  const table = (
    <Table size="small" aria-label={label}>
      {caption !== undefined && <caption>{caption}</caption>}
      <TableHead>
        <TableRow>
          {columns.map((column) => {
            const { label: text, align } =
              typeof column === 'string' ? { label: column, align: undefined } : column;
            return (
              <TableCell key={text} align={align}>
                {text}
              </TableCell>
            );
          })}
        </TableRow>
      </TableHead>
      <TableBody>{children}</TableBody>
    </Table>
  );
  return scroll ? <Box sx={{ overflowX: 'auto' }}>{table}</Box> : table;
};
