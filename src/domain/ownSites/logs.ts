// The own sites' log pages (spec 3 §2.7, §3.6, §9): cards, tables, columns and the counts of a
// row. Log kinds as the reference API writes them (server/ownSites/log.ts LOG_KINDS).
import { formatDateTime, formatInteger } from '../format.js';

export type LogKind = 'database' | 'bulk' | 'sync' | 'webSync' | 'automaticSync';

/** Spec 3 §3.6 (the fields "also seen" included). */
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

/** Spec 3 §9: log tables show 50 rows per page (the only option), rows 25 px high. */
export const LOG_PAGE_SIZE = 50;
export const LOG_PAGE_SIZE_OPTIONS = [50] as const;
export const LOG_ROW_HEIGHT = 25;

/** Spec 3 §2.7 "Cards", each over the entries it selects. */
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
  { id: 'database', title: 'Sincronización base de datos', matches: (e) => e.kind === 'database' },
  { id: 'updates', title: 'Actualizaciones de vehículos', matches: (e) => e.kind === 'bulk' },
  { id: 'webSync', title: 'Sincronización Web', matches: (e) => e.kind === 'webSync' },
];

/** Spec 3 §2.7 "Log GOmotor": five tables (§7.5 logDataBase, bulkLog, logSync, …). */
export const LOG_TABLES: readonly { kind: LogKind; title: string }[] = [
  { kind: 'database', title: 'Log base de datos' },
  { kind: 'bulk', title: 'Log acciones masivas' },
  { kind: 'sync', title: 'Log sincronización' },
  { kind: 'webSync', title: 'Log sincronización web' },
  { kind: 'automaticSync', title: 'Log sincronización automática' },
];

/** Spec 3 §2.7 columns: date, level, action, message, and counts (deleted, updated, IDVs). */
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

/** Every IDV an entry names, once, in order (the spec spells the lists several ways). */
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

/** Spec 3 §2.7: tables sorted by timestamp, newest first (unreadable dates last). */
export const newestFirst = <E extends { timestamp: string }>(entries: readonly E[]): E[] => {
  const time = (e: E) => {
    const t = Date.parse(e.timestamp);
    return Number.isNaN(t) ? -Infinity : t;
  };
  return [...entries].sort((a, b) => time(b) - time(a));
};
