// The /motos table's 'Exportar': the rows the list's filter and sort select, as a CSV with the
// table's columns in order, each cell the text the table shows ('0' defaults, Sí/No), written by
// the shared CSV writer (quoted where needed, formulas neutralised).
import { downloadCSV } from 'react-admin';
import { csvText } from '../../domain/csv';
import { MOTO_COLUMN_DEFS } from '../../domain/motos/columns';
import { motoCellText, motoPriceDecimals } from '../../domain/motos/display';
import { MOTO_COLUMNS } from '../../domain/motos/types';
import type { MotoRecord } from '../../dataProvider/motos';

export const MOTOS_EXPORT_NAME = 'motos';

export const motosCsv = (rows: readonly MotoRecord[]): string => {
  const decimals = motoPriceDecimals(rows);
  return csvText([
    MOTO_COLUMNS.map((field) => MOTO_COLUMN_DEFS[field].label),
    ...rows.map((row) => MOTO_COLUMNS.map((field) => motoCellText(row, field, decimals[field]))),
  ]);
};

export const exportMotos = (rows: MotoRecord[]) => downloadCSV(motosCsv(rows), MOTOS_EXPORT_NAME);
