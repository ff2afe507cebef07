// What the two stores (sqlite.ts, postgres.ts) share: table names, the document's id, the
// sealing of sealed fields before a write, and one collection object per name.
import { sealSecret } from './secretBox.js';
import type { Collection, CollectionSpec, Doc, DocChange } from './types.js';

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** A checked SQL identifier, quoted. */
export function identifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`Invalid SQL identifier: ${name}`);
  return `"${name}"`;
}

/** The table of a collection: 'wallapop-accounts' → "wallapop_accounts". */
export const tableOf = (collection: string): string => identifier(collection.replace(/-/g, '_'));

/** The document with `_id` first (readable JSON) and equal to `id` whatever the input says. */
export function withId<T extends Doc>(id: string, doc: object): T {
  const { _id: _ignored, ...fields } = doc as Partial<Doc>;
  return { _id: id, ...fields } as T;
}

/**
 * The document with each sealed field's plain text replaced by its {sealed} form ('' or null
 * removes the field); other fields untouched.
 */
export function sealFields<D extends object>(
  doc: D,
  fields: readonly string[],
  secretsKey: string | undefined,
): D {
  if (!fields.length) return doc;
  const record = { ...doc } as Record<string, unknown>;
  for (const field of fields) {
    const value = record[field];
    if (value === '' || value === null) delete record[field];
    else if (typeof value === 'string') {
      record[field] = { sealed: sealSecret(value, secretsKey ?? '') };
    }
  }
  return record as D;
}

/** Refuses a collection with sealed fields on a database opened without a secrets key. */
export function checkSealable(
  spec: Pick<CollectionSpec<Doc>, 'name'> & { sealed?: readonly string[] },
  secretsKey: string | undefined,
): void {
  if (spec.sealed?.length && !secretsKey) {
    throw new Error(`${spec.name} has sealed fields: open the database with a secrets key`);
  }
}

/** `Database.collection`: one collection object per name, made on first use. */
export function collectionsOf(
  make: (spec: CollectionSpec<Doc>) => Collection<Doc>,
): <T extends Doc>(spec: CollectionSpec<T>) => Collection<T> {
  const made = new Map<string, Collection<Doc>>();
  return <T extends Doc>(spec: CollectionSpec<T>): Collection<T> => {
    let collection = made.get(spec.name);
    if (!collection) {
      collection = make(spec as unknown as CollectionSpec<Doc>);
      made.set(spec.name, collection);
    }
    return collection as unknown as Collection<T>;
  };
}

/**
 * The changes of a replacement (replaceWhere) for the audit: a document written again under
 * the id it had is an update, the others are removals and additions.
 */
export function replacements(removed: readonly Doc[], created: readonly Doc[]): DocChange[] {
  const before = new Map(removed.map((doc) => [doc._id, doc]));
  const changes: DocChange[] = created.map((after) => {
    const was = before.get(after._id) ?? null;
    before.delete(after._id);
    return { before: was, after };
  });
  for (const doc of before.values()) changes.push({ before: doc, after: null });
  return changes;
}
