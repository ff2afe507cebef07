// docs/API.md "Live events": socket.io on the same port, token at the handshake.
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../src/domain/types';
import {
  ADMIN,
  SALES,
  client,
  foreignToken,
  signIn,
  startTestApp,
  type Client,
  type TestApp,
} from './helpers';

let t: TestApp;
let url: string;
let token: string;
let api: Client;
const sockets: Socket[] = [];

function open(
  auth?: { token?: string },
  transport: 'websocket' | 'polling' = 'websocket',
  base = url,
): Socket {
  const socket = connect(base, {
    path: '/socket.io',
    auth,
    transports: [transport],
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  return socket;
}

const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });

const refused = (socket: Socket) =>
  new Promise<Error>((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected without a valid token')));
    socket.once('connect_error', resolve);
  });

const next = <T>(socket: Socket, event: string) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within 3 s`)), 3000);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  token = (await signIn(t.app, ADMIN)).accessToken;
  api = client(t.app, token);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

describe('socket.io', () => {
  it('refuses a connection without a token, with a forged one and with an expired one', async () => {
    const errors = await Promise.all([
      refused(open()),
      refused(open(undefined, 'polling')),
      refused(open({ token: await foreignToken({ secret: 'otro-secreto' }) })),
      refused(open({ token: await foreignToken({ expiredSecondsAgo: 5 }) })),
    ]);
    for (const error of errors) expect(error.message).toBe('Sesión no válida o caducada');
  });

  it('pushes FromAPI and resource:changed when a notification is updated', async () => {
    const socket = open({ token });
    await connected(socket);
    const [first] = (await api.get<Notification[]>('/api/notifications')).body;
    const fromApi = next(socket, 'FromAPI');
    const changed = next(socket, 'resource:changed');
    expect((await api.put(`/api/notifications/${first!._id}`, { reading: true })).status).toBe(200);
    expect(await fromApi).toEqual({ resource: 'notifications' });
    expect(await changed).toEqual({
      resource: 'notifications',
      action: 'update',
      ids: [first!._id],
    });
  });

  it('pushes resource:changed for other collections, and nothing for a refused change', async () => {
    const socket = open({ token });
    await connected(socket);
    const events: unknown[] = [];
    socket.on('resource:changed', (payload) => events.push(payload));
    const bad = await api.post('/api/publishing/api/v1/wallapop/accounts', {
      accountId: '',
      name: 'x',
    });
    expect(bad.status).toBe(400);
    const changed = next(socket, 'resource:changed');
    const created = await api.post<{ _id: string }>('/api/publishing/api/v1/wallapop/accounts', {
      accountId: 'wlp-rt',
      name: 'Tiempo real',
    });
    expect(await changed).toEqual({
      resource: 'wallapop-accounts',
      action: 'create',
      ids: [created.body._id],
    });
    expect(events).toHaveLength(1);
  });

  it('disconnects the connections of an ended session, and refuses its token afterwards', async () => {
    const own = await signIn(t.app, SALES);
    const other = await signIn(t.app, SALES);
    const mine = open({ token: own.accessToken });
    const theirs = open({ token: other.accessToken });
    await Promise.all([connected(mine), connected(theirs)]);
    const gone = new Promise<string>((resolve) => mine.once('disconnect', resolve));
    expect((await client(t.app, own.accessToken).post('/api/signout')).status).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect(theirs.connected).toBe(true);
    expect((await refused(open({ token: own.accessToken }))).message).toBe(
      'Sesión no válida o caducada',
    );
  });

  it('disconnects every connection of a user whose password changes', async () => {
    const sales = await signIn(t.app, SALES);
    const second = await signIn(t.app, SALES);
    const sockets = [open({ token: sales.accessToken }), open({ token: second.accessToken })];
    const adminSocket = open({ token });
    await Promise.all([...sockets, adminSocket].map(connected));
    const gone = sockets.map(
      (s) => new Promise<string>((resolve) => s.once('disconnect', resolve)),
    );
    const res = await client(t.app, token).put(`/api/users/${sales.id}`, {
      id: sales.id,
      name: 'Carlos',
      lastname: 'Martín',
      telephone: '',
      password: 'Coche-rojo-de-1997',
    });
    expect(res.status).toBe(200);
    expect(await Promise.all(gone)).toEqual(['io server disconnect', 'io server disconnect']);
    expect(adminSocket.connected).toBe(true);
  });

  it('also works over long polling', async () => {
    const socket = open({ token }, 'polling');
    await connected(socket);
    const fromApi = next(socket, 'FromAPI');
    await api.post('/api/notifications', { text: 'Aviso por polling', severity: 'info' });
    expect(await fromApi).toEqual({ resource: 'notifications' });
  });

  it('closes promptly while sockets are open', async () => {
    const other = await startTestApp();
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const otherUrl = `http://127.0.0.1:${(other.app.server.address() as AddressInfo).port}`;
    const socket = open(
      { token: (await signIn(other.app, ADMIN)).accessToken },
      'websocket',
      otherUrl,
    );
    await connected(socket);
    const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(2000);
    await disconnected;
  });
});
