// The history of changes (audit trail) in the staff's words: who did it ('Sistema' for the
// server's own automatic fixes), what kind of change on what, and each changed field as
// 'before → after' with prices, figures and dates written the Spanish way. Pure.
import { EMPTY_TEXT, formatCount, formatDateTime, formatEuros, formatNumber } from './format.js';

export interface AuditUser {
  id: string;
  email: string;
  name: string;
}

export interface AuditChange {
  /** A path: 'precios[0].valor', 'discount.price'. */
  field: string;
  /** The field as staff know it, when the server names it ('Precios nº 1 › Valor'). */
  label?: string;
  before?: unknown;
  after?: unknown;
}

export interface AuditEntry {
  _id: string;
  /** When the change was made (ISO). */
  at: string;
  /** Who made it; automatic changes are made by {id: 'system', email: '', name: 'Sistema'}. */
  user: AuditUser;
  action: string;
  entity: string;
  channel?: string;
  idv?: string;
  /** The changed document's own _id (a listing, a moto, a renting vehicle…). */
  recordId?: string;
  /** One id for all the entries of one run (a bulk action, a sync, a consistency fix). */
  runId?: string;
  changes?: AuditChange[];
  /** One Spanish sentence: 'Publicado en Wallapop', 'Precio en Wallapop cambiado de …'. */
  message: string;
}

export const SYSTEM_USER_ID = 'system';

export const AUDIT_ACTION_LABELS: Record<string, string> = {
  create: 'Alta',
  update: 'Modificación',
  delete: 'Baja',
  publish: 'Publicación',
  unpublish: 'Retirada',
  price: 'Cambio de precio',
  bulk: 'Acción masiva',
  fix: 'Corrección',
  sync: 'Sincronización',
  import: 'Importación',
};

export const AUDIT_ENTITY_LABELS: Record<string, string> = {
  listing: 'Anuncio',
  ownSiteVehicle: 'Vehículo de web propia',
  webStock: 'Stock web',
  moto: 'Moto',
  renting: 'Renting',
  aramis: 'Aramis Francia',
  cnet: 'Coches.net',
  stock: 'Stock',
  campaign: 'Campaña',
};

/** The label of a code, the code itself when it is new to the console. */
const labelOf = (labels: Record<string, string>, code: string | undefined): string =>
  code ? (labels[code] ?? code) : EMPTY_TEXT;

export const auditActionLabel = (action: string | undefined) =>
  labelOf(AUDIT_ACTION_LABELS, action);
export const auditEntityLabel = (entity: string | undefined) =>
  labelOf(AUDIT_ENTITY_LABELS, entity);

/** Who made the change: the name, else the e-mail; 'Sistema' for the server itself. */
export const auditUserLabel = (user: Partial<AuditUser> | undefined): string => {
  if (!user) return EMPTY_TEXT;
  if (user.id === SYSTEM_USER_ID) return user.name || 'Sistema';
  return user.name || user.email || user.id || EMPTY_TEXT;
};

/** Choices for the entity filter, in the order above. */
export const AUDIT_ENTITY_CHOICES = Object.entries(AUDIT_ENTITY_LABELS).map(([id, name]) => ({
  id,
  name,
}));

const FIELD_LABELS: Record<string, string> = {
  precio: 'Precio',
  price: 'Precio',
  precioVenta: 'Precio de venta',
  pvpPublicacion: 'PVP de publicación',
  reservado: 'Reservado',
  publicado: 'Publicado',
  listed: 'Publicado',
  estado: 'Estado',
  status: 'Estado',
  km: 'Kilómetros',
  color: 'Color',
  descripcion: 'Descripción',
  observaciones: 'Observaciones',
  fotos: 'Fotos',
  disclaimer: 'Aviso legal',
};

/** A field's name as staff know it ('precios.0.valor' reads as 'Precio'). */
export const auditFieldLabel = (field: string): string => {
  if (FIELD_LABELS[field]) return FIELD_LABELS[field];
  if (/^precios?\b/i.test(field)) return 'Precio';
  return field;
};

const isPriceField = (field: string) => /prec|price|pvp|cuota/i.test(field);
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** One value of a change, written for staff. */
export const formatAuditValue = (field: string, value: unknown): string => {
  if (value === undefined || value === null || value === '') return EMPTY_TEXT;
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'number')
    return isPriceField(field) ? formatEuros(value) : formatNumber(value);
  if (typeof value === 'string') return ISO_DATE_TIME.test(value) ? formatDateTime(value) : value;
  if (Array.isArray(value))
    return value.length ? formatCount(value.length, 'elemento') : EMPTY_TEXT;
  return JSON.stringify(value);
};

/** 'Precio: 9.790 € → 9.490 €' (the server's label of the field when it gives one). */
export const changeText = ({ field, label, before, after }: AuditChange): string =>
  `${label || auditFieldLabel(field)}: ${formatAuditValue(field, before)} → ${formatAuditValue(field, after)}`;
