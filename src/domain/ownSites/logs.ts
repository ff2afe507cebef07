// The own sites' log pages: cards, tables, columns and the counts of a row. Log kinds as the
// reference API writes them (server/ownSites/log.ts LOG_KINDS).
import { formatDateTime, formatInteger } from '../format.js';

export type LogKind = 'database' | 'bulk' | 'sync' | 'webSync' | 'automaticSync';

/** One log message as the API answers it (fields seen only sometimes included). */
export interface OwnSiteLogMessage {
  id?: string;
  type?: string;
  text?: string;
  newVehicles?: number;
  duplicate?: number;
  newIDVs?: string[];
  numUpdates?: number;
  numDeleted?: number;
  numToDeleted?: number;
  numToUpdate?: number;
  deleteIdvs?: string[];
  updateIdvs?: string[];
  deleteIDVs?: string[];
  createIDVs?: string[];
  key?: string;
  value?: unknown;
}

export interface OwnSiteLogEntry {
  _id?: string;
  kind?: LogKind;
  timestamp: string;
  level: string;
  user?: string;
  message: OwnSiteLogMessage;
}

/** Log tables show 50 rows per page (the only option), rows 25 px high. */
export const LOG_PAGE_SIZE = 50;
export const LOG_PAGE_SIZE_OPTIONS = [50] as const;
export const LOG_ROW_HEIGHT = 25;

/** A single edit is a vehicle update, though the API files it with the database's entries. */
const EDIT_TYPE = 'Edición';
const isVehicleUpdate = (e: OwnSiteLogEntry) => e.kind === 'bulk' || e.message.type === EDIT_TYPE;
const isDatabaseSync = (e: OwnSiteLogEntry) =>
  e.kind === 'database' && e.message.type !== EDIT_TYPE;

/** The cards of the log page, each over the entries it selects. */
export const LOG_CARDS: readonly {
  id: string;
  title: string;
  matches: (e: OwnSiteLogEntry) => boolean;
}[] = [
  {
    id: 'imports',
    title: 'Importaciones manuales desde Stock Quiter',
    matches: (e) => e.message.type === 'Importación',
  },
  { id: 'database', title: 'Sincronización base de datos', matches: isDatabaseSync },
  { id: 'updates', title: 'Actualizaciones de vehículos', matches: isVehicleUpdate },
  { id: 'webSync', title: 'Sincronización Web', matches: (e) => e.kind === 'webSync' },
];

/** The five tables of the log page (the API's logDataBase, bulkLog, logSync, …). */
export const LOG_TABLES: readonly { kind: LogKind; title: string }[] = [
  { kind: 'database', title: 'Log base de datos' },
  { kind: 'bulk', title: 'Log acciones masivas' },
  { kind: 'sync', title: 'Log sincronización' },
  { kind: 'webSync', title: 'Log sincronización web' },
  { kind: 'automaticSync', title: 'Log sincronización automática' },
];

/** The log columns: date, level, action, message, and counts (deleted, updated, IDVs). */
export const LOG_COLUMNS = [
  'Fecha',
  'Nivel',
  'Acción',
  'Mensaje',
  'Eliminados',
  'Actualizados',
  'IDVs',
] as const;

const count = (n: unknown, list?: unknown[]): number =>
  typeof n === 'number' && Number.isFinite(n) ? n : Array.isArray(list) ? list.length : 0;

/** Every IDV an entry names, once, in order (entries spell the lists several ways). */
export const logIdvs = (m: OwnSiteLogMessage): string[] => [
  ...new Set([
    ...(m.newIDVs ?? []),
    ...(m.createIDVs ?? []),
    ...(m.updateIdvs ?? []),
    ...(m.deleteIDVs ?? []),
    ...(m.deleteIdvs ?? []),
  ]),
];

