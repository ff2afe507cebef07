// The audit trail (docs/API.md "Audit trail"): append-only, one entry per change of a vehicle
// anywhere, written in the same transaction as the change (the repository's WriteAuditor);
// the actions and entities, with the Spanish names the CSV export gives them.
import {
  SYSTEM_USER_ID,
  type AuditEntry as AnyAuditEntry,
  type AuditUser,
} from '../../src/domain/audit.js';
import type { CollectionSpec } from '../db/index.js';

export type AuditAction =
  | 'create'
  | 'update'
  | 'delete'
  | 'publish'
  | 'unpublish'
  | 'price'
  | 'bulk'
  | 'fix'
  | 'sync'
  | 'import';

export const AUDIT_ACTION_LABELS: Readonly<Record<AuditAction, string>> = {
  create: 'Alta',
  update: 'Edición',
  delete: 'Baja',
  publish: 'Publicación',
  unpublish: 'Retirada',
  price: 'Cambio de precio',
  bulk: 'Acción masiva',
  fix: 'Corrección de coherencia',
  sync: 'Sincronización',
  import: 'Importación',
};

export const AUDIT_ENTITIES = [
  'listing',
  'cnet',
  'ownSiteVehicle',
  'moto',
  'renting',
  'stock',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_ENTITY_LABELS: Readonly<Record<AuditEntity, string>> = {
  listing: 'Anuncio de un canal',
  cnet: 'Anuncio en una cuenta de Coches.net',
  ownSiteVehicle: 'Vehículo de la venta de GOmotor',
  moto: 'Moto',
  renting: 'Vehículo de renting',
  stock: 'Stock',
};

/** A value before or after a change: scalars as they were, anything larger summarised. */
export type AuditValue = string | number | boolean | null;

export interface AuditChange {
  /** The field's path: 'km', 'precios[0].valor', 'discount.price'. */
  field: string;
  /** Its Spanish label: 'Precios nº 1 › Valor'. */
  label: string;
  before: AuditValue;
  after: AuditValue;
}

/** An entry as the server writes it: one of its actions and entities, every change labelled. */
export interface AuditEntry extends AnyAuditEntry {
  action: AuditAction;
  entity: AuditEntity;
  changes?: AuditChange[];
}

/** Who automatic changes are made by (the consistency auto-fix). */
export const SYSTEM_USER: AuditUser = { id: SYSTEM_USER_ID, email: '', name: 'Sistema' };

export const AUDIT: CollectionSpec<AuditEntry> = {
  name: 'audit',
  indexes: [{ field: 'at' }, { field: 'idv' }, { field: 'channel' }, { field: 'entity' }],
};
