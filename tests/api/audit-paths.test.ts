// Every write that changes a vehicle leaves its history (docs/API.md "Audit trail"): one table
// of the API's write paths — each channel's publish, edit and removal, the syncs, the own
// sites' and the GOmotor web's edits and bulk actions, Aramis, Coches.net's own database and
// accounts, motos, renting, campaigns carried by vehicles, the stock system's changes and a
// consistency fix — and the entries each must append: who, what, on which channel and
// vehicle, one run id for the entries of one bulk write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Moto } from '../../src/domain/motos/types';
import type { RentingVehicle } from '../../src/domain/renting/types';
import type { StockVehicle } from '../../src/domain/types';
import { getGroupStock } from '../../server/stock/groupStock';
import { validListing } from './cnetFixtures';
import { newVehicle } from './rentingFixtures';
import { ADMIN, client, signIn, startTestApp, type Client, type TestApp } from './helpers';

interface Entry {
  _id: string;
  at: string;
  user: { id: string; email: string; name: string };
  action: string;
  entity: string;
  channel?: string;
  idv?: string;
  recordId?: string;
  runId?: string;
  changes?: { field: string; label: string; before: unknown; after: unknown }[];
  message: string;
}

interface Expected {
  entity: string;
  channel?: string;
  /** Every entry's action. */
  action: string;
  /** Some entry's message. */
  message: RegExp;
  /** Exactly this many entries; 'many': two or more sharing one run id. */
  count: number | 'many';
}

interface WritePath {
  name: string;
  write: () => Promise<unknown>;
  expected: Expected;
}

const WALLAPOP = '/api/publishing/api/v1/wallapop/vehicles';
const MOTORETO = '/api/publishing/api/v1/motoreto/vehicles';
const ARAMIS_V1 = '/api/publishing/api/v1/aramis/vehicles';

let t: TestApp;
let api: Client;
let adminId: string;
const stock = getGroupStock({});
const used = new Set<string>();

beforeAll(async () => {
  t = await startTestApp({ cnetPaceMs: 0 });
  const session = await signIn(t.app, ADMIN);
  api = client(t.app, session.accessToken);
  adminId = session.id;
});
afterAll(() => t.close());

async function ok<T>(answer: Promise<{ status: number; body: T }>): Promise<T> {
  const { status, body } = await answer;
  expect(status, JSON.stringify(body)).toBeLessThan(300);
  return body;
}
const ids = async (path: string, key = 'idv') =>
  (await ok(api.get<Record<string, string>[]>(`${path}?fields=_id,${key}`))).map((l) => ({
    _id: l._id!,
    key: l[key]!,
  }));

/** Available VO not yet on `path`'s channel, whole as the stock answers them. */
async function vehiclesOff(path: string, n = 1, key = 'idv'): Promise<StockVehicle[]> {
  const on = new Set((await ids(path, key)).map((l) => l.key));
  const picked = stock
    .filter((v) => !v.reservado && v.tipo === 'VO' && !on.has(v.idv) && !used.has(v.idv))
    .slice(0, n);
  for (const v of picked) used.add(v.idv);
  return picked.map(({ _id: _stockId, ...v }) => v as StockVehicle);
}

const total = async () => Number((await api.get('/api/audit?_end=1')).headers['x-total-count']);

/** The entries `write` appended, newest first. */
async function entriesOf(write: () => Promise<unknown>): Promise<Entry[]> {
  const before = await total();
  await write();
  const added = (await total()) - before;
  if (added === 0) return [];
  return ok(api.get<Entry[]>(`/api/audit?_end=${Math.min(added, 500)}`));
}

// State shared along the table (each row may use what an earlier one made).
const made: Record<string, string> = {};

