// The repository contract: collections of documents behind one small module, so a PostgreSQL
// adapter can replace SQLite without touching routes. Every method is atomic: it runs in one
// transaction of the underlying store.
import type { Pool } from 'pg';

export interface Doc {
  _id: string;
}

/** A document before insertion: `_id` is generated when absent. */
export type NewDoc<T extends Doc> = Omit<T, '_id'> & { _id?: string };

/** Top-level fields of a document, without its id. */
export type DocFields<T extends Doc> = Omit<T, '_id'>;

export type IndexValue = string | number | boolean | null;

export interface IndexSpec<T extends Doc> {
  /** A top-level field of the document kept as a real, indexed column. */
  field: Exclude<keyof T, '_id'> & string;
  unique?: boolean;
}

export interface CollectionSpec<T extends Doc> {
  /** Collection name as used in events and URLs, e.g. 'wallapop-accounts'. */
  name: string;
  indexes?: readonly IndexSpec<T>[];
  /**
   * Top-level text fields kept sealed at rest (secretBox.ts): a string written
   * there is stored as {sealed} under the database's secrets key ('' removes the field), and
   * documents read back carry the {sealed} object, never the plain text.
   */
  sealed?: readonly (Exclude<keyof T, '_id'> & string)[];
}

export interface ListOptions<T extends Doc> {
  /** Sort on an indexed field (or `_id`); ties keep insertion order. Default: insertion order. */
  sort?: { field: IndexSpec<T>['field'] | '_id'; direction?: 'asc' | 'desc' };
  /** Equality filters on indexed fields. */
  where?: Partial<Record<IndexSpec<T>['field'], IndexValue>>;
  limit?: number;
}

export interface Collection<T extends Doc> {
  readonly name: string;
  list(options?: ListOptions<T>): Promise<T[]>;
  /**
   * The same documents as `list`, as the text of one JSON array, without parsing them (a
   * route answering a whole collection of 10,000 vehicles sends the stored JSON as it is).
   * With `fields`, each document carries only those fields (absent or null ones are left
   * out); a dotted one ('listing.internalReference') carries that nested value under its
   * dotted name.
   */
  listJson(options?: ListOptions<T>, fields?: readonly string[]): Promise<string>;
  /**
   * The text of `listJson({}, fields)` (the whole collection) a chunk at a time, read as
   * listJson reads it (SQLite: a slice of documents per chunk): an answer made from the chunks
   * (HeldAnswer.fromChunks) never holds the whole text.
   */
  listJsonChunks(fields?: readonly string[]): AsyncIterable<string>;
  get(id: string): Promise<T | null>;
  /** The documents of these ids that exist, in the collection's order (one query). */
  getMany(ids: readonly string[]): Promise<T[]>;
  /** The same documents as `getMany`, as the text of one JSON array, without parsing them. */
  getManyJson(ids: readonly string[]): Promise<string>;
  /** The id of every document, in the collection's order (no document is read). */
  ids(): Promise<string[]>;
  /** First document whose indexed `field` equals `value`. */
  findOne(field: IndexSpec<T>['field'], value: IndexValue): Promise<T | null>;
  count(): Promise<number>;
  insert(doc: NewDoc<T>): Promise<T>;
  /** All or nothing. */
  insertMany(docs: readonly NewDoc<T>[]): Promise<T[]>;
  /** Replaces the whole document; null when the id does not exist. */
  replace(id: string, doc: DocFields<T>): Promise<T | null>;
  /** Applies a partial set of top-level fields; null when the id does not exist. */
  update(id: string, set: Partial<DocFields<T>>): Promise<T | null>;
  /**
   * Reads, transforms and writes one document in a single transaction (for the API's
   * {filter, update} bodies). If `change` throws, nothing is written.
   */
  apply(id: string, change: (doc: T) => T): Promise<T | null>;
  delete(id: string): Promise<boolean>;
  /** Returns the ids that existed and were deleted. */
  deleteMany(ids: readonly string[]): Promise<string[]>;
  /**
   * Deletes the documents matching `where` and inserts `docs` in their place, all or
   * nothing (a portal's new save replacing its previous one).
   */
  replaceWhere(
    where: NonNullable<ListOptions<T>['where']>,
    docs: readonly NewDoc<T>[],
  ): Promise<{ created: T[]; deleted: string[] }>;
  /**
   * Writes a batch computed from documents read earlier (a bulk action over thousands of
   * vehicles), all or nothing, touching only those documents: if any `before` or `remove`
   * document has changed or is gone since it was read, throws ConflictError (naming them)
   * and writes nothing — optimistic concurrency, so a single edit made meanwhile is never
   * silently overwritten.
   */
  writeBatch(batch: WriteBatch<T>): Promise<{ put: T[]; removed: string[]; added: T[] }>;
}

export interface WriteBatch<T extends Doc> {
  /** Documents to replace, each with the version (as read) it was computed from. */
  put?: readonly { before: T; after: T }[];
  /** Documents to delete, as read. */
  remove?: readonly T[];
  add?: readonly NewDoc<T>[];
}

/** One document's write as an auditor sees it: `before` null for an insert, `after` for a delete. */
export interface DocChange {
  before: Doc | null;
  after: Doc | null;
}

/**
 * Watches the writes to some collections (the audit trail, server/audit/): each write's
 * changes become entries appended to `into` in the same transaction as the write, so an
 * entry exists exactly when its write does.
 */
export interface WriteAuditor {
  /** Where the entries go (never itself recorded). */
  readonly into: CollectionSpec<Doc>;
  /** Whether writes to `collection` are recorded now (asked before each write). */
  records(collection: string): boolean;
  /** The entries of these changes: called inside the transaction, so no I/O. */
  entries(collection: string, changes: readonly DocChange[]): NewDoc<Doc>[];
  /** The entries stored, once their transaction has committed. */
  written(entries: readonly Doc[]): void;
}

export interface Database {
  collection<T extends Doc>(spec: CollectionSpec<T>): Collection<T>;
  close(): Promise<void>;
  /**
   * PostgreSQL only: the connection pool other parts share across servers (the
   * socket.io adapter), and the start-up schema work (migrations) to wait for before using it.
   */
  readonly postgres?: { pool: Pool; ready(): Promise<void> };
}

/** A unique indexed field already holds this value. */
export class DuplicateKeyError extends Error {
  constructor(
    readonly collection: string,
    readonly field: string,
  ) {
    super(`Duplicate value for '${field}' in '${collection}'`);
  }
}

/** A batch computed from documents that have changed since: `ids` are the changed ones. */
export class ConflictError extends Error {
  override readonly name = 'ConflictError';
  constructor(
    readonly collection: string,
    readonly ids: readonly string[],
  ) {
    super(`Documents changed since read in '${collection}': ${ids.slice(0, 10).join(', ')}`);
  }
}
