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

describe('errorMessageOf (errors are read from the error field)', () => {
  it('prefers error, then message, then our own Spanish message', () => {
    expect(errorMessageOf({ error: 'Usuario o contraseña incorrectos', message: 'x' })).toBe(
      'Usuario o contraseña incorrectos',
    );
    expect(errorMessageOf({ message: 'No encontrado' }, 404)).toBe('No encontrado');
    expect(errorMessageOf({}, 400)).toBe(HTTP_FALLBACK_MESSAGE);
    expect(errorMessageOf(null)).toBe(HTTP_FALLBACK_MESSAGE);
  });

  it("reads the reason of Fastify's own shape, not its English status name", () => {
    expect(
      errorMessageOf(
        { statusCode: 503, error: 'Service Unavailable', message: 'Wallapop no responde' },
        503,
      ),
    ).toBe('Wallapop no responde');
  });

  it('never shows a body that is not our JSON (a proxy page is not a message)', () => {
    const page = '<html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>';
    expect(errorMessageOf(page, 502)).toBe(NETWORK_ERROR_MESSAGE);
    expect(errorMessageOf('Service Unavailable', 503)).toBe(NETWORK_ERROR_MESSAGE);
    expect(errorMessageOf('<h1>Gateway Timeout</h1>', 504)).toBe(NETWORK_ERROR_MESSAGE);
    expect(errorMessageOf('<h1>Internal Server Error</h1>', 500)).toBe(HTTP_FALLBACK_MESSAGE);
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

  it("shows our network message for a proxy's HTML 502 page, never its HTML", async () => {
    const html =
      '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n</body>\r\n</html>';
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(html, {
          status: 502,
          statusText: 'Bad Gateway',
          headers: { 'Content-Type': 'text/html' },
        }),
    );
    const error = await httpJson('/quiter/U97').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 502, message: NETWORK_ERROR_MESSAGE });
    expect((error as HttpError).message).not.toMatch(/<|Bad Gateway/);
  });

  it('keeps the server message of a JSON error as it is (field names are the server labels)', async () => {
    const message = "El campo 'Nombre' no puede tener más de 100 caracteres";
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ error: message, message }), {
          status: 400,
          headers: { 'Content-Type': 'application/json; charset=utf-8' },
        }),
    );
    await expect(httpJson('/x')).rejects.toMatchObject({ status: 400, message });
  });

  it('answers null for an empty body', async () => {
    vi.stubGlobal('fetch', async () => new Response(null, { status: 204 }));
    await expect(httpJson('/x', { method: 'DELETE' })).resolves.toBeNull();
  });
});
