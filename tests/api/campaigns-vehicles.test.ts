// The copies of a campaign that vehicles carry (docs/API.md "Campaigns"): the own sites' sale stock
// in `campana`, the GOmotor web host's listings in `marketing.counter`. DELETE of a carried
// campaign is a 409 with the count and changes nothing; PUT refreshes every copy; changes emit
// resource:changed 'campaigns'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingCollection } from '../../server/channels/listingStore';
import { openDatabase, type Collection, type Database } from '../../server/db/index';
import { GOMOTOR_SALE_STOCK } from '../../server/ownSites/sites';
import {
  SALES,
  client,
  expectError,
  signIn,
  startTestApp,
  type Client,
  type TestApp,
  watchResourceChanges,
} from './helpers';

const CAMPAIGNS = '/api/campaigns';
const COUNTDOWN = '/api/publishing/api/v1/campaign';
const BLACK_FRIDAY = '6560a0000000000000000001';
const PLAN_RENOVE = '6560a0000000000000000002';

interface Copy {
  _id?: string;
  [field: string]: unknown;
}
interface Vehicle {
  _id: string;
  idv: string;
  campana?: Copy | null;
  marketing?: { counter?: Copy | null; disclaimerMessage?: string | null };
  [field: string]: unknown;
}

let t: TestApp;
let api: Client;
let db: Database;
let stocks: { name: string; vehicles: Collection<Vehicle> }[];

beforeAll(async () => {
  t = await startTestApp();
  api = client(t.app, (await signIn(t.app, SALES)).accessToken);
  // A second connection to the app's database: the test reads and plants copies directly.
  db = openDatabase(t.dataDir, t.config);
  stocks = [
    GOMOTOR_SALE_STOCK,
    listingCollection('gomotor', 'idv'),
    listingCollection('grupoliva', 'idv'),
  ].map((spec) => {
    const vehicles = db.collection(spec as never) as Collection<Vehicle>;
    return { name: vehicles.name, vehicles };
  });
});
afterAll(async () => {
  await db.close();
  await t.close();
});

const copiesOf = (v: Vehicle, id: string) =>
  [v.campana, v.marketing?.counter].filter((copy): copy is Copy => copy?._id === id);

/** Every vehicle carrying campaign `id`, in any collection. */
async function carriers(id: string): Promise<Vehicle[]> {
  const all = await Promise.all(stocks.map(({ vehicles }) => vehicles.list()));
  return all.flat().filter((v) => copiesOf(v, id).length > 0);
}

const gomotorListings = () => stocks[1]!.vehicles;

async function campaign(id: string) {
  return (await api.get<Record<string, unknown>>(`${CAMPAIGNS}/${id}`)).body;
}

async function newCampaign(name: string) {
  const res = await api.post<{ _id: string }>(CAMPAIGNS, {
    name,
    startDate: '2026-12-01T08:00:00.000Z',
    endDate: '2026-12-31T22:59:59.000Z',
  });
  expect(res.status).toBe(201);
  return res.body._id;
}

/** Puts campaign `id` as the counter of one GOmotor web listing; returns the listing. */
async function plantCounter(id: string): Promise<Vehicle> {
  const [listing] = await gomotorListings().list({ limit: 1 });
  const counter = await campaign(id);
  const planted = await gomotorListings().apply(listing!._id, (v) => ({
    ...v,
    marketing: { disclaimerMessage: null, ...v.marketing, counter },
  }));
  return planted!;
}

describe('the demo vehicles carry whole copies of the demo campaigns', () => {
  it('in the three collections, each copy the campaign as stored', async () => {
    for (const id of [BLACK_FRIDAY, PLAN_RENOVE]) {
      const stored = await campaign(id);
      const carrying = await carriers(id);
      const names = new Set(
        await Promise.all(
          stocks.map(async ({ name, vehicles }) =>
            (await vehicles.list()).some((v) => copiesOf(v, id).length) ? name : '',
          ),
        ),
      );
      expect(names).toContain('gomotor-sale-stock');
      expect(names).toContain('grupoliva-vehicles');
      for (const v of carrying) for (const copy of copiesOf(v, id)) expect(copy).toEqual(stored);
    }
  });
});

