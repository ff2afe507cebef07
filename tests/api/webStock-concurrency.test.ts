// A web sync or a bulk-update of the web rows computed from rows read before a /gomotor edit landed
// must not overwrite that edit: it is refused (409) and writes nothing. The race is staged by a
// database handle whose list of the web rows lets an edit land just after the rows were read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Collection, type Database, type Doc } from '../../server/db/index';
import { HttpError } from '../../server/errors';
import { SaleStock } from '../../server/ownSites/saleStock';
import { GOMOTOR_SITE } from '../../server/ownSites/sites';
import { createEventBus } from '../../server/realtime';
import { BulkRuns } from '../../server/webStock/bulkRuns';
import { webListings, type WebListing } from '../../server/webStock/rows';
import { WebHost } from '../../server/webStock/webHost';
import { startTestApp, type TestApp } from './helpers';

let t: TestApp;
let db: Database;

beforeAll(async () => {
  t = await startTestApp();
  db = openDatabase(t.dataDir, t.config);
});
afterAll(async () => {
  await db.close();
  await t.close();
});

let edits = 0;
const textOf = (n: number) => `Texto puesto por otra persona mientras tanto (${n}).`;

/** The same database, except that the first read of web rows lets `edit` land right after. */
function racing(edit: (rows: Collection<WebListing>, read: WebListing[]) => Promise<void>) {
  let raced = false;
  const collection = <T extends Doc>(spec: Parameters<Database['collection']>[0]) => {
    const real = db.collection<T>(spec as never);
    if (spec.name !== webListings.name) return real;
    return new Proxy(real, {
      get(target, property) {
        // The whole rows (a sync) or the selection read by id (a bulk action).
        if (property === 'list' || property === 'getMany') {
          return async (...args: unknown[]) => {
            const read = await (target[property] as (...a: unknown[]) => Promise<T[]>)(...args);
            if (!raced) {
              raced = true;
              await edit(
                real as unknown as Collection<WebListing>,
                read as unknown as WebListing[],
              );
            }
            return read;
          };
        }
        const value = Reflect.get(target, property) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  };
  return { ...db, collection } as Database;
}

/** Sets the disclaimer of the first row read, as a PUT of /gomotor would. */
const editFirst = async (rows: Collection<WebListing>, read: WebListing[]) => {
  await rows.apply(read[0]!._id, (row) => ({
    ...row,
    marketing: { ...row.marketing, disclaimerMessage: textOf(++edits) },
  }));
};

async function expectConflict(work: Promise<unknown>) {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  expect((error as HttpError).statusCode).toBe(409);
  expect((error as HttpError).message).toMatch(/otra persona cambió 1 vehículo/);
}

describe('a web row edited while a bulk operation computed its change', () => {
  it('the sale stock web sync refuses (409) instead of overwriting it', async () => {
    const before = await db.collection(webListings).list();
    const first = before[0]!;
    // Something for the sync to write to that row: its sale vehicle featured on home.
    const sale = db.collection(GOMOTOR_SITE.collection);
    const vehicle = (await sale.findOne('idv', first.idv))!;
    await sale.update(vehicle._id, { vehiculosHome: !first.featuredHome });
    const ctx = { db: racing(editFirst), events: createEventBus(), config: t.config };
    await expectConflict(new SaleStock(ctx, GOMOTOR_SITE).webSync(undefined, 'prueba'));
    const after = await db.collection(webListings).get(first._id);
    expect(after!.marketing.disclaimerMessage).toBe(textOf(edits));
    expect(after!.featuredHome).toBe(first.featuredHome);
  });

  it('bulk-update refuses (409) and changes none of the selection', async () => {
    const before = await db.collection(webListings).list();
    const picked = before.slice(0, 3);
    const ctx = { db: racing(editFirst), events: createEventBus(), config: t.config };
    const host = new WebHost(ctx, new BulkRuns(ctx));
    await expectConflict(
      host.bulkUpdate(
        picked.map((r) => r._id),
        'precioReserva',
        4321,
        'prueba',
      ),
    );
    const after = await db.collection(webListings).list();
    for (const row of picked) {
      expect(after.find((r) => r._id === row._id)!.precioReserva).toBe(row.precioReserva);
    }
    expect(after.find((r) => r._id === picked[0]!._id)!.marketing.disclaimerMessage).toBe(
      textOf(edits),
    );
  });
});
