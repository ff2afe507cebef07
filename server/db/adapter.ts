// What the two stores (sqlite.ts, postgres.ts) share: table names, the document's id, the
// sealing of sealed fields before a write, one collection object per name, the checks on
// indexed fields and sort order, and the wiring of the write auditor.
import { newId } from './ids.js';
import { sealSecret } from './secretBox.js';
import type {
  Collection,
  CollectionSpec,
  Doc,
  DocChange,
  DocFields,
  IndexValue,
  ListOptions,
  NewDoc,
  WriteAuditor,
} from './types.js';

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** A checked SQL identifier, quoted. */
/** SQLite's JSON path of a field: 'listing.price' is `$."listing"."price"`. */
export const jsonPath = (field: string): string =>
  `$${field
    .split('.')
    .map((part) => `."${part.replace(/"/g, '')}"`)
    .join('')}`;

export function identifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`Invalid SQL identifier: ${name}`);
  return `"${name}"`;
}

/** The table of a collection: 'wallapop-accounts' → "wallapop_accounts". */
const tableOf = (collection: string): string => identifier(collection.replace(/-/g, '_'));

/** The document with `_id` first (readable JSON) and equal to `id` whatever the input says. */
export function withId<T extends Doc>(id: string, doc: object): T {
  const { _id: _ignored, ...fields } = doc as Partial<Doc>;
  return { _id: id, ...fields } as T;
}

/**
 * The document with each sealed field's plain text replaced by its {sealed} form ('' or null
 * removes the field); other fields untouched.
 */
function sealFields<D extends object>(
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
function checkSealable(
  spec: Pick<CollectionSpec<Doc>, 'name'> & { sealed?: readonly string[] },
  secretsKey: string | undefined,
): void {
  if (spec.sealed?.length && !secretsKey) {
    throw new Error(`${spec.name} has sealed fields: open the database with a secrets key`);
  }
}

/** Refuses migrations whose versions are not 1, 2, 3… in order. */
export function checkMigrationOrder(migrations: readonly { version: number }[]): void {
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) {
      throw new Error(
        `Migration versions must be 1..n in order; found ${migration.version} at ${index}`,
      );
    }
  });
}

/** The auditor of a collection, and the collection its entries go to. */
export interface Audit<Target> {
  auditor: WriteAuditor;
  target: () => Target;
}

/**
 * `Database.collection` with the auditor wired in: each collection is told the auditor and
 * the collection its entries go to (itself made on first use, like any other).
 */
export function auditedCollections<C extends Collection<Doc>>(
  auditor: WriteAuditor | undefined,
  make: (spec: CollectionSpec<Doc>, audit: Audit<C> | undefined) => C,
): <T extends Doc>(spec: CollectionSpec<T>) => Collection<T> {
  let target: C | undefined;
  const collection = collectionsOf((spec) =>
    make(spec, auditor && { auditor, target: () => (target ??= collection(auditor.into) as C) }),
  );
  return collection;
}

/**
 * What both stores' collections hold and do alike: the table, the indexed and sealed
 * fields, sealing before a write, whether a write is audited, the checks on filter and sort
 * fields, and the calls written in terms of others (findOne, update).
 */
export abstract class StoreCollection<T extends Doc, Target> {
  readonly name: string;
  protected readonly table: string;
  protected readonly fields: string[];
  protected readonly sealedFields: readonly string[];

  constructor(
    spec: CollectionSpec<T>,
    protected readonly secretsKey: string | undefined,
    protected readonly audit: Audit<Target> | undefined,
  ) {
    this.name = spec.name;
    this.table = tableOf(spec.name);
    this.fields = (spec.indexes ?? []).map((index) => index.field);
    this.sealedFields = spec.sealed ?? [];
    checkSealable(spec, secretsKey);
  }

  abstract list(options?: ListOptions<T>): Promise<T[]>;
  abstract apply(id: string, change: (doc: T) => T): Promise<T | null>;

  /** The document with each sealed field's plain text replaced by its {sealed} form. */
  protected seal<D extends object>(doc: D): D {
    return sealFields(doc, this.sealedFields, this.secretsKey);
  }

  /** A new document as stored: its id (a new one when it has none), its sealed fields sealed. */
  protected stored(doc: NewDoc<T>): T {
    const { _id, ...fields } = doc;
    return this.seal({ _id: _id ?? newId(), ...fields }) as unknown as T;
  }

  /** Whether this write is recorded by the auditor (asked before the write). */
  protected auditing(): boolean {
    return Boolean(this.audit?.auditor.records(this.name));
  }

  /** Refuses a filter or sort on a field that has no column. */
  protected checkIndexed(field: string): void {
    if (!this.fields.includes(field)) throw new Error(`'${field}' is not indexed in ${this.name}`);
  }

  /**
   * ` WHERE …` of equality filters on indexed fields ('' for none): IS NULL for null, else the
   * column equal to the placeholder `parameter` gives the value (adding it to the query's).
   */
  protected whereClause(
    filters: ListOptions<T>['where'] = {},
    parameter: (value: Exclude<IndexValue, null>) => string,
  ): string {
    const conditions = Object.entries(filters).map(([field, value]) => {
      this.checkIndexed(field);
      if (value === null) return `${identifier(field)} IS NULL`;
      const placeholder = parameter(value as Exclude<IndexValue, null>);
      return `${identifier(field)} = ${placeholder}`;
    });
    return conditions.length ? ` WHERE ${conditions.join(' AND ')}` : '';
  }

  /**
   * ` ORDER BY … LIMIT n` of `options`: the sort field (_id or an indexed one) as `sortColumn`
   * writes it, then insertion order (`insertionColumn`) in the same direction.
   */
  protected orderAndLimit(
    options: ListOptions<T>,
    sortColumn: (field: string, direction: 'ASC' | 'DESC') => string,
    insertionColumn: string,
  ): string {
    const direction = options.sort?.direction === 'desc' ? 'DESC' : 'ASC';
    const order: string[] = [];
    if (options.sort) {
      const field = options.sort.field;
      if (field !== '_id') this.checkIndexed(field);
      order.push(sortColumn(field, direction));
    }
    order.push(`${insertionColumn} ${direction}`);
    const limit =
      options.limit !== undefined ? ` LIMIT ${Math.max(0, Math.floor(options.limit))}` : '';
    return ` ORDER BY ${order.join(', ')}${limit}`;
  }

  async findOne(field: string, value: IndexValue): Promise<T | null> {
    const [doc] = await this.list({
      where: { [field]: value } as ListOptions<T>['where'],
      limit: 1,
    });
    return doc ?? null;
  }

  async update(id: string, set: Partial<DocFields<T>>): Promise<T | null> {
    const defined = Object.fromEntries(Object.entries(set).filter(([, v]) => v !== undefined));
    return this.apply(id, (doc) => ({ ...doc, ...defined }));
  }
}

/** `Database.collection`: one collection object per name, made on first use. */
function collectionsOf(
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

/** The changes of a writeBatch for the audit, in the order put, removed, added. */
export function batchChanges(
  put: readonly { before: Doc }[],
  written: readonly Doc[],
  removed: readonly Doc[],
  added: readonly Doc[],
): DocChange[] {
  return [
    ...put.map(({ before }, i) => ({ before, after: written[i]! })),
    ...removed.map((doc) => ({ before: doc, after: null })),
    ...added.map((doc) => ({ before: null, after: doc })),
  ];
}

/**
 * The answer of replaceWhere from the rows it removed (with their stored text when audited)
 * and the documents it created; with `changes`, the replacement's changes are added to it.
 */
export function replaced<T extends Doc>(
  rows: readonly { _id: string; doc: string | null }[],
  created: T[],
  changes: DocChange[] | null,
): { created: T[]; deleted: string[] } {
  if (changes) {
    const removed = rows.map((row) => JSON.parse(row.doc ?? 'null') as Doc);
    changes.push(...replacements(removed, created));
  }
  return { created, deleted: rows.map((row) => row._id) };
}

/**
 * The changes of a replacement (replaceWhere) for the audit: a document written again under
 * the id it had is an update, the others are removals and additions.
 */
function replacements(removed: readonly Doc[], created: readonly Doc[]): DocChange[] {
  const before = new Map(removed.map((doc) => [doc._id, doc]));
  const changes: DocChange[] = created.map((after) => {
    const was = before.get(after._id) ?? null;
    before.delete(after._id);
    return { before: was, after };
  });
  for (const doc of before.values()) changes.push({ before: doc, after: null });
  return changes;
}