const PATHS: WritePath[] = [
  {
    name: "'Enviar' to Wallapop",
    write: async () => {
      const [v] = await vehiclesOff(WALLAPOP);
      made.wallapop = (await ok(api.post<{ _id: string }>(WALLAPOP, v)))._id;
    },
    expected: {
      entity: 'listing',
      channel: 'wallapop',
      action: 'publish',
      message: /^Publicado en Wallapop$/,
      count: 1,
    },
  },
  {
    name: "'Enviar' to Grupo Oliva (one bulk create)",
    write: async () => {
      const data = await vehiclesOff('/api/grupoliva', 3);
      await ok(api.post('/api/grupoliva/bulk-create', { data }));
    },
    expected: {
      entity: 'listing',
      channel: 'grupoliva',
      action: 'publish',
      message: /^Publicado en Grupo Oliva$/,
      count: 'many',
    },
  },
  {
    name: "'Enviar' to the GOmotor web",
    write: async () => {
      const [v] = await vehiclesOff('/gomotor-api/vehicles');
      made.gomotorRow = (await ok(api.post<{ _id: string }>('/gomotor-api/vehicles', v)))._id;
    },
    expected: {
      entity: 'listing',
      channel: 'gomotor',
      action: 'publish',
      message: /^Publicado en GOmotor$/,
      count: 1,
    },
  },
  {
    name: "'Enviar' to Aramis Francia",
    write: async () => {
      const record = {
        vehicle_id: 'FR-AUDIT-1',
        make_label: 'CITROËN',
        model_label: 'C4',
        precio_aramis: 21500,
      };
      made.aramis = (await ok(api.post<{ _id: string }>('/api/aramis-francia', record)))._id;
    },
    expected: {
      entity: 'listing',
      channel: 'aramis',
      action: 'publish',
      message: /^Publicado en Aramis Francia$/,
      count: 1,
    },
  },
  {
    name: "'Enviar' to Coches.net's own database",
    write: async () => {
      const [v] = await vehiclesOff('/api/cnet/vehicles');
      made.cnet = (await ok(api.post<{ _id: string }>('/api/cnet/vehicles', v)))._id;
    },
    expected: {
      entity: 'listing',
      channel: 'cnet',
      action: 'publish',
      message: /^Publicado en Coches.net$/,
      count: 1,
    },
  },
  {
    name: 'a Wallapop listing moved to another account',
    write: () => ok(api.put(`/api/wallapop/wlp-tarragona/${made.wallapop}`)),
    expected: {
      entity: 'listing',
      channel: 'wallapop',
      action: 'update',
      message: /^Editado en Wallapop: Cuenta$/,
      count: 1,
    },
  },
  {
    name: 'an Aramis record edited (its price)',
    write: () => ok(api.patch(`/api/aramis-francia/${made.aramis}`, { precio_aramis: 777 })),
    expected: {
      entity: 'listing',
      channel: 'aramis',
      action: 'price',
      message: /^Precio en Aramis Francia cambiado de 21\.500\s€ a 777\s€$/,
      count: 1,
    },
  },
  {
    name: "Coches.net's own database: a vehicle edited",
    write: () => ok(api.put(`/api/cnet/vehicles/${made.cnet}`, { km: 123 })),
    expected: {
      entity: 'listing',
      channel: 'cnet',
      action: 'update',
      message: /^Editado en Coches.net: Kilómetros$/,
      count: 1,
    },
  },
  {
    name: 'a GOmotor web row edited',
    write: () =>
      ok(api.put(`/gomotor-api/algolia/vehicles/${made.gomotorRow}`, { featuredHome: true })),
    expected: {
      entity: 'listing',
      channel: 'gomotor',
      action: 'update',
      message: /^Editado en GOmotor: Destacado en la home$/,
      count: 1,
    },
  },
  {
    name: 'a GOmotor web bulk run (one change per request, one run)',
    write: async () => {
      const run = await ok(
        api.post<{ _id: string }>('/gomotor-api/vehicles/bulk-runs', {
          action: 'destacar',
          mode: 'activate',
          total: 2,
        }),
      );
      const rows = (
        await ok(
          api.get<{ _id: string; featuredHome: boolean }[]>(
            '/gomotor-api/vehicles?fields=_id,featuredHome',
          ),
        )
      )
        .filter((row) => !row.featuredHome)
        .slice(0, 2);
      for (const row of rows) {
        await ok(
          api.put(`/gomotor-api/algolia/vehicles/${row._id}?run=${run._id}`, {
            featuredHome: true,
          }),
        );
      }
      await ok(api.post(`/gomotor-api/vehicles/bulk-runs/${run._id}/finish`, { failed: [] }));
      made.webRun = run._id;
    },
    expected: {
      entity: 'listing',
      channel: 'gomotor',
      action: 'bulk',
      message: /^Editado en GOmotor: Destacado en la home \(acción masiva\)$/,
      count: 'many',
    },
  },
  {
    name: 'the GOmotor web bulk update',
    write: async () => {
      const rows = (await ids('/gomotor-api/vehicles')).slice(2, 5);
      await ok(
        api.post('/gomotor-api/vehicles/bulk-update', {
          dataSelection: rows.map((r) => r._id),
          update: 'precioReserva',
          value: 450,
        }),
      );
    },
    expected: {
      entity: 'listing',
      channel: 'gomotor',
      action: 'bulk',
      message: /Importe reserva \(acción masiva\)$/,
      count: 'many',
    },
  },
  {
    name: 'a GOmotor sale vehicle edited',
    write: async () => {
      const [v] = await ids('/api/gomotor');
      made.sale = v!._id;
      await ok(api.put(`/api/gomotor/${v!._id}`, { filter: { _id: v!._id }, update: { km: 7 } }));
    },
    expected: {
      entity: 'ownSiteVehicle',
      channel: 'gomotor',
      action: 'update',
      message: /^Editado en la venta de GOmotor: Kilómetros$/,
      count: 1,
    },
  },
  {
    name: 'the GOmotor sale stock: prices in bulk',
    write: async () => {
      const selection = (await ids('/api/gomotor')).slice(1, 4).map((v) => v._id);
      await ok(
        api.post('/api/gomotor/bulk-update-price', {
          dataSelection: selection,
          update: 'contado',
          value: -100,
        }),
      );
    },
    expected: {
      entity: 'ownSiteVehicle',
      channel: 'gomotor',
      action: 'price',
      message: /^Precio en la venta de GOmotor cambiado de .* a .*$/,
      count: 'many',
    },
  },
  {
    name: 'the GOmotor sale stock: a field in bulk',
    write: async () => {
      const selection = (await ids('/api/gomotor')).slice(4, 6).map((v) => v._id);
      await ok(
        api.post('/api/gomotor/bulk-update', {
          dataSelection: selection,
          update: 'destacado',
          value: true,
        }),
      );
    },
    expected: {
      entity: 'ownSiteVehicle',
      channel: 'gomotor',
      action: 'bulk',
      message: /Destacado \(acción masiva\)$/,
      count: 'many',
    },
  },
  {
    name: 'a GOmotor sale vehicle created by hand',
    write: async () => {
      made.manual = (
        await ok(
          api.post<{ _id: string }>('/api/gomotor/new-car', { marca: 'SEAT', modelo: 'Ibiza' }),
        )
      )._id;
    },
    expected: {
      entity: 'ownSiteVehicle',
      channel: 'gomotor',
      action: 'create',
      message: /^Creado en la venta de GOmotor$/,
      count: 1,
    },
  },
  {
    name: 'a GOmotor sale vehicle deleted',
    write: () => ok(api.delete(`/api/gomotor/${made.manual}`)),
    expected: {
      entity: 'ownSiteVehicle',
      channel: 'gomotor',
      action: 'delete',
      message: /^Eliminado de la venta de GOmotor$/,
      count: 1,
    },
  },
  {
    name: 'the GOmotor sale stock: bulk delete',
    write: async () => {
      const selection = (await ids('/api/gomotor')).slice(6, 8).map((v) => v._id);
      await ok(api.post('/api/gomotor/bulk-delete', { dataSelection: selection }));
    },
    expected: {
      entity: 'ownSiteVehicle',
      channel: 'gomotor',
      action: 'bulk',
      message: /^Eliminado de la venta de GOmotor \(acción masiva\)$/,
      count: 'many',
    },
  },
  {
    name: "the GOmotor sale stock's update-db (the deleted ones come back)",
    write: () => ok(api.get('/api/gomotor/update-db')),
    expected: {
      entity: 'ownSiteVehicle',
      channel: 'gomotor',
      action: 'sync',
      message: /al sincronizar$/,
      count: 'many',
    },
  },
  {
    name: 'the GOmotor web sync of the sale stock',
    write: () => ok(api.get('/api/gomotor/woocommerce-sync')),
    expected: {
      entity: 'listing',
      channel: 'gomotor',
      action: 'sync',
      message: /al sincronizar$/,
      count: 'many',
    },
  },
  {
    name: 'a Grupo Oliva sale vehicle edited',
    write: async () => {
      const [v] = await ids('/api/grupoliva');
      await ok(api.put(`/api/grupoliva/${v!._id}`, { filter: { _id: v!._id }, update: { km: 9 } }));
    },
    expected: {
      entity: 'listing',
      channel: 'grupoliva',
      action: 'update',
      message: /^Editado en Grupo Oliva: Kilómetros$/,
      count: 1,
    },
  },
  {
    name: "a channel's sync (reserved and sold listings retired)",
    write: () => ok(api.get(`${WALLAPOP}/sync`)),
    expected: {
      entity: 'listing',
      channel: 'wallapop',
      action: 'sync',
      message: /^Retirado de Wallapop al sincronizar$/,
      count: 'many',
    },
  },
  {
    name: "Grupo Oliva's update-db",
    write: () => ok(api.get('/api/grupoliva/update-db')),
    expected: {
      entity: 'listing',
      channel: 'grupoliva',
      action: 'sync',
      message: /^Retirado de Grupo Oliva al sincronizar$/,
      count: 'many',
    },
  },
  {
    name: "Motoreto's feed dropped (every listing removed)",
    write: () => ok(api.get(`${MOTORETO}/drop-collection?confirm=true`)),
    expected: {
      entity: 'listing',
      channel: 'motoreto',
      action: 'unpublish',
      message: /^Retirado de Motoreto$/,
      count: 'many',
    },
  },
  {
    name: 'a Coches.net account: a listing published',
    write: async () => {
      const [v] = await vehiclesOff(WALLAPOP);
      made.cnetIdv = v!.idv;
      made.account = (
        await ok(api.post<{ id: string }>('/api/cnet/api/vehicles?account=1', validListing(v!.idv)))
      ).id;
    },
    expected: {
      entity: 'cnet',
      channel: 'cnet',
      action: 'publish',
      message: /^Publicado en Coches.net \(cuenta 1\)$/,
      count: 1,
    },
  },
  {
    name: 'a Coches.net account: a listing repriced',
    write: () => {
      const body = validListing(made.cnetIdv!);
      return ok(
        api.put(`/api/cnet/api/vehicles/${made.account}?account=1`, {
          ...body,
          price: { ...body.price, priceValue: 19_990 },
        }),
      );
    },
    expected: {
      entity: 'cnet',
      channel: 'cnet',
      action: 'price',
      message: /^Precio en Coches.net \(cuenta 1\) cambiado de 21\.990\s€ a 19\.990\s€$/,
      count: 1,
    },
  },
  {
    name: 'a Coches.net account: a listing removed',
    write: () => ok(api.delete(`/api/cnet/api/vehicles/${made.account}?account=1`)),
    expected: {
      entity: 'cnet',
      channel: 'cnet',
      action: 'unpublish',
      message: /^Retirado de Coches.net \(cuenta 1\)$/,
      count: 1,
    },
  },
  {
    name: "a Coches.net account's update (reserved and sold listings deleted)",
    write: () => ok(api.get('/api/cnet/update-account?account=5&confirm=true')),
    expected: {
      entity: 'cnet',
      channel: 'cnet',
      action: 'sync',
      message: /^Retirado de Coches.net \(cuenta 5\) al sincronizar$/,
      count: 'many',
    },
  },
  {
    name: "Aramis Francia's stock update",
    write: () => ok(api.post(`${ARAMIS_V1}/update-stock`)),
    expected: {
      entity: 'listing',
      channel: 'aramis',
      action: 'sync',
      message: /al sincronizar$/,
      count: 'many',
    },
  },
  {
    name: "Aramis Francia's stock dropped",
    write: async () => {
      const all = await ok(api.get<unknown[]>(`${ARAMIS_V1}/`));
      await ok(api.post(`${ARAMIS_V1}/drop`, { count: all.length }));
    },
    expected: {
      entity: 'listing',
      channel: 'aramis',
      action: 'bulk',
      message: /^Retirado de Aramis Francia \(acción masiva\)$/,
      count: 'many',
    },
  },
  {
    name: 'a moto created',
    write: () =>
      ok(
        api.post('/api/motos', {
          idv: '99101',
          marca: 'YAMAHA',
          modelo: 'MT-07',
          tipo: 'VO',
          precioVenta: 6490,
          km: 0,
          reservado: '0',
          publicar: true,
        }),
      ),
    expected: { entity: 'moto', action: 'create', message: /^Moto creada$/, count: 1 },
  },
  {
    name: 'a moto repriced',
    write: () => ok(api.put('/api/motos/99101', { precioVenta: 5990 })),
    expected: {
      entity: 'moto',
      action: 'price',
      message: /^Precio de la moto cambiado de 6\.490\s€ a 5\.990\s€$/,
      count: 1,
    },
  },
  {
    name: 'a moto deleted',
    write: () => ok(api.delete<Moto>('/api/motos/99101')),
    expected: { entity: 'moto', action: 'delete', message: /^Moto eliminada$/, count: 1 },
  },
  {
    name: 'a renting vehicle created, edited and deleted',
    write: async () => {
      const created = await ok(api.post<RentingVehicle>('/api/renting/vehicles', newVehicle()));
      await ok(
        api.put(`/api/renting/vehicles/${created._id}`, {
          filter: { _id: created._id },
          carData: { ...created, color: 'Gris Acero' },
        }),
      );
      await ok(api.delete(`/api/renting/vehicles/${created._id}`));
    },
    expected: {
      entity: 'renting',
      action: 'create|update|delete',
      message: /^Vehículo de renting editado: Color$/,
      count: 3,
    },
  },
  {
    name: 'a campaign renamed: the vehicles carrying it change',
    write: async () => {
      const campaigns = await ok(api.get<{ _id: string; name: string }[]>('/api/campaigns'));
      const carried = campaigns.find((c) => c.name === 'Black Friday')!;
      await ok(api.put(`/api/campaigns/${carried._id}`, { name: 'Black Friday 2026' }));
    },
    expected: {
      entity: 'listing|ownSiteVehicle',
      action: 'update',
      message: /Campaña|Marketing/,
      count: 'many',
    },
  },
  {
    name: 'the stock system reserves a car',
    write: () =>
      ok(
        api.patch(`/api/publishing/api/v1/quiter/${stock[3]!.idv}`, {
          reservado: !stock[3]!.reservado,
        }),
      ),
    expected: { entity: 'stock', action: 'create', message: /^Cambiado en el stock$/, count: 1 },
  },
  {
    name: 'a consistency fix',
    write: async () => {
      const { drifts } = await ok(
        api.get<{ drifts: { channel: string; idv: string; kind: string }[] }>(
          '/api/consistency?channel=oferta-de-coches&kind=pendiente',
        ),
      );
      const [first] = drifts;
      await ok(
        api.post('/api/consistency/fix', {
          items: [{ channel: first!.channel, idv: first!.idv, kind: first!.kind }],
        }),
      );
    },
    expected: {
      entity: 'listing',
      channel: 'oferta-de-coches',
      action: 'fix',
      message: /^Publicado en Oferta de coches: estaba pendiente \(corrección de coherencia\)$/,
      count: 1,
    },
  },
  {
    name: 'a listing deleted',
    write: () => ok(api.delete(`${WALLAPOP}/${made.wallapop}`)),
    expected: {
      entity: 'listing',
      channel: 'wallapop',
      action: 'unpublish',
      message: /^Retirado de Wallapop$/,
      count: 1,
    },
  },
];

