// The architecture test of adding a channel: an eighth channel is one factory call plus one
// registry entry, and it gets list / create / duplicate / delete / sync, demo listings, sync
// records, notifications and live resource:changed events.
import { rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StockVehicle } from '../../src/domain/types';
import { buildApp, type BuiltApp } from '../../server/app';
import { CHANNELS } from '../../server/channels';
import { stockVehicleChannel } from '../../server/channels/listingChannel';
import { loadConfig } from '../../server/config';
import type { ResourceChange } from '../../server/realtime';
import { getGroupStock } from '../../server/stock/groupStock';
import { ADMIN, TEST_SECRET, client, expectError, signIn, tempDir, type Client } from './helpers';

// The throw-away channel: a VN-only marketplace, as a module would declare it.
const autoscout = stockVehicleChannel({
  id: 'autoscout',
  label: 'AutoScout24',
  paths: { list: '/autoscout/ads', delete: '/autoscout/ads/:id', sync: '/autoscout/refresh' },
  eligible: (v) => !v.reservado && v.tipo === 'VN',
});
const REGISTRY = [...CHANNELS, autoscout];

type Listing = { _id: string; idv: string };

let built: BuiltApp;
let dataDir: string;
let api: Client;
let socket: Socket;
const changes: ResourceChange[] = [];
const stock = getGroupStock({});

const listed = async () => (await api.get<Listing[]>('/api/autoscout/ads?fields=_id,idv')).body;
/** Waits until a resource:changed event matching `predicate` has arrived. */
async function change(predicate: (c: ResourceChange) => boolean): Promise<ResourceChange> {
  for (let waited = 0; waited < 3000; waited += 20) {
    const found = changes.find(predicate);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('no matching resource:changed within 3 s');
}

beforeAll(async () => {
  dataDir = await tempDir();
  const config = loadConfig(
    { SEED_DEMO: 'true' },
    { dataDir, jwtSecret: TEST_SECRET, staticDir: join(dataDir, 'sin-consola') },
  );
  built = await buildApp(config, { channels: REGISTRY });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const token = (await signIn(built.app, ADMIN)).accessToken;
  api = client(built.app, token);
  const { port } = built.app.server.address() as AddressInfo;
  socket = connect(`http://127.0.0.1:${port}`, {
    path: '/socket.io',
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  socket.on('resource:changed', (c: ResourceChange) => changes.push(c));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
});
afterAll(async () => {
  socket.disconnect();
  await built.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('an eighth channel from the factory', () => {
  it('starts with demo listings of the vehicles it takes, plus stale ones', async () => {
    const listings = await listed();
    const byIdv = new Map(stock.map((v) => [v.idv, v]));
    const eligible = listings.filter((l) => {
      const v = byIdv.get(l.idv);
      return v && !v.reservado && v.tipo === 'VN';
    });
    expect(eligible.length).toBeGreaterThan(20);
    expect(listings.length - eligible.length).toBe(3);
  });

  it('publishes (201 + create event), refuses a duplicate (409) and deletes (delete event)', async () => {
    const taken = new Set((await listed()).map((l) => l.idv));
    const vehicle = stock.find((v) => v.tipo === 'VN' && !v.reservado && !taken.has(v.idv));
    const created = await api.post<Listing>('/api/autoscout/ads', vehicle);
    expect(created.status).toBe(201);
    expect(created.body.idv).toBe(vehicle!.idv);
    expect(await change((c) => c.action === 'create' && c.ids.includes(created.body._id))).toEqual({
      resource: 'autoscout-vehicles',
      action: 'create',
      ids: [created.body._id],
    });

    expectError(
      await api.post('/api/autoscout/ads', vehicle),
      409,
      `El vehículo ${vehicle!.idv} ya está publicado en AutoScout24`,
    );
    expectError(await api.post('/api/autoscout/ads', { idv: 'x' }), 400, /obligatorio/);

    const deleted = await api.delete(`/api/autoscout/ads/${created.body._id}`);
    expect(deleted.status).toBe(200);
    await change((c) => c.action === 'delete' && c.ids.includes(created.body._id));
  });

  it('syncs: retires the stale listings, records the sync and notifies', async () => {
    const reserved: StockVehicle = stock.find((v) => v.reservado)!;
    await api.post('/api/autoscout/ads', reserved);
    const res = await api.get<{ message: string; count: number }>('/api/autoscout/refresh');
    expect(res.body).toEqual({
      message: 'AutoScout24 sincronizado: 4 vehículos retirados',
      count: 4,
    });
    const retired = await change((c) => c.resource === 'autoscout-vehicles' && c.ids.length === 4);
    expect(retired.action).toBe('delete');
    await change((c) => c.resource === 'notifications' && c.action === 'create');
    const records = await api.get<{ message: string }[]>('/api/records/syncs/autoscout');
    expect(records.body.map((r) => r.message)).toEqual([res.body.message]);
  });

  it('leaves the registered channels working', async () => {
    for (const url of ['/gomotor-api/vehicles?fields=idv', '/api/grupoliva?fields=idv']) {
      const res = await api.get<unknown[]>(url);
      expect(res.status).toBe(200);
      expect(res.body.length).toBeGreaterThan(0);
    }
  });
});