/** The counts of a row: deleted, updated and how many IDVs it names. */
export const logCounts = (m: OwnSiteLogMessage) => ({
  deleted: count(m.numDeleted ?? m.numToDeleted, m.deleteIDVs ?? m.deleteIdvs),
  updated: count(m.numUpdates ?? m.numToUpdate, m.updateIdvs),
  idvs: logIdvs(m).length,
});

/** One table row as text, through format.ts ('23/11/2026 10:22', '1.200'). */
export const logRow = (e: OwnSiteLogEntry): Record<(typeof LOG_COLUMNS)[number], string> => {
  const counts = logCounts(e.message);
  return {
    Fecha: formatDateTime(e.timestamp),
    Nivel: e.level,
    Acción: e.message.type ?? '',
    Mensaje: e.message.text ?? '',
    Eliminados: formatInteger(counts.deleted),
    Actualizados: formatInteger(counts.updated),
    IDVs: formatInteger(counts.idvs),
  };
};

/** Tables sorted by timestamp, newest first (unreadable dates last). */
export const newestFirst = <E extends { timestamp: string }>(entries: readonly E[]): E[] => {
  const time = (e: E) => {
    const t = Date.parse(e.timestamp);
    return Number.isNaN(t) ? -Infinity : t;
  };
  return [...entries].sort((a, b) => time(b) - time(a));
};

const idvList = (list?: string[]) => (list?.length ? list.join(', ') : '');
const valueText = (value: unknown): string =>
  value === undefined || value === null
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** The web actions page: its sections, the entries each takes and its cells. */
export interface WebActionsSection {
  id: string;
  title: string;
  columns: readonly string[];
  matches: (e: OwnSiteLogEntry) => boolean;
  cells: (e: OwnSiteLogEntry) => string[];
}

const when = (e: OwnSiteLogEntry) => formatDateTime(e.timestamp);

export const WEB_ACTIONS_SECTIONS: readonly WebActionsSection[] = [
  {
    id: 'database',
    title: 'Sincronización base de datos',
    columns: ['Fecha', 'Mensaje', 'Actualizados', 'Eliminados'],
    matches: isDatabaseSync,
    cells: (e) => {
      const c = logCounts(e.message);
      return [when(e), e.message.text ?? '', formatInteger(c.updated), formatInteger(c.deleted)];
    },
  },
  {
    id: 'imports',
    title: 'Importaciones manuales',
    columns: ['Fecha', 'Mensaje', 'Nuevos', 'IDVs'],
    // Only entries typed as import.
    matches: (e) => e.message.type === 'Importación',
    cells: (e) => [
      when(e),
      e.message.text ?? '',
      formatInteger(count(e.message.newVehicles, e.message.newIDVs)),
      idvList(e.message.newIDVs),
    ],
  },
  {
    id: 'webSync',
    title: 'Sincronización Web',
    columns: ['Fecha', 'Mensaje', 'IDVs eliminados', 'IDVs creados'],
    matches: (e) => e.kind === 'webSync',
    cells: (e) => [
      when(e),
      e.message.text ?? '',
      idvList(e.message.deleteIDVs ?? e.message.deleteIdvs),
      idvList(e.message.createIDVs),
    ],
  },
  {
    id: 'updates',
    title: 'Actualizaciones de vehículos',
    columns: ['Fecha', 'Propiedad', 'Valor', 'IDVs actualizados'],
    matches: isVehicleUpdate,
    cells: (e) => [
      when(e),
      e.message.key ?? '',
      valueText(e.message.value),
      idvList(e.message.updateIdvs),
    ],
  },
  {
    id: 'automaticSync',
    title: 'Sincronización automática',
    columns: ['Fecha', 'Nivel', 'Mensaje'],
    matches: (e) => e.kind === 'automaticSync',
    cells: (e) => [when(e), e.level, e.message.text ?? ''],
  },
];

/** The web actions page's route (not shown; ours, linked from the log page). */
export const webActionsPath = (logPath: string): string => `${logPath}/acciones-web`;
