// The repository's write auditor (server/db WriteAuditor): for the collections that hold
// vehicles (entities.ts), each write made in an audit scope (scope.ts: a signed-in request,
// an automatic fix) becomes one entry per changed document — who, when, what, before → after —
// appended in the write's own transaction. Writes outside any scope (seeding a new database)
// are not history.
import type { Doc, DocChange, NewDoc, WriteAuditor } from '../db/index.js';
import type { EventBus } from '../realtime.js';
import { fieldChanges } from './diff.js';
import { describedCollections, priceChange, type Described } from './entities.js';
import { currentScope, runIdOf } from './scope.js';
import { AUDIT, type AuditAction, type AuditChange, type AuditEntry } from './types.js';

type Fields = Readonly<Record<string, unknown>>;

/** Labels named in a message before '… y N más'. */
const NAMED_LABELS = 4;

const SUFFIX: Partial<Record<AuditAction, string>> = {
  sync: ' al sincronizar',
  bulk: ' (acción masiva)',
  import: ' al importar',
};

function labelList(changes: readonly AuditChange[]): string {
  const labels = [...new Set(changes.map((c) => c.label))];
  const named = labels.slice(0, NAMED_LABELS).join(', ');
  return labels.length > NAMED_LABELS ? `${named} y ${labels.length - NAMED_LABELS} más` : named;
}

const samePrice = (a: number | null, b: number | null) =>
  a === null || b === null ? a === b : Math.round(a * 100) === Math.round(b * 100);

/** The entry of one document's change; null when nothing recorded changed. */
export function entryOf(
  described: Described,
  { before, after }: DocChange,
  context: { action?: AuditAction; message?: string; runId?: string; at: string },
): Omit<AuditEntry, '_id' | 'user'> | null {
  const was = before as unknown as Fields | null;
  const now = after as unknown as Fields | null;
  const doc = now ?? was;
  if (!doc) return null;
  const where = described.where(doc);
  const { words } = described;
  let changes: AuditChange[] | undefined;
  let derived: AuditAction;
  let message: string;
  if (!was) {
    derived = described.published ? 'publish' : 'create';
    message = words.created(where);
  } else if (!now) {
    derived = described.published ? 'unpublish' : 'delete';
    message = words.removed(where);
  } else {
    const compared = described.compared ?? ((d: Fields) => d);
    changes = fieldChanges(compared(was), compared(now), {
      ignored: described.ignored,
      label: described.label,
    });
    if (!changes.length) return null;
    const priceBefore = described.price?.(was) ?? null;
    const priceAfter = described.price?.(now) ?? null;
    if (described.price && !samePrice(priceBefore, priceAfter)) {
      derived = 'price';
      message = `${words.price(where)} ${priceChange(priceBefore, priceAfter)}`;
      const others = changes.filter((c) => !/^(precios|price|precio)/.test(c.field));
      if (others.length) message += `; también ${labelList(others)}`;
    } else {
      derived = 'update';
      message = `${words.updated(where)}: ${labelList(changes)}`;
    }
  }
  const action = context.action ?? derived;
  const idv = described.idv(doc);
  return {
    at: context.at,
    action,
    entity: described.entity,
    ...(described.channel ? { channel: described.channel } : {}),
    ...(idv ? { idv } : {}),
    recordId: String(doc._id),
    ...(context.runId ? { runId: context.runId } : {}),
    ...(changes ? { changes } : {}),
    message: context.message ?? `${message}${SUFFIX[action] ?? ''}`,
  };
}

interface Auditor extends WriteAuditor {
  /** Live events for the entries written (the bus exists once the database is open). */
  attach(events: EventBus): void;
}

export function createAuditor(channels: readonly { id: string; label: string }[]): Auditor {
  const described = describedCollections(channels);
  let events: EventBus | undefined;
  return {
    into: AUDIT as never,
    attach(bus) {
      events = bus;
    },
    records: (collection) => described.has(collection) && currentScope() !== undefined,
    entries(collection, changes): NewDoc<Doc>[] {
      const scope = currentScope();
      const description = described.get(collection);
      if (!scope || !description) return [];
      const context = {
        action: scope.action,
        message: scope.message,
        runId: runIdOf(changes.length),
        at: new Date().toISOString(),
      };
      const entries: NewDoc<AuditEntry>[] = [];
      for (const change of changes) {
        const entry = entryOf(description, change, context);
        if (!entry) continue;
        const { at, ...rest } = entry;
        entries.push({ at, user: { ...scope.user }, ...rest });
      }
      return entries as unknown as NewDoc<Doc>[];
    },
    written(entries) {
      events?.changed(
        AUDIT.name,
        'create',
        entries.map((entry) => entry._id),
      );
    },
  };
}
