// docs/API.md "Channels": the seven channels' list, create, duplicate, delete, sync, auth and
// validation, one table row per channel.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification, StockVehicle } from '../../src/domain/types';
import { getGroupStock } from '../../server/stock/groupStock';
import {
  ADMIN,
  MISSING_ID,
  client,
  expectError,
  signIn,
  startTestApp,
  type Client,
  type MalformedCase,
  type TestApp,
} from './helpers';

type Listing = Record<string, unknown> & { _id: string; publishedAt: string };

interface ChannelCase {
  id: string;
  label: string;
  list: string;
  create: string;
  item: string;
  sync: string;
  key: 'idv' | 'vehicle_id';
  /** What the channel keeps on a sync. */
  keeps: (v: StockVehicle) => boolean;
  /** The create body 'Enviar' sends for a stock vehicle. */
  body: (v: StockVehicle) => Record<string, unknown>;
}

const available = (v: StockVehicle) => !v.reservado;
const availableUsed = (v: StockVehicle) => !v.reservado && v.tipo === 'VO';
const asRead = (v: StockVehicle) => structuredClone(v) as unknown as Record<string, unknown>;
const aramisRecord = (v: StockVehicle) => ({
  vehicle_id: v.idv,
  make_label: v.marca,
  model_label: v.modelo,
  motorisation_label: v.version,
  mileage: v.km,
  din_power: v.potenciaCv,
  precio_aramis: v.precios[0]?.valor,
  first_circulation_date: v.fechaMatriculacion,
  publicacion_manual: true,
});

const V1 = '/api/publishing/api/v1';
const same = (base: string, keeps: ChannelCase['keeps']) => ({
  list: base,
  create: base,
  item: base,
  sync: `${base}/sync`,
  key: 'idv' as const,
  keeps,
  body: asRead,
});

const CHANNELS: ChannelCase[] = [
  {
    id: 'gomotor',
    label: 'GOmotor',
    ...same('/gomotor-api/vehicles', availableUsed),
    item: '/gomotor-api/algolia/vehicles',
  },
  {
    id: 'grupoliva',
    label: 'Grupo Oliva',
    ...same('/api/grupoliva', available),
    sync: '/api/grupoliva/update-db',
  },
  {
    id: 'aramis',
    label: 'Aramis Francia',
    list: `${V1}/aramis/vehicles/`,
    create: '/api/aramis-francia',
    item: '/api/aramis-francia',
    sync: `${V1}/aramis/vehicles/sync`,
    key: 'vehicle_id',
    keeps: (v) => availableUsed(v) && v.ivaDeducible === true,
    body: aramisRecord,
  },
  { id: 'wallapop', label: 'Wallapop', ...same(`${V1}/wallapop/vehicles`, available) },
  {
    id: 'cnet',
    label: 'Coches.net',
    ...same('/api/cnet/vehicles', available),
    sync: '/api/cnet/database/',
  },
  {
    id: 'oferta-de-coches',
    label: 'Oferta de coches',
    ...same(`${V1}/oferta-de-coches/vehicles`, available),
  },
  { id: 'motoreto', label: 'Motoreto', ...same(`${V1}/motoreto/vehicles`, availableUsed) },
];

let t: TestApp;
let api: Client;
let anonymous: Client;
// The app's group stock (default size, as startTestApp builds it).
const stock = getGroupStock({});

beforeAll(async () => {
  t = await startTestApp();
  api = client(t.app, (await signIn(t.app, ADMIN)).accessToken);
  anonymous = client(t.app);
  expect(t.config.seedVehicles).toBeUndefined();
});
afterAll(() => t.close());

