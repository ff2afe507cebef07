// server/syncRecords.ts listSyncs: a portal's own sync records.
import { rm } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/index';
import { createEventBus } from '../../server/realtime';
import { listSyncs, recordSync } from '../../server/syncRecords';
import { tempDir } from './helpers';

let db: Database | undefined;
let dir = '';
afterEach(async () => {
  await db?.close();
  db = undefined;
  await rm(dir, { recursive: true, force: true });
});

describe('listSyncs', () => {
  it("keeps the 'quiter' saves of one portal, newest first", async () => {
    dir = await tempDir();
    db = openDatabase(dir);
    const ctx = { db, events: createEventBus() };
    const save = async (details: Record<string, unknown>, message: string) => {
      // createdAt has millisecond precision: each record a little later than the previous.
      await new Promise((resolve) => setTimeout(resolve, 3));
      return recordSync(ctx, { dbName: 'quiter', message, count: 1, details });
    };
    await save({ portalId: 'U97' }, 'U97 primero');
    await save({ portals: { U97: 3, U94: 2 }, failed: ['U341'] }, 'todos');
    await save({ portalId: 'U94' }, 'U94');
    await recordSync(ctx, { dbName: 'wallapop', message: 'wallapop', count: 1 });

    const messages = async (portalId?: string) =>
      (await listSyncs(ctx, 'quiter', portalId)).map((r) => r.message);
    expect(await messages()).toEqual(['U94', 'todos', 'U97 primero']);
    expect(await messages('U97')).toEqual(['todos', 'U97 primero']);
    expect(await messages('U341')).toEqual([]);
  });
});
