// docs/API.md "Auth": a token dies with its session. 'Salir' ends that session; a password change
// or a deleted user ends every older token of that user; changing one's own password needs the
// current one; passwords follow a policy; sign-in failures are limited per account as well as per
// address.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { Session, User } from '../../src/domain/types';
import { ADMIN, SALES, client, expectError, signIn, startTestApp, type TestApp } from './helpers';

const UNAUTHORIZED = 'Sesión no válida o caducada';
const NEW_PASSWORD = 'Coche-rojo-de-1997';
const ACCOUNT_LOCKED =
  'Demasiados intentos fallidos para esta cuenta. Inténtelo de nuevo en unos minutos.';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(() => t.close());

const alive = async (token: string) =>
  (await client(t.app, token).get('/api/verify-token')).status === 200;

const profile = (session: Session) => client(t.app, session.accessToken);

const salesProfile = { name: 'Carlos', lastname: 'Martín', telephone: '620 45 78 12' };

describe('sign-out', () => {
  it("ends the current session's token, and only that one", async () => {
    const first = await signIn(t.app, SALES);
    const second = await signIn(t.app, SALES);
    const res = await client(t.app, first.accessToken).post('/api/signout');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Sesión cerrada' });
    expectError(await client(t.app, first.accessToken).get('/api/verify-token'), 401, UNAUTHORIZED);
    expectError(await client(t.app, first.accessToken).get('/api/notifications'), 401);
    expectError(await client(t.app, first.accessToken).post('/api/signout'), 401, UNAUTHORIZED);
    expect(await alive(second.accessToken)).toBe(true);
  });

  it('needs a token', async () => {
    expectError(await client(t.app).post('/api/signout'), 401, UNAUTHORIZED);
  });

  it('survives a restart: an ended session stays ended, a live one stays live', async () => {
    const ended = await signIn(t.app, SALES);
    const live = await signIn(t.app, SALES);
    await client(t.app, ended.accessToken).post('/api/signout');
    // A second server on the same data folder knows nothing of the first one's memory.
    const again = await buildApp(t.config);
    try {
      expect((await client(again.app, live.accessToken).get('/api/verify-token')).status).toBe(200);
      expect((await client(again.app, ended.accessToken).get('/api/verify-token')).status).toBe(
        401,
      );
    } finally {
      await again.close();
    }
  });
});

describe('changing one’s own password', () => {
  it('needs the current password, named in the message', async () => {
    const sales = await signIn(t.app, SALES);
    const missing = await profile(sales).put(`/api/users/${sales.id}`, {
      id: sales.id,
      ...salesProfile,
      password: NEW_PASSWORD,
    });
    expectError(missing, 400, /'Contraseña actual'/);
    expect((missing.body as { field?: string }).field).toBe('currentPassword');
    const wrong = await profile(sales).put(`/api/users/${sales.id}`, {
      id: sales.id,
      ...salesProfile,
      password: NEW_PASSWORD,
      currentPassword: 'no-es-la-buena',
    });
    expectError(wrong, 400, /'Contraseña actual'/);
    expect((wrong.body as { field?: string }).field).toBe('currentPassword');
    // Nothing changed: the old password still signs in.
    await signIn(t.app, SALES);
  });

  it('ends every older token of the user and answers a fresh one for this session', async () => {
    const sales = await signIn(t.app, SALES);
    const elsewhere = await signIn(t.app, SALES);
    const admin = await signIn(t.app, ADMIN);
    const res = await profile(sales).put<User & { accessToken?: string }>(
      `/api/users/${sales.id}`,
      { id: sales.id, ...salesProfile, password: NEW_PASSWORD, currentPassword: 'demo' },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ _id: sales.id, email: SALES.email });
    expect(JSON.stringify(res.body)).not.toMatch(/scrypt|passwordHash/);
    const fresh = res.body.accessToken;
    expect(typeof fresh).toBe('string');
    expect(await alive(sales.accessToken)).toBe(false);
    expect(await alive(elsewhere.accessToken)).toBe(false);
    expect(await alive(fresh!)).toBe(true);
    expect(await alive(admin.accessToken)).toBe(true);
    expect((await signIn(t.app, { email: SALES.email, password: NEW_PASSWORD })).id).toBe(sales.id);
    expectError(await client(t.app).post('/api/signin', SALES), 401);
  });

  it('a profile edit without a password keeps the sessions and needs no current password', async () => {
    const sales = await signIn(t.app, SALES);
    const res = await profile(sales).put(`/api/users/${sales.id}`, {
      id: sales.id,
      ...salesProfile,
      name: 'Carlos José',
    });
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty('accessToken');
    expect(await alive(sales.accessToken)).toBe(true);
  });

  it('an administrator changing their own password also needs the current one', async () => {
    const admin = await signIn(t.app, ADMIN);
    const res = await profile(admin).put(`/api/users/${admin.id}`, {
      id: admin.id,
      name: 'Ana',
      lastname: 'García',
      telephone: '',
      password: NEW_PASSWORD,
    });
    expectError(res, 400, /'Contraseña actual'/);
  });

  it('wrong current passwords count as failed sign-ins of the account', async () => {
    const limited = await startTestApp({ signinAccountLimit: 3 });
    try {
      const sales = await signIn(limited.app, SALES);
      const api = client(limited.app, sales.accessToken);
      const attempt = (currentPassword: string) =>
        api.put(`/api/users/${sales.id}`, {
          id: sales.id,
          ...salesProfile,
          password: NEW_PASSWORD,
          currentPassword,
        });
      for (let i = 0; i < 3; i++) expectError(await attempt(`mala-${i}`), 400);
      expectError(await attempt('demo'), 429, ACCOUNT_LOCKED);
    } finally {
      await limited.close();
    }
  });
});

