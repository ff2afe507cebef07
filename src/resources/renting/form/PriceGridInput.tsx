// "Precios": one audience's grid, 36/48/60 months down × 5.000–30.000 km/año across, each cell
// typed as a number and stored '1.234,50' (default '0,00'); a row (or a block) copied from a
// spreadsheet and pasted into a cell fills it and the cells to its right.
import type { ClipboardEvent } from 'react';
import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useController } from 'react-hook-form';
import { formatInteger } from '../../../domain/format';
import { DEFAULT_PRICE_VALUE, completePriceGrid } from '../../../domain/renting/priceGrid';
import {
  isSpreadsheetPaste,
  parsePastedRows,
  pasteIntoGrid,
} from '../../../domain/renting/pastedPrices';
import {
  RENTING_KM_TIERS,
  RENTING_TERMS,
  type AudienceGrid,
  type PriceEntry,
} from '../../../domain/renting/types';
import { PriceField, rentingPriceRule } from './PriceField';

/** The first cell of a grid that is not a price, as the form's rule says it (else undefined). */
const gridProblem = (grid: unknown) =>
  Array.isArray(grid)
    ? (grid as PriceEntry[]).map((e) => rentingPriceRule(e?.valor)).find(Boolean)
    : undefined;

export const PriceGridInput = ({ source, label }: { source: AudienceGrid; label: string }) => {
  // Each cell shows its own message; a bad one keeps the form from saving.
  const { field } = useController({ name: source, rules: { validate: gridProblem } });
  const grid = completePriceGrid(Array.isArray(field.value) ? (field.value as PriceEntry[]) : []);
  const valueOf = (meses: number, km: number) =>
    grid.find((e) => e.meses === meses && e.km === km)?.valor ?? DEFAULT_PRICE_VALUE;
  const store = (meses: number, km: number, valor: string) =>
    field.onChange(grid.map((e) => (e.meses === meses && e.km === km ? { ...e, valor } : e)));
  const paste = (meses: number, km: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text/plain');
    if (!isSpreadsheetPaste(text)) return;
    event.preventDefault();
    field.onChange(pasteIntoGrid(grid, { meses, km }, parsePastedRows(text)));
  };
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={`Precios ${label}`} sx={{ '& td, & th': { px: 0.5 } }}>
        <TableHead>
          <TableRow>
            <TableCell>Meses</TableCell>
            {RENTING_KM_TIERS.map((km) => (
              <TableCell key={km} align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatInteger(km)} km/año
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {RENTING_TERMS.map((meses) => (
            <TableRow key={meses}>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                {meses} meses
              </TableCell>
              {RENTING_KM_TIERS.map((km) => (
                <TableCell key={km} sx={{ minWidth: 104 }}>
                  <PriceField
                    value={valueOf(meses, km)}
                    emptyValue={DEFAULT_PRICE_VALUE}
                    onStored={(valor) => store(meses, km, valor)}
                    label={`${label} ${meses} meses ${formatInteger(km)} km`}
                    hiddenLabel
                    onPaste={paste(meses, km)}
                  />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};
