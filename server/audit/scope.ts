// Who is changing things, and how the change is to be named: the request's user (set for each
// request once it is authenticated, server/audit/plugin.ts), carried through every await by
// AsyncLocalStorage so the repository's auditor can name the author of a write without every
// route passing it down. Code that needs a better name for its changes (a consistency fix, a
// bulk run's id) opens a narrower scope around its writes with `withAudit`.
import { AsyncLocalStorage } from 'node:async_hooks';
import { newId } from '../db/index.js';
import type { AuditUser } from '../../src/domain/audit.js';
import { SYSTEM_USER, type AuditAction } from './types.js';

export interface AuditScope {
  user: AuditUser;
  /** Names every change in the scope ('sync', 'fix', 'bulk'); else derived from the change. */
  action?: AuditAction;
  /** The whole message of every change in the scope; else derived from the change. */
  message?: string;
  /** The run the changes belong to. */
  runId?: string;
}

/** A scope and the run id its writes of several documents share (made on first need). */
interface Held extends AuditScope {
  sharedRunId?: string;
}

const storage = new AsyncLocalStorage<Held>();

/** The scope of the code running now; undefined outside any (seeding, start-up work). */
export const currentScope = (): AuditScope | undefined => storage.getStore();

/**
 * The run id of a write: the scope's own; else, for a write of several documents or any
 * write of a named run (a route's sync or bulk action), one made for the scope — a request
 * that writes 100 listings gives them one.
 */
export function runIdOf(documents: number): string | undefined {
  const scope = storage.getStore();
  if (!scope) return undefined;
  if (scope.runId) return scope.runId;
  if (documents < 2 && !scope.action) return undefined;
  scope.sharedRunId ??= newId();
  return scope.sharedRunId;
}

/** Runs `work` in a new scope; `work` and everything it awaits see it. */
export const enterScope = <R>(scope: AuditScope, work: () => R): R =>
  storage.run({ ...scope }, work);

/** Runs `work` with the current scope narrowed: the same user, these names for its changes. */
export function withAudit<R>(names: Omit<AuditScope, 'user'>, work: () => R): R {
  const user = storage.getStore()?.user ?? SYSTEM_USER;
  return storage.run({ ...storage.getStore(), user, ...names }, work);
}

/** Runs `work` as the system (automatic changes: 'Sistema' in the history). */
export const asSystem = <R>(work: () => R, names: Omit<AuditScope, 'user'> = {}): R =>
  storage.run({ user: SYSTEM_USER, ...names }, work);