describe('an administrator resetting another user’s password', () => {
  it('needs no current password and ends that user’s tokens, not the administrator’s', async () => {
    const sales = await signIn(t.app, SALES);
    const admin = await signIn(t.app, ADMIN);
    const res = await profile(admin).put(`/api/users/${sales.id}`, {
      id: sales.id,
      ...salesProfile,
      password: NEW_PASSWORD,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).not.toHaveProperty('accessToken');
    expect(await alive(sales.accessToken)).toBe(false);
    expect(await alive(admin.accessToken)).toBe(true);
    await signIn(t.app, { email: SALES.email, password: NEW_PASSWORD });
  });

  it('a staff user cannot reset another user’s password', async () => {
    const sales = await signIn(t.app, SALES);
    const admin = await signIn(t.app, ADMIN);
    expectError(
      await profile(sales).put(`/api/users/${admin.id}`, {
        id: admin.id,
        name: 'Ana',
        lastname: 'García',
        telephone: '',
        password: NEW_PASSWORD,
      }),
      403,
    );
  });
});

describe('a deleted user', () => {
  it('loses every token at once (DELETE /api/users/:id, administrator)', async () => {
    const sales = await signIn(t.app, SALES);
    const admin = await signIn(t.app, ADMIN);
    expect(await alive(sales.accessToken)).toBe(true);
    expectError(await profile(sales).delete(`/api/users/${admin.id}`), 403);
    const res = await profile(admin).delete(`/api/users/${sales.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Usuario eliminado', _id: sales.id });
    expect(await alive(sales.accessToken)).toBe(false);
    expectError(await client(t.app).post('/api/signin', SALES), 401);
    expectError(await profile(admin).delete(`/api/users/${sales.id}`), 404);
  });

  it('an administrator cannot delete their own account', async () => {
    const admin = await signIn(t.app, ADMIN);
    expectError(await profile(admin).delete(`/api/users/${admin.id}`), 400, /propia cuenta/);
    expect(await alive(admin.accessToken)).toBe(true);
  });
});

describe('password policy (server side)', () => {
  const cases: [name: string, password: string, message: RegExp][] = [
    ['shorter than 10', 'Corta-1', /^La contraseña debe tener al menos 10 caracteres$/],
    ['the e-mail', SALES.email, /email/],
    ['contains the e-mail’s local part', 'Comercial-2026', /email/],
    ['one of the most common', 'password123', /demasiado común/],
    ['common, in capitals', 'QWERTYUIOP', /demasiado común/],
  ];
  it.each(cases)('refuses a password %s, next to the field', async (_name, password, message) => {
    const sales = await signIn(t.app, SALES);
    const res = await profile(sales).put(`/api/users/${sales.id}`, {
      id: sales.id,
      ...salesProfile,
      password,
      currentPassword: 'demo',
    });
    expectError(res, 400, message);
    expect((res.body as { field?: string }).field).toBe('password');
    expect(await alive(sales.accessToken)).toBe(true);
  });

  it('applies to an administrator’s reset as well', async () => {
    const admin = await signIn(t.app, ADMIN);
    const sales = await signIn(t.app, SALES);
    expectError(
      await profile(admin).put(`/api/users/${sales.id}`, {
        id: sales.id,
        ...salesProfile,
        password: '123456789',
      }),
      400,
      /al menos 10 caracteres/,
    );
  });
});

describe('sign-in limit per account', () => {
  it('locks one e-mail after SIGNIN_ACCOUNT_LIMIT failures from any address, without telling whether it exists', async () => {
    const limited = await startTestApp({ signinAccountLimit: 3 });
    try {
      const from = (address: string, payload: unknown) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/signin',
          remoteAddress: address,
          payload: payload as Record<string, string>,
        });
      for (const email of [SALES.email, 'nadie@multipublicador.local']) {
        for (let i = 0; i < 3; i++) {
          const res = await from(`10.0.0.${i + 1}`, { email, password: `mala-${i}` });
          expect(res.statusCode).toBe(401);
        }
        const locked = await from('10.0.1.1', {
          email: email.toUpperCase(),
          password: 'demo',
        });
        expect(locked.statusCode).toBe(429);
        expect(locked.json()).toEqual({ error: ACCOUNT_LOCKED, message: ACCOUNT_LOCKED });
        expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      }
      // Another account is not affected.
      expect((await from('10.0.0.1', ADMIN)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('a successful sign-in before the limit forgets the failures', async () => {
    const limited = await startTestApp({ signinAccountLimit: 3 });
    try {
      const api = client(limited.app);
      for (let round = 0; round < 3; round++) {
        for (let i = 0; i < 2; i++) {
          expect((await api.post('/api/signin', { ...SALES, password: 'mala' })).status).toBe(401);
        }
        expect((await api.post('/api/signin', SALES)).status).toBe(200);
      }
    } finally {
      await limited.close();
    }
  });
});

describe('behind a proxy (TRUST_PROXY)', () => {
  it('limits each client address, not the proxy’s', async () => {
    const proxied = await startTestApp({ signinRateLimit: 2, trustProxy: true });
    try {
      const from = (client: string, email: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/signin',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': client },
          payload: { email, password: 'mala-clave' },
        });
      expect((await from('203.0.113.7', 'a@x.es')).statusCode).toBe(401);
      expect((await from('203.0.113.7', 'b@x.es')).statusCode).toBe(401);
      expect((await from('203.0.113.7', 'c@x.es')).statusCode).toBe(429);
      expect((await from('198.51.100.9', 'd@x.es')).statusCode).toBe(401);
    } finally {
      await proxied.close();
    }
  });
});