describe('every write path leaves its history', () => {
  it.each(PATHS)('$name', async ({ write, expected }) => {
    const entries = await entriesOf(write);
    const actions = new RegExp(`^(${expected.action})$`);
    const entities = new RegExp(`^(${expected.entity})$`);
    if (expected.count === 'many') {
      expect(entries.length).toBeGreaterThanOrEqual(2);
      // One bulk write: one run.
      expect(new Set(entries.map((e) => e.runId)).size).toBe(1);
      expect(entries[0]!.runId).toMatch(/^[0-9a-f]{24}$/);
    } else {
      expect(entries.length).toBe(expected.count);
    }
    for (const entry of entries) {
      expect(entry.action).toMatch(actions);
      expect(entry.entity).toMatch(entities);
      if (expected.channel) expect(entry.channel).toBe(expected.channel);
      expect(entry.user).toEqual({ id: adminId, email: ADMIN.email, name: expect.any(String) });
      expect(entry.recordId).toMatch(/^[0-9a-f]{24}$|^\d+$/);
      expect(Date.parse(entry.at)).toBeGreaterThan(Date.now() - 60_000);
    }
    expect(entries.map((e) => e.message)).toContainEqual(expect.stringMatching(expected.message));
  });

  it('names the vehicle of each listing entry and what changed, before and after', async () => {
    const entries = await ok(api.get<Entry[]>('/api/audit?entity=listing&_end=500'));
    for (const entry of entries) expect(entry.idv, entry.message).toBeTruthy();
    const [moved] = await ok(api.get<Entry[]>('/api/audit?channel=wallapop&q=cuenta'));
    expect(moved).toMatchObject({
      message: 'Editado en Wallapop: Cuenta',
      idv: expect.any(String),
    });
    expect(moved!.changes).toEqual([
      { field: 'account', label: 'Cuenta', before: null, after: 'wlp-tarragona' },
    ]);
  });

  it('names a bulk run of the GOmotor web by its run', async () => {
    const entries = await ok(api.get<Entry[]>('/api/audit?channel=gomotor&_end=500'));
    expect(entries.filter((e) => e.runId === made.webRun)).toHaveLength(2);
  });
});
