// Every number field of the shared table (tests/numberFields.ts), on every route that takes
// it: each refused value (negative, not a number, decimals the kind does not take) is a 400
// naming the field by its Spanish label, and nothing is stored; the kind's valid value is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARAMIS_RECORD_FIELDS } from '../../src/domain/aramis';
import type { StockVehicle } from '../../src/domain/types';
import { getGroupStock } from '../../server/stock/groupStock';
import { FIELD_CASES, NUMBER_FIELDS, getPath, setPath, type NumberRoute } from '../numberFields';
import { validListing } from './cnetFixtures';
import {
  ADMIN,
  client,
  signIn,
  startTestApp,
  type Answer,
  type Client,
  type TestApp,
} from './helpers';
import { newVehicle } from './rentingFixtures';

let t: TestApp;
let api: Client;
let userId: string;

beforeAll(async () => {
  t = await startTestApp({ cnetPaceMs: 0 });
  const session = await signIn(t.app, ADMIN);
  api = client(t.app, session.accessToken);
  userId = session.id;
});
afterAll(() => t.close());

type Doc = Record<string, unknown>;

/** How a route is driven: a body with `value` at `path`, and what is stored there after. */
interface Driver {
  send(path: string, value: unknown): Promise<Answer>;
  /** The value stored at `path` (for a create, in the record `answer` made). */
  read(path: string, answer: Answer): Promise<unknown>;
  /** A create's records: a refused one adds none. */
  count?(): Promise<number>;
}

let unique = 0;
const next = (prefix: string) => `${prefix}${Date.now().toString(36)}${unique++}`;
const body = <T>(answer: Answer) => answer.body as T;
const lengthOf = async (url: string) => body<unknown[]>(await api.get(url)).length;

/** The whole top-level field `path` starts in, from `record` with `value` at `path`. */
const topField = (record: Doc, path: string, value: unknown) => {
  const key = path.split('.')[0]!;
  return { [key]: setPath(record, path, value)[key] };
};

// A discount is sent whole (state and both prices).
const NO_DISCOUNT = { active: true, price: null, financedPrice: null };

const ownEdit = async (site: string): Promise<Driver> => {
  const [first] = body<Doc[]>(await api.get(`/api/${site}?fields=_id`));
  const url = `/api/${site}/${String(first!._id)}`;
  const stored = async () => body<Doc[]>(await api.get(url))[0]!;
  return {
    send: async (path, value) => {
      const vehicle = await stored();
      vehicle.discount ??= NO_DISCOUNT;
      return api.put(url, { filter: { _id: vehicle._id }, update: topField(vehicle, path, value) });
    },
    read: async (path) => getPath(await stored(), path),
  };
};

const PRICES = ['VENTA', 'COMPRAVENTA', 'EXPORTACION', 'PUBLICACION'].map((tipo) => ({
  tipo,
  valor: 0,
}));

const ownCreate = (site: string): Driver => ({
  send: (path, value) =>
    api.post(
      `/api/${site}/new-car`,
      setPath({ marca: 'KIA', modelo: 'Niro', precios: PRICES }, path, value),
    ),
  read: async (path, answer) => getPath(answer.body, path),
  count: () => lengthOf(`/api/${site}?fields=_id`),
});

const ownDatabaseCreate = (): Driver => {
  const vehicle = getGroupStock(t.config)[0] as StockVehicle;
  return {
    send: (path, value) =>
      api.post('/api/cnet/vehicles', setPath({ ...vehicle, idv: next('NF') }, path, value)),
    read: async (path, answer) => getPath(answer.body, path),
    count: () => lengthOf('/api/cnet/vehicles'),
  };
};

const webStock = async (): Promise<Driver> => {
  const rows = async () => body<Doc[]>(await api.get('/gomotor-api/vehicles'));
  const id = String((await rows())[0]!._id);
  const stored = async () => (await rows()).find((r) => r._id === id)!;
  return {
    send: async (path, value) => {
      const row = await stored();
      row.discount ??= NO_DISCOUNT;
      return api.put(`/gomotor-api/algolia/vehicles/${id}`, topField(row, path, value));
    },
    read: async (path) => getPath(await stored(), path),
  };
};

const aramis = async (whole: boolean): Promise<Driver> => {
  const [first] = body<Doc[]>(await api.get('/api/aramis-francia?_start=0&_end=1'));
  const url = `/api/aramis-francia/${String(first!._id)}`;
  const stored = async () => body<Doc>(await api.get(url));
  return {
    send: async (path, value) => {
      if (!whole) return api.patch(url, { [path]: value });
      const record = await stored();
      const fields = Object.fromEntries(
        ARAMIS_RECORD_FIELDS.filter((f) => f in record).map((f) => [f, record[f]]),
      );
      return api.put(url, setPath(fields, path, value));
    },
    read: async (path) => getPath(await stored(), path),
  };
};

