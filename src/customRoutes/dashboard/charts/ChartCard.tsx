// One chart of the dashboard: its title, the chart (an image for assistive technology,
// described in one sentence), and the same figures as a table whose rows link where a click
// on a bar leads. The table is out of sight until the keyboard reaches one of its links, so
// everything a bar click does can be done without a mouse.
import type { ReactNode } from 'react';
import {
  Alert,
  Box,
  Card,
  CardContent,
  Link,
  Skeleton,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { LinkBase } from 'react-admin';
import { HeadedTable } from '../../../layout/HeadedTable';

const OUT_OF_SIGHT = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

export interface ChartTable {
  caption: string;
  columns: string[];
  rows: { key: string; label: string; path: string; cells: string[] }[];
}

export const ChartCard = ({
  id,
  title,
  summary,
  table,
  height,
  isPending,
  error,
  children,
}: {
  id: string;
  title: string;
  /** The chart in words. */
  summary: string;
  table: ChartTable;
  height: number;
  isPending: boolean;
  error?: Error | null;
  children: ReactNode;
}) => (
  <Card component="figure" aria-labelledby={`${id}-title`} sx={{ m: 0, minWidth: 0 }}>
    <CardContent sx={{ position: 'relative' }}>
      <Typography id={`${id}-title`} variant="h6" component="h3">
        {title}
      </Typography>
      {error ? (
        <Alert severity="error">{error.message}</Alert>
      ) : isPending ? (
        <Skeleton variant="rounded" height={height} aria-label={`Cargando: ${title}`} />
      ) : (
        <>
          <Box
            role="img"
            aria-labelledby={`${id}-title`}
            aria-describedby={`${id}-summary`}
            sx={{ width: '100%', height }}
          >
            {children}
          </Box>
          <Typography id={`${id}-summary`} sx={OUT_OF_SIGHT}>
            {summary}
          </Typography>
          <Box
            sx={{
              ...OUT_OF_SIGHT,
              '&:focus-within': {
                position: 'static',
                width: 'auto',
                height: 'auto',
                overflow: 'visible',
                clip: 'auto',
                clipPath: 'none',
                whiteSpace: 'normal',
              },
            }}
          >
            {/* Revealed, it may be wider than a phone: it scrolls sideways in its card. */}
            <HeadedTable caption={table.caption} columns={table.columns}>
              {table.rows.map((row) => (
                <TableRow key={row.key}>
                  <TableCell component="th" scope="row">
                    <Link component={LinkBase} to={row.path}>
                      {row.label}
                    </Link>
                  </TableCell>
                  {row.cells.map((cell, i) => (
                    <TableCell key={table.columns[i + 1] ?? i}>{cell}</TableCell>
                  ))}
                </TableRow>
              ))}
            </HeadedTable>
          </Box>
        </>
      )}
    </CardContent>
  </Card>
);
