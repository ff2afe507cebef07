// The /motos table's 'Exportar' (issue 12 §2): the rows the list's filter and sort select, as
// a CSV with the §3 columns in order, each cell the text the table shows ('0' defaults, Sí/No),
// written by the shared CSV writer (quoted where needed, formulas neutralised).
import { downloadCSV } from 'react-admin';
import { csvText } from '../../domain/csv';
import { MOTO_COLUMN_DEFS } from '../../domain/motos/columns';
import { motoCellText } from '../../domain/motos/display';
import { MOTO_COLUMNS } from '../../domain/motos/types';
import type { MotoRecord } from '../../dataProvider/motos';

export const MOTOS_EXPORT_NAME = 'motos';

export const motosCsv = (rows: readonly MotoRecord[]): string =>
  csvText([
    MOTO_COLUMNS.map((field) => MOTO_COLUMN_DEFS[field].label),
    ...rows.map((row) => MOTO_COLUMNS.map((field) => motoCellText(row, field))),
  ]);

export const exportMotos = (rows: MotoRecord[]) => downloadCSV(motosCsv(rows), MOTOS_EXPORT_NAME);