describe('DELETE of a carried campaign', () => {
  it('is a 409 with the count of vehicles that carry it, through both APIs; nothing changes', async () => {
    const carrying = await carriers(BLACK_FRIDAY);
    expect(carrying.length).toBeGreaterThan(1);
    const before = (await api.get(CAMPAIGNS)).body;
    const message = `No se puede eliminar la campaña «Black Friday»: la llevan ${carrying.length} vehículos. Quítela de ellos antes.`;
    for (const base of [CAMPAIGNS, COUNTDOWN]) {
      const res = await api.delete<{ vehicles: number }>(`${base}/${BLACK_FRIDAY}`);
      expectError(res, 409, message);
      expect(res.body.vehicles).toBe(carrying.length);
    }
    expect((await api.get(CAMPAIGNS)).body).toEqual(before);
    expect(await carriers(BLACK_FRIDAY)).toEqual(carrying);
  });

  it('counts a web listing whose counter it is; once taken off, the delete goes through', async () => {
    const id = await newCampaign('Contador de prueba');
    const listing = await plantCounter(id);
    expectError(
      await api.delete(`${COUNTDOWN}/${id}`),
      409,
      'No se puede eliminar la campaña «Contador de prueba»: la lleva 1 vehículo. Quítela de ellos antes.',
    );
    expect((await campaign(id))._id).toBe(id);

    await gomotorListings().apply(listing._id, (v) => ({
      ...v,
      marketing: { ...v.marketing, counter: null },
    }));
    const res = await api.delete(`${COUNTDOWN}/${id}`);
    expect(res).toMatchObject({ status: 200, body: { message: 'Campaña eliminada', _id: id } });
    expectError(await api.get(`${CAMPAIGNS}/${id}`), 404, 'Campaña no encontrada');
  });

  it('a campaign no vehicle carries is deleted (200)', async () => {
    const id = await newCampaign('Sin vehículos');
    expect((await api.delete(`${CAMPAIGNS}/${id}`)).status).toBe(200);
    expect((await api.get<{ _id: string }[]>(CAMPAIGNS)).body.some((c) => c._id === id)).toBe(
      false,
    );
  });
});

describe('PUT refreshes the copies vehicles carry', () => {
  it('name, dates, colours, image and active reach every copy; nothing else changes', async () => {
    const listing = await plantCounter(PLAN_RENOVE);
    const carrying = await carriers(PLAN_RENOVE);
    // Vehicles carrying only another campaign must not change.
    const others = (await carriers(BLACK_FRIDAY)).filter(
      (v) => copiesOf(v, PLAN_RENOVE).length === 0,
    );
    const put = await api.put(`${COUNTDOWN}/${PLAN_RENOVE}`, {
      name: 'Plan Renove 2027',
      startDate: '2026-11-01T00:00:00+01:00',
      endDate: '2027-01-31T23:59:59+01:00',
      badgeColor: '#004d40',
      textColor: '#fff',
      iconUrl: 'https://cdn.gomotor.es/iconos/renove.png',
      active: false,
    });
    expect(put.status).toBe(200);
    const stored = await campaign(PLAN_RENOVE);
    expect(stored).toMatchObject({
      name: 'Plan Renove 2027',
      startDate: '2026-10-31T23:00:00.000Z',
      campaignColor: '#004d40',
      campaignImage: 'https://cdn.gomotor.es/iconos/renove.png',
      active: false,
    });

    // Deactivating does not take it off the vehicles: the same vehicles, with fresh copies.
    const after = await carriers(PLAN_RENOVE);
    expect(after.map((v) => v._id).sort()).toEqual(carrying.map((v) => v._id).sort());
    const byId = new Map(carrying.map((v) => [v._id, v]));
    for (const v of after) {
      for (const copy of copiesOf(v, PLAN_RENOVE)) expect(copy).toEqual(stored);
      const old = byId.get(v._id)!;
      const strip = (x: Vehicle) => ({
        ...x,
        campana: x.campana?._id === PLAN_RENOVE ? 'copy' : x.campana,
        marketing: {
          ...x.marketing,
          counter: x.marketing?.counter?._id === PLAN_RENOVE ? 'copy' : x.marketing?.counter,
        },
      });
      expect(strip(v)).toEqual(strip(old));
    }
    const counter = (await gomotorListings().get(listing._id))!.marketing?.counter;
    expect(counter).toEqual(stored);
    expect((await carriers(BLACK_FRIDAY)).filter((v) => !copiesOf(v, PLAN_RENOVE).length)).toEqual(
      others,
    );
  });

  it('a refused PUT refreshes nothing', async () => {
    const before = await carriers(BLACK_FRIDAY);
    expectError(
      await api.put(`${CAMPAIGNS}/${BLACK_FRIDAY}`, { name: 'Otro', campaignColor: 'negro' }),
      400,
    );
    expect(await carriers(BLACK_FRIDAY)).toEqual(before);
  });
});

describe('live events', () => {
  it('each change emits resource:changed campaigns; a refresh, the vehicles’ collections', async () => {
    const { socket, changes } = await watchResourceChanges(t.app, SALES);
    const seen = (resource: string, action: string, id: string) =>
      changes.some((c) => c.resource === resource && c.action === action && c.ids.includes(id));
    const until = (check: () => boolean) =>
      new Promise<void>((resolve) => {
        const look = () => (check() ? resolve() : setTimeout(look, 20));
        look();
      });
    try {
      const id = await newCampaign('Con eventos');
      await until(() => seen('campaigns', 'create', id));
      const listing = await plantCounter(id);
      await api.put(`${CAMPAIGNS}/${id}`, { name: 'Con eventos 2' });
      await until(() => seen('campaigns', 'update', id));
      await until(() => seen('gomotor-vehicles', 'update', listing._id));
      await gomotorListings().apply(listing._id, (v) => ({
        ...v,
        marketing: { ...v.marketing, counter: null },
      }));
      await api.delete(`${CAMPAIGNS}/${id}`);
      await until(() => seen('campaigns', 'delete', id));
    } finally {
      socket.close();
    }
  });
});
