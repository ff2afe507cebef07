import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import {
  HTTP_FALLBACK_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  apiUrl,
  errorMessageOf,
  httpJson,
  toHttpError,
} from '../../src/dataProvider/http';
import { installMemoryStorage } from './memoryStorage';
import { saveSession } from '../../src/authProvider/session';

describe('errorMessageOf (spec 1 §8: errors are read from the error field)', () => {
  it('prefers error, then message, then the status text', () => {
    expect(errorMessageOf({ error: 'Usuario o contraseña incorrectos', message: 'x' })).toBe(
      'Usuario o contraseña incorrectos',
    );
    expect(errorMessageOf({ message: 'No encontrado' }, 'Not Found')).toBe('No encontrado');
    expect(errorMessageOf({}, 'Bad Gateway')).toBe('Bad Gateway');
    expect(errorMessageOf(null, '')).toBe(HTTP_FALLBACK_MESSAGE);
    expect(errorMessageOf('Servicio no disponible', '')).toBe('Servicio no disponible');
  });

  it('builds a react-admin HttpError with status and body', () => {
    const error = toHttpError(403, 'Forbidden', {
      error: 'No tiene permisos para realizar esta acción',
    });
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(403);
    expect(error.message).toBe('No tiene permisos para realizar esta acción');
  });
});

describe('httpJson', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('prefixes the API base and passes absolute URLs through', () => {
    expect(apiUrl('/users')).toBe('/api/users');
    expect(apiUrl('users')).toBe('/api/users');
    expect(apiUrl('http://x.test/a')).toBe('http://x.test/a');
  });

  it('sends JSON with the session token and parses the answer', async () => {
    installMemoryStorage();
    saveSession({ accessToken: 'tok', id: '1', user: { email: 'a@b.es' } });
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ ok: 1 }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(httpJson('/x', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: 1 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/x');
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>)['x-access-token']).toBe('tok');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('throws an HttpError with the Spanish message on failure', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ error: 'Sesión no válida o caducada' }), { status: 401 }),
    );
    await expect(httpJson('/x')).rejects.toMatchObject({
      status: 401,
      message: 'Sesión no válida o caducada',
    });
  });

  it('gives the network message when there is no answer', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed');
    });
    await expect(httpJson('/x')).rejects.toMatchObject({
      status: 0,
      message: NETWORK_ERROR_MESSAGE,
    });
  });

  it('answers null for an empty body', async () => {
    vi.stubGlobal('fetch', async () => new Response(null, { status: 204 }));
    await expect(httpJson('/x', { method: 'DELETE' })).resolves.toBeNull();
  });
});
