// A page's main part and what stands beside it (the send panel's vehicles and channels, the renting
// form's sections and images): stacked on a narrow screen, side by side from `from` up, each
// column as tall as its own content.
import type { ReactNode } from 'react';
import { Box } from '@mui/material';

export const SideBySide = ({
  columns,
  from = 'md',
  narrow = 'minmax(0, 1fr)',
  children,
}: {
  /** The columns' widths once side by side (CSS grid-template-columns). */
  columns: string;
  /** The breakpoint from which they stand side by side. */
  from?: 'sm' | 'md' | 'lg';
  /** The one column below it. */
  narrow?: string;
  children: ReactNode;
}) => (
  <Box
    sx={{
      display: 'grid',
      gap: 2,
      gridTemplateColumns: { xs: narrow, [from]: columns },
      alignItems: 'start',
    }}
  >
    {children}
  </Box>
);
