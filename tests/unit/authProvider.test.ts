import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installMemoryStorage } from './memoryStorage';
import {
  EMPTY_FIELDS_MESSAGE,
  authProvider,
  canAccessResource,
  verifyStoredSession,
} from '../../src/authProvider';
import { getSession, saveSession } from '../../src/authProvider/session';
import { NETWORK_ERROR_MESSAGE } from '../../src/dataProvider/http';

const admin = {
  accessToken: 't',
  id: '1',
  user: { email: 'admin@multipublicador.local', isAdmin: true },
};
const staff = { accessToken: 's', id: '2', user: { email: 'ana@grupoliva.es', isAdmin: false } };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const ctx = { signal: new AbortController().signal };

describe('authProvider', () => {
  beforeEach(() => installMemoryStorage());
  afterEach(() => vi.unstubAllGlobals());

  it('refuses empty fields without calling the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await expect(authProvider.login({ email: 'a@b.es', password: '' })).rejects.toThrow(
      EMPTY_FIELDS_MESSAGE,
    );
    await expect(authProvider.login({ email: '  ', password: 'x' })).rejects.toThrow(
      EMPTY_FIELDS_MESSAGE,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the answer's error field, or the network message", async () => {
    vi.stubGlobal('fetch', async () => json({ error: 'Usuario o contraseña incorrectos' }, 401));
    await expect(authProvider.login({ email: 'a@b.es', password: 'x' })).rejects.toThrow(
      'Usuario o contraseña incorrectos',
    );
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(authProvider.login({ email: 'a@b.es', password: 'x' })).rejects.toThrow(
      NETWORK_ERROR_MESSAGE,
    );
    expect(getSession()).toBeNull();
  });

  it('stores the session on success and goes to /dashboard', async () => {
    vi.stubGlobal('fetch', async () => json(admin));
    await expect(
      authProvider.login({ email: 'admin@multipublicador.local', password: 'x' }),
    ).resolves.toEqual({
      redirectTo: '/dashboard',
    });
    expect(getSession()).toEqual(admin);
    await expect(authProvider.getIdentity!()).resolves.toEqual({
      id: '1',
      fullName: 'admin@multipublicador.local',
      email: 'admin@multipublicador.local',
    });
  });

  it('checkAuth needs a session; logout clears it', async () => {
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
    saveSession(staff);
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    await expect(authProvider.logout({})).resolves.toBe('/login');
    expect(getSession()).toBeNull();
  });

  it("'Salir' ends the session on the server with its token, then clears it locally", async () => {
    saveSession(staff);
    const calls: { url: string; method?: string; token?: string; stored: boolean }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({
        url,
        method: init.method,
        token: (init.headers as Record<string, string>)['x-access-token'],
        stored: getSession() !== null,
      });
      return json({ message: 'Sesión cerrada' });
    });
    await expect(authProvider.logout({})).resolves.toBe('/login');
    expect(calls).toEqual([
      { url: '/api/signout', method: 'POST', token: staff.accessToken, stored: true },
    ]);
    expect(getSession()).toBeNull();
  });

  it('still clears the local session when the sign-out call fails', async () => {
    for (const failure of [
      async () => {
        throw new TypeError('Failed to fetch');
      },
      async () => json({ error: 'Error interno del servidor' }, 500),
      async () => json({ error: 'Sesión no válida o caducada' }, 401),
    ]) {
      saveSession(staff);
      vi.stubGlobal('fetch', failure);
      await expect(authProvider.logout({})).resolves.toBe('/login');
      expect(getSession()).toBeNull();
    }
  });

  it('does not call the server when there is no session (already signed out by a 401)', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await expect(authProvider.logout({})).resolves.toBe('/login');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checkError signs out on 401 and stays on 403', async () => {
    saveSession(staff);
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(getSession()).not.toBeNull();
    await expect(authProvider.checkError({ status: 500 })).resolves.toBeUndefined();
    await expect(authProvider.checkError({ status: 401 })).rejects.toBeDefined();
    expect(getSession()).toBeNull();
  });

  it('canAccess: settings, users and wallapop accounts are admin only', async () => {
    for (const resource of ['settings', 'users', 'wallapop-accounts']) {
      expect(canAccessResource(admin, resource)).toBe(true);
      expect(canAccessResource(staff, resource)).toBe(false);
      expect(canAccessResource(null, resource)).toBe(false);
    }
    expect(canAccessResource(staff, 'notificaciones')).toBe(true);
    saveSession(staff);
    await expect(
      authProvider.canAccess!({ resource: 'settings', action: 'access', ...ctx }),
    ).resolves.toBe(false);
    await expect(
      authProvider.canAccess!({ resource: 'portals', action: 'list', ...ctx }),
    ).resolves.toBe(true);
  });
});

describe('verifyStoredSession (a stored session is verified at startup)', () => {
  beforeEach(() => installMemoryStorage());
  afterEach(() => vi.unstubAllGlobals());

  it('removes the stored user when the token is refused', async () => {
    saveSession(staff);
    vi.stubGlobal('fetch', async () => json({ error: 'Sesión no válida o caducada' }, 401));
    await verifyStoredSession();
    expect(getSession()).toBeNull();
  });

  it('refreshes isAdmin from the answer', async () => {
    saveSession(staff);
    vi.stubGlobal('fetch', async () =>
      json({ valid: true, id: '2', email: staff.user.email, isAdmin: true }),
    );
    await verifyStoredSession();
    expect(getSession()?.user.isAdmin).toBe(true);
  });

  it('keeps the session when the server cannot be reached, and does nothing without one', async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    await verifyStoredSession();
    expect(fetchMock).not.toHaveBeenCalled();
    saveSession(staff);
    await verifyStoredSession();
    expect(getSession()).toEqual(staff);
  });
});
