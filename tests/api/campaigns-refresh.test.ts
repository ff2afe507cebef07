// The refresh of a campaign's copies (server/campaigns/carriers.ts) against edits made to the
// vehicles at the same time: each collection is refreshed in one transaction that touches
// only the carriers, an edit made between the read and the write is kept (the carriers are
// read again), and when the vehicles keep changing nothing of that collection is written.
import { rm } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { refreshCopies } from '../../server/campaigns/carriers';
import type { StoredCampaign } from '../../server/campaigns/views';
import {
  ConflictError,
  openDatabase,
  type Collection,
  type CollectionSpec,
  type Database,
  type Doc,
} from '../../server/db/index';
import { GOMOTOR_SALE_STOCK } from '../../server/ownSites/sites';
import { createEventBus, type ResourceChange } from '../../server/realtime';
import { tempDir } from './helpers';

const campaign: StoredCampaign = {
  _id: '6560a00000000000000000aa',
  name: 'Rebajas de primavera',
  active: true,
  campaignText: '',
  startDate: '2027-03-01T08:00:00.000Z',
  endDate: '2027-03-31T21:59:59.000Z',
  campaignImage: '',
  campaignColor: '#2e7d32',
  campaignTextColor: '#ffffff',
  temporary: true,
};
const oldCopy = { _id: campaign._id, name: 'Primavera', active: true };

interface Vehicle extends Doc {
  idv: string;
  precioReserva: number;
  campana?: object;
}

let dir: string;
let real: Database;
let stock: Collection<Vehicle>;

beforeEach(async () => {
  dir = await tempDir();
  real = openDatabase(dir);
  stock = real.collection(GOMOTOR_SALE_STOCK as unknown as CollectionSpec<Vehicle>);
  await stock.insertMany([
    { _id: 'a'.repeat(24), idv: '1', precioReserva: 300, campana: oldCopy },
    { _id: 'b'.repeat(24), idv: '2', precioReserva: 300, campana: oldCopy },
    { _id: 'c'.repeat(24), idv: '3', precioReserva: 300, campana: {} },
  ]);
});
afterEach(async () => {
  await real.close();
  await rm(dir, { recursive: true, force: true });
});

/**
 * The database as the refresh sees it, where someone edits vehicle `a…` (its reserve amount)
 * right after the refresh has read it — once, or every time.
 */
function meddlingDb(times: number): Database {
  let left = times;
  return {
    close: () => real.close(),
    collection<T extends Doc>(spec: CollectionSpec<T>): Collection<T> {
      const collection = real.collection(spec);
      if (spec.name !== stock.name) return collection;
      return new Proxy(collection, {
        get(target, property, receiver) {
          if (property !== 'get') return Reflect.get(target, property, receiver) as unknown;
          return async (id: string) => {
            const doc = await target.get(id);
            if (id === 'a'.repeat(24) && left-- > 0) {
              await stock.apply(id, (v) => ({ ...v, precioReserva: v.precioReserva + 100 }));
            }
            return doc;
          };
        },
      });
    },
  };
}

describe('refreshCopies', () => {
  it('keeps an edit made between the read and the write, and refreshes every copy', async () => {
    const events = createEventBus();
    const changes: ResourceChange[] = [];
    events.subscribe((change) => changes.push(change));
    const refreshed = await refreshCopies({ db: meddlingDb(1), events }, [campaign]);
    expect(refreshed).toBe(2);
    const [a, b, c] = await stock.list();
    expect(a).toMatchObject({ precioReserva: 400, campana: campaign });
    expect(b).toMatchObject({ precioReserva: 300, campana: campaign });
    expect(c).toMatchObject({ campana: {} });
    expect(changes).toContainEqual({
      resource: 'gomotor-sale-stock',
      action: 'update',
      ids: ['a'.repeat(24), 'b'.repeat(24)],
    });
  });

  it('writes nothing of a collection whose carriers keep changing: all of it or none', async () => {
    const db = meddlingDb(Number.POSITIVE_INFINITY);
    await expect(
      refreshCopies({ db, events: createEventBus() }, [campaign]),
    ).rejects.toBeInstanceOf(ConflictError);
    const [a, b] = await stock.list();
    expect(a!.campana).toEqual(oldCopy);
    expect(b!.campana).toEqual(oldCopy);
    expect(a!.precioReserva).toBeGreaterThan(300);
  });
});