const RENTING = '/api/renting/vehicles';
const rentingCreate = (): Driver => ({
  send: (path, value) => api.post(RENTING, setPath(newVehicle(), path, value)),
  read: async (path, answer) => getPath(answer.body, path),
  count: () => lengthOf(RENTING),
});
const rentingEdit = async (): Promise<Driver> => {
  const created = body<Doc>(await api.post(RENTING, newVehicle()));
  const url = `${RENTING}/${String(created._id)}`;
  const stored = async () => body<Doc>(await api.get(url));
  return {
    send: async (path, value) =>
      api.put(url, { filter: { _id: created._id }, carData: setPath(await stored(), path, value) }),
    read: async (path) => getPath(await stored(), path),
  };
};

const motos = async (): Promise<Driver> => {
  const [first] = body<Doc[]>(await api.get('/api/motos?fields=idv'));
  const url = `/api/motos/${String(first!.idv)}`;
  return {
    send: (path, value) => api.put(url, { [path]: value }),
    read: async (path) => getPath(body<Doc>(await api.get(url)), path),
  };
};

const LISTINGS = '/api/cnet/api/vehicles';
const listingCreate = (): Driver => ({
  send: (path, value) =>
    api.post(`${LISTINGS}?account=1`, setPath(validListing(next('NF')), path, value)),
  read: async (path, answer) => getPath(answer.body, path),
  count: () => lengthOf(`${LISTINGS}?account=1&fields=id`),
});
const listingEdit = async (): Promise<Driver> => {
  const created = body<Doc>(await api.post(`${LISTINGS}?account=1`, validListing(next('NF'))));
  const url = `${LISTINGS}/${String(created.id)}?account=1`;
  const stored = async () =>
    body<Doc[]>(await api.get(`${LISTINGS}?account=1`)).find((l) => l.id === created.id)!;
  return {
    send: async (path, value) => api.put(url, setPath(await stored(), path, value)),
    read: async (path) => getPath(await stored(), path),
  };
};

const user = async (): Promise<Driver> => {
  const url = `/api/users/${userId}`;
  const stored = async () => body<Doc>(await api.get(url));
  return {
    send: async (path, value) => {
      const { name, lastname, telephone } = await stored();
      return api.put(url, setPath({ id: userId, name, lastname, telephone }, path, value));
    },
    read: async (path) => getPath(await stored(), path),
  };
};

const DRIVERS: Record<NumberRoute, () => Driver | Promise<Driver>> = {
  'PUT /api/gomotor/:id': () => ownEdit('gomotor'),
  'PUT /api/grupoliva/:id': () => ownEdit('grupoliva'),
  'POST /api/gomotor/new-car': () => ownCreate('gomotor'),
  'POST /api/grupoliva/new-car': () => ownCreate('grupoliva'),
  'POST /api/cnet/vehicles': ownDatabaseCreate,
  'PUT /gomotor-api/algolia/vehicles/:id': webStock,
  'PATCH /api/aramis-francia/:id': () => aramis(false),
  'PUT /api/aramis-francia/:id': () => aramis(true),
  'POST /api/renting/vehicles': rentingCreate,
  'PUT /api/renting/vehicles/:id': rentingEdit,
  'PUT /api/motos/:id': motos,
  'POST /api/cnet/api/vehicles': listingCreate,
  'PUT /api/cnet/api/vehicles/:id': listingEdit,
  'PUT /api/users/:id': user,
};

const ROWS = NUMBER_FIELDS.flatMap((field) =>
  field.routes.map((route) => ({ route, ...field, name: `${route} ${field.path}` })),
);

const show = (value: unknown) => (typeof value === 'string' ? `'${value}'` : String(value));

describe.each(ROWS)('$name ($screen)', ({ route, path, label, kind }) => {
  const { refused, taken } = FIELD_CASES[kind];

  it(`refuses ${refused.map(show).join(', ')} naming '${label}', storing nothing; takes ${show(taken)}`, async () => {
    const driver = await DRIVERS[route]();
    const count = await driver.count?.();
    const before = driver.count
      ? undefined
      : await driver.read(path, { status: 0, body: {}, headers: {} });
    for (const value of refused) {
      const answer = await driver.send(path, value);
      const said = JSON.stringify(answer.body);
      expect(answer.status, `${show(value)}: ${said}`).toBe(400);
      expect((answer.body as { message: string }).message, show(value)).toMatch(
        new RegExp(`^El campo '${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}' `),
      );
      if (driver.count) expect(await driver.count(), show(value)).toBe(count);
      else expect(await driver.read(path, answer), show(value)).toEqual(before);
    }
    const answer = await driver.send(path, taken);
    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
    expect(await driver.read(path, answer)).toEqual(taken);
  });
});