describe.each(CHANNELS)('$id', (channel) => {
  /** Every listing; by default only `_id` and the key (cheap enough to snapshot often). */
  const list = async (full = false) => {
    const res = await api.get<Listing[]>(
      full ? channel.list : `${channel.list}?fields=_id,${channel.key}`,
    );
    expect(res.status).toBe(200);
    return res.body;
  };
  const keysOf = (listings: Listing[]) => listings.map((l) => String(l[channel.key]));
  /** A stock vehicle the channel takes and does not list yet. */
  const unlisted = async (matches: (v: StockVehicle) => boolean = channel.keeps) => {
    const listed = new Set(keysOf(await list()));
    const vehicle = stock.find((v) => matches(v) && !listed.has(v.idv));
    if (!vehicle) throw new Error(`no unlisted vehicle for ${channel.id}`);
    return vehicle;
  };

  it('lists the demo listings, and only the asked fields with ?fields=', async () => {
    const listings = await list(true);
    expect(listings.length).toBeGreaterThan(5);
    for (const listing of listings) {
      expect(listing._id).toMatch(/^[0-9a-f]{24}$/);
      expect(typeof listing[channel.key]).toBe('string');
      expect(Date.parse(listing.publishedAt)).not.toBeNaN();
    }
    expect(new Set(keysOf(listings)).size).toBe(listings.length);

    const keysOnly = await api.get<Listing[]>(`${channel.list}?fields=${channel.key}`);
    expect(keysOnly.body).toEqual(listings.map((l) => ({ [channel.key]: l[channel.key] })));
    const two = await api.get<Listing[]>(`${channel.list}?fields=_id,${channel.key},publishedAt`);
    expect(two.body).toEqual(
      listings.map((l) => ({
        _id: l._id,
        [channel.key]: l[channel.key],
        publishedAt: l.publishedAt,
      })),
    );
    expectError(
      await api.get(`${channel.list}?fields=idv;drop`),
      400,
      "El parámetro de consulta 'fields' no tiene un formato válido",
    );
  });

  it('publishes a stock vehicle (201), then answers 409 for it and changes nothing', async () => {
    const vehicle = await unlisted();
    const created = await api.post<Listing>(channel.create, channel.body(vehicle));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ [channel.key]: vehicle.idv });
    expect(created.body._id).toMatch(/^[0-9a-f]{24}$/);
    expect(created.body._id).not.toBe(vehicle._id);
    expect((await list(true)).at(-1)).toEqual(created.body);
    const after = await list();

    const again = await api.post(channel.create, channel.body(vehicle));
    expectError(again, 409, `El vehículo ${vehicle.idv} ya está publicado en ${channel.label}`);
    expect(await list()).toEqual(after);
  });

  it('deletes a listing by _id, and answers 404 when there is none', async () => {
    const [first] = await list();
    const deleted = await api.delete(`${channel.item}/${first!._id}`);
    expect(deleted).toMatchObject({
      status: 200,
      body: { message: `Vehículo eliminado de ${channel.label}`, _id: first!._id },
    });
    const after = await list();
    expect(after.map((l) => l._id)).not.toContain(first!._id);
    const notFound = `Vehículo no encontrado en ${channel.label}`;
    expectError(await api.delete(`${channel.item}/${first!._id}`), 404, notFound);
    expectError(await api.delete(`${channel.item}/${MISSING_ID}`), 404, notFound);
    expectError(await api.delete(`${channel.item}/123`), 400, /identificador válido/);
    expect(await list()).toEqual(after);
  });

  it('sync retires reserved, sold and no longer eligible listings, records it and notifies', async () => {
    // One more stale listing of our own: a reserved vehicle published anyway.
    const reserved = await unlisted((v) => v.reservado);
    expect((await api.post(channel.create, channel.body(reserved))).status).toBe(201);
    const before = await list();
    const stale = before.filter((l) => {
      const vehicle = stock.find((v) => v.idv === l[channel.key]);
      return !vehicle || !channel.keeps(vehicle);
    });
    // The demo seed leaves a reserved, a sold and (stricter rules) an ineligible listing.
    expect(stale.length).toBeGreaterThanOrEqual(channel.keeps === available ? 3 : 4);

    const res = await api.get<Record<string, unknown>>(channel.sync);
    const message = `${channel.label} sincronizado: ${stale.length} vehículos retirados`;
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message, count: stale.length });
    const after = await list();
    expect(after).toEqual(before.filter((l) => !stale.includes(l)));

    const records = await api.get<{ dbName: string; message: string; count: number }[]>(
      `/api/records/syncs/${channel.id}`,
    );
    expect(records.status).toBe(200);
    expect(records.body[0]).toMatchObject({ dbName: channel.id, message, count: stale.length });
    const [newest] = (await api.get<Notification[]>('/api/notifications')).body;
    expect(newest).toMatchObject({
      text: message,
      site: channel.id,
      action: 'sync',
      reading: false,
    });

    const second = await api.get(channel.sync);
    expect(second.body).toMatchObject({
      message: `${channel.label} sincronizado: 0 vehículos retirados`,
      count: 0,
    });
  });

  it('needs a token on every route', async () => {
    const before = await list();
    const vehicle = await unlisted();
    expectError(await anonymous.get(channel.list), 401, 'Sesión no válida o caducada');
    expectError(await anonymous.post(channel.create, channel.body(vehicle)), 401);
    expectError(await anonymous.delete(`${channel.item}/${before[0]!._id}`), 401);
    expectError(await anonymous.get(channel.sync), 401);
    expect(await list()).toEqual(before);
  });

  const key = channel.key;
  // Messages name the fields by their Spanish labels (the vehicle sheet's, the Aramis panel's).
  const keyLabel = key === 'idv' ? 'IDV' : 'ID vehículo';
  const malformed: MalformedCase[] = [
    {
      name: `missing ${key}`,
      payload: { ...channel.body(stock[0]!), [key]: undefined },
      message: new RegExp(`^El campo '${keyLabel}' es obligatorio$`),
    },
    {
      name: `${key} as a number`,
      payload: { ...channel.body(stock[0]!), [key]: 123 },
      message: new RegExp(`^El campo '${keyLabel}' debe ser una cadena de texto$`),
    },
    {
      name: 'a figure as text',
      payload: { ...channel.body(stock[0]!), [key === 'idv' ? 'km' : 'mileage']: 'mucho' },
      message: /^El campo 'Kilómetros' debe ser un número entero$/,
    },
    {
      name: 'a flag as text',
      payload: {
        ...channel.body(stock[0]!),
        [key === 'idv' ? 'reservado' : 'publicacion_manual']: 'si',
      },
      message: /^El campo '(Reservado|Publicación manual)' debe ser booleano/,
    },
    {
      name: 'an extra property',
      payload: { ...channel.body(stock[0]!), canal: channel.id },
      message: /^El campo 'canal' no está permitido$/,
    },
    { name: 'empty object', payload: {}, message: /^El campo '[\wí ]+' es obligatorio$/ },
    { name: 'a list instead of an object', payload: [], message: /debe ser un objeto JSON/ },
    { name: 'invalid JSON', payload: `{"${key}": "1",`, message: /no es un JSON válido/ },
  ];
  if (key === 'idv') {
    malformed.push(
      {
        name: 'tipo outside VN/VO',
        payload: { ...channel.body(stock[0]!), tipo: 'KM0' },
        message: /^El campo 'Tipo' debe ser uno de: VN, VO$/,
      },
      {
        name: 'precios not a list',
        payload: { ...channel.body(stock[0]!), precios: { valor: 1 } },
        message: /^El campo 'Precios' debe ser una lista$/,
      },
    );
  }
  it.each(malformed)('refuses a create body with $name (400), changing nothing', async (c) => {
    const before = await list();
    expectError(await api.post(channel.create, c.payload), 400, c.message);
    expect(await list()).toEqual(before);
  });
});
