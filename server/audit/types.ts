// The audit trail's collection (docs/API.md "Audit trail"): append-only, one entry per
// change of a vehicle anywhere, written in the same transaction as the change (the
// repository's WriteAuditor). The entry's shape is shared with the console.
import type { AuditEntry, AuditUser } from '../../src/domain/audit.js';
import type { CollectionSpec } from '../db/index.js';

export * from '../../src/domain/audit.js';

/** Who automatic changes are made by (the consistency auto-fix). */
export const SYSTEM_USER: AuditUser = { id: 'system', email: '', name: 'Sistema' };

export const AUDIT: CollectionSpec<AuditEntry> = {
  name: 'audit',
  indexes: [{ field: 'at' }, { field: 'idv' }, { field: 'channel' }, { field: 'entity' }],
};
