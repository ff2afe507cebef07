// Limits and timeouts: slow clients are cut off, bodies are bounded per route, nested vehicle data
// has a schema and a depth limit, user-given keys are own properties only, path parameters are
// bounded, the static handler answers 404 for what it does not serve, and the Quiter upstream is
// given up on quickly.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { connect as connectHttp2 } from 'node:http2';
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_MAX_LENGTH } from '../../src/domain/phone';
import { stockVehicleSchema } from '../../server/channels/vehicleSchema';
import { HEAVY_BODY_BYTES, Lane, VEHICLE_BODY_LIMIT } from '../../server/limits';
import { getGroupStock } from '../../server/stock/groupStock';
import { UPSTREAM_TIMEOUT_MS } from '../../server/stock/quiterFeed';
import {
  ADMIN,
  client,
  expectError,
  signIn,
  startTestApp,
  tempDir,
  type Client,
  type TestApp,
} from './helpers';
import { selfSignedCertificate } from '../tls';

/** Opens a raw TCP connection to the listening app. */
async function rawSocket(t: TestApp): Promise<Socket> {
  const { port } = t.app.server.address() as AddressInfo;
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return socket;
}

/** Everything the server writes until it closes the connection. */
const untilClosed = (socket: Socket): Promise<string> =>
  new Promise((resolve) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('error', () => undefined);
    socket.once('close', () => resolve(text));
  });

describe('connection timeouts (slowloris)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Short enough for the trickling clients below to be cut off quickly, long enough for
    // a whole request sent at once to be read on a busy machine.
    t = await startTestApp({
      requestTimeoutMs: 2500,
      headersTimeoutMs: 1500,
      keepAliveTimeoutMs: 300,
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('cuts off a client that trickles its body, with a 408', async () => {
    const socket = await rawSocket(t);
    const closed = untilClosed(socket);
    socket.write(
      'POST /api/signin HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{',
    );
    // One byte every 100 ms would take 20 s to finish the body.
    const trickle = setInterval(() => socket.writable && socket.write(' '), 100);
    const answer = await closed;
    clearInterval(trickle);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toContain('"error":"La petición ha tardado demasiado en llegar"');
  }, 8000);

  it("answers a path over Node's 16 kB in Spanish, in our shape, without echoing it", async () => {
    const socket = await rawSocket(t);
    const closed = untilClosed(socket);
    const path = `/api/quiter/${'u97'.repeat(7000)}`;
    socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`);
    const answer = await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 431/);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown;
    expect(body).toEqual({
      error: 'La dirección o las cabeceras de la petición son demasiado largas',
      message: 'La dirección o las cabeceras de la petición son demasiado largas',
    });
    expect(answer).not.toContain('u97u97');
  }, 8000);

  it('answers a malformed request line in Spanish', async () => {
    const socket = await rawSocket(t);
    const closed = untilClosed(socket);
    socket.write('GET /api/health NOT-HTTP\r\n\r\n');
    const answer = await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(answer).toContain('La petición no está bien formada');
  }, 8000);

  it('cuts off a client that trickles its headers', async () => {
    const socket = await rawSocket(t);
    const closed = untilClosed(socket);
    socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n');
    const trickle = setInterval(() => socket.writable && socket.write('X-Slow: 1\r\n'), 100);
    const answer = await closed;
    clearInterval(trickle);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  }, 8000);

  it('closes an idle keep-alive connection after the configured time', async () => {
    const socket = await rawSocket(t);
    const closed = untilClosed(socket);
    socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    const answer = await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
  }, 3000);
});

describe('request deadline over HTTP/2 (TLS_CERT_FILE)', () => {
  let t: TestApp;
  let certDir: string;
  beforeAll(async () => {
    certDir = await tempDir('multipublicador-cert-');
    const { cert, key } = selfSignedCertificate(certDir);
    t = await startTestApp({ tlsCertFile: cert, tlsKeyFile: key, requestTimeoutMs: 1000 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
    await rm(certDir, { recursive: true, force: true });
  });

  it('answers 408 and resets a stream that trickles its body', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const session = connectHttp2(`https://127.0.0.1:${port}`, { rejectUnauthorized: false });
    session.on('error', () => undefined);
    const stream = session.request({
      ':method': 'POST',
      ':path': '/api/signin',
      'content-type': 'application/json',
      'content-length': '200',
    });
    stream.on('error', () => undefined);
    stream.write('{');
    const trickle = setInterval(() => !stream.closed && stream.write(' '), 100);
    const status = await new Promise<number>((resolve) =>
      stream.once('response', (headers) => resolve(Number(headers[':status']))),
    );
    await new Promise((resolve) => stream.once('close', resolve));
    clearInterval(trickle);
    session.close();
    expect(status).toBe(408);
  }, 8000);
});

describe('limits of the API', () => {
  let t: TestApp;
  let api: Client;
  beforeAll(async () => {
    t = await startTestApp();
    api = client(t.app, (await signIn(t.app, ADMIN)).accessToken);
  });
  afterAll(() => t.close());

  describe('bodies', () => {
    it('refuses a body larger than a small route needs with a Spanish 413', async () => {
      const huge = JSON.stringify({ email: 'a@b.es', password: 'x'.repeat(200 * 1024) });
      expectError(
        await client(t.app).post('/api/signin', huge),
        413,
        'La petición es demasiado grande',
      );
    });

    it('takes a bulk create of a real selection but not a body beyond its limit', async () => {
      const stock = getGroupStock(t.config);
      // About 200 kB: what the console sends per bulk request.
      const batch = stock.slice(0, 45).map((v) => ({ ...v, idv: `L${v.idv}` }));
      const ok = await api.post<{ numOfNews: number }>('/api/grupoliva/bulk-create', {
        data: batch,
      });
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      expect(ok.body.numOfNews).toBe(45);
      const tooMany = Array.from({ length: 600 }, (_, i) => ({
        ...stock[i % stock.length],
        idv: `M${i}`,
      }));
      expectError(
        await api.post('/api/grupoliva/bulk-create', { data: tooMany }),
        413,
        'La petición es demasiado grande',
      );
    });
  });

  describe('the biggest vehicle the schema allows', () => {
    /** Every string at its longest, every list full, every figure long. */
    const maximal = (schema: Record<string, unknown>): unknown => {
      if (Array.isArray(schema.enum)) {
        return (schema.enum as string[]).reduce((a, b) => (b.length > a.length ? b : a));
      }
      if (Array.isArray(schema.anyOf)) {
        const text = (schema.anyOf as Record<string, unknown>[]).find((s) => s.type === 'string');
        return maximal(text ?? {});
      }
      switch (schema.type) {
        case 'string':
          // A telephone at its longest; other texts any characters.
          if (schema.pattern !== undefined) return `+${'9'.repeat(PHONE_MAX_LENGTH - 1)}`;
          return 'x'.repeat(Number(schema.maxLength ?? 10));
        case 'number':
          // Figures are never negative: the largest with two decimals is the longest.
          return Number(schema.maximum ?? 123456789) - 0.01;
        case 'integer':
          return Number(schema.maximum ?? 123456789);
        case 'boolean':
          return false;
        case 'array':
          return Array.from({ length: Number(schema.maxItems) }, () =>
            maximal(schema.items as Record<string, unknown>),
          );
        case 'object':
          return Object.fromEntries(
            Object.entries(schema.properties as Record<string, Record<string, unknown>>).map(
              ([name, field]) => [name, maximal(field)],
            ),
          );
        default:
          throw new Error(`Tipo sin máximo: ${JSON.stringify(schema)}`);
      }
    };

    it('fits the vehicle body limit and is published, alone and in a bulk create', async () => {
      const vehicle = maximal(stockVehicleSchema) as Record<string, unknown>;
      const bytes = Buffer.byteLength(JSON.stringify({ data: [vehicle] }));
      expect(bytes).toBeLessThan(VEHICLE_BODY_LIMIT);
      const single = await api.post('/api/cnet/vehicles', { ...vehicle, idv: 'MAX1' });
      expect(single.status, JSON.stringify(single.body).slice(0, 300)).toBe(201);
      const bulk = await api.post<{ numOfNews: number }>('/api/grupoliva/bulk-create', {
        data: [{ ...vehicle, idv: 'MAX2' }],
      });
      expect(bulk.status, JSON.stringify(bulk.body).slice(0, 300)).toBe(200);
      expect(bulk.body.numOfNews).toBe(1);
    });
  });

  describe('large bodies in turn', () => {
    it('handles concurrent large bodies one after another, failures included', async () => {
      const stock = getGroupStock(t.config);
      const body = (prefix: string) => ({
        data: stock.slice(0, 20).map((v) => ({ ...v, idv: `${prefix}${v.idv}` })),
      });
      expect(JSON.stringify(body('T0-')).length).toBeGreaterThan(HEAVY_BODY_BYTES);
      // A refused one (a wrong field deep in the last vehicle) must give its turn back too.
      const refused = body('TX-');
      (refused.data[19] as Record<string, unknown>).km = 'mucho';
      const answers = await Promise.all([
        api.post('/api/grupoliva/bulk-create', refused),
        ...Array.from({ length: 10 }, (_, i) =>
          api.post('/api/grupoliva/bulk-create', body(`T${i}-`)),
        ),
      ]);
      expect(answers.map((a) => a.status)).toEqual([400, ...Array<number>(10).fill(200)]);
    });
  });

  describe('nested vehicle data', () => {
    const vehicle = () => ({
      ...getGroupStock(t.config)[0],
      idv: `N${Math.random()}`.slice(0, 20),
    });

    it.each([
      [
        'an unknown field in an equipment item',
        { equipamiento: [{ tipo: 'Serie', descripcion: 'x', otro: 1 }] },
        /^El campo 'Equipamiento nº 1 › otro' no está permitido$/,
      ],
      [
        'a price without valor',
        { precios: [{ tipo: 'VENTA' }] },
        /^El campo 'Contado' es obligatorio$/,
      ],
      [
        'an object inside a price',
        { precios: [{ valor: { a: 1 } }] },
        /^El campo 'Contado' debe ser un número entero$/,
      ],
      [
        'a negative price further down the list',
        { precios: [{ valor: 1 }, { valor: -1 }] },
        /^El campo 'Precios nº 2 › Valor' debe ser mayor o igual que 0$/,
      ],
      [
        'a photo property with a nested list',
        {
          recursos: [
            {
              _id: 'a',
              nombre: 'f',
              url: '/f.jpg',
              tipo: 'IMAGEN',
              propiedades: [{ nombre: 'OrdenFoto', valor: [1] }],
            },
          ],
        },
        /^El campo 'Fotos nº 1 › Propiedades nº 1 › Valor'/,
      ],
      [
        'a long consumption type',
        { consumos: [{ tipoConsumo: 'x'.repeat(1000), valor: 1 }] },
        /^El campo 'Consumo nº 1 › Tipo de consumo' no puede tener más de/,
      ],
      [
        'a dimension with a nested object',
        { dimensiones: [{ largo: { x: 1 } }] },
        /^El campo 'Dimensiones nº 1 › Largo' debe ser un número$/,
      ],
      [
        'too many photos',
        {
          recursos: Array.from({ length: 61 }, () => ({
            _id: 'a',
            nombre: 'f',
            url: '/f',
            tipo: 'IMAGEN',
            propiedades: [],
          })),
        },
        /^El campo 'Fotos' no puede contener más de 60 elementos$/,
      ],
    ])('refuses %s', async (_name, change, message) => {
      const answer = await api.post('/api/cnet/vehicles', { ...vehicle(), ...change });
      expectError(answer, 400, message);
    });

    it('answers a 400 in our shape for a JSON nested 10,000 levels deep, and stays up', async () => {
      const deep = `{"idv":"D1","marca":"m","modelo":"m","tipo":"VO","reservado":false,"precios":[],"equipamiento":[],"recursos":[],"consumos":[${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}]}`;
      for (const url of ['/api/cnet/vehicles', '/api/grupoliva/bulk-create', '/api/signin']) {
        expectError(await api.post(url, deep), 400, /anidad/);
      }
      const flat = `[${'['.repeat(10_000)}${']'.repeat(10_000)}]`;
      expectError(await api.post('/api/cnet/vehicles', flat), 400, /anidad/);
      expect((await api.get('/api/health')).status).toBe(200);
    });
  });

  describe('lookups by a user-given key use own properties only', () => {
    it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'])(
      '/api/quiter/%s is a 404',
      async (key) => {
        const answer = await api.get<{ vehiculos?: unknown[] }>(`/api/quiter/${key}`);
        expectError(answer, 404);
        expect(answer.body.vehiculos).toBeUndefined();
      },
    );

    it.each(['__proto__', 'constructor', 'toString'])(
      'the import file %s is unknown',
      async (key) => {
        const answer = await api.get<{ tipoError?: string }>(`/api/download-json-quiter/${key}`);
        expect(answer.body.tipoError).toBe('FICHERO_DESCONOCIDO');
      },
    );

    it.each(['__proto__', 'constructor', 'toString'])(
      'POST /api/quiter?portalId=%s is a 400',
      async (key) => expectError(await api.post(`/api/quiter?portalId=${key}`), 400),
    );
  });

  describe('path parameters and ?idv=', () => {
    const long = 'a'.repeat(3000);

    it.each([
      ['GET', '/api/quiter/'],
      ['GET', '/api/vehiculos/'],
      ['GET', '/api/download-json-quiter/'],
      ['GET', '/api/records/syncs/'],
      ['DELETE', '/api/cnet/vehicles/'],
      ['DELETE', '/gomotor-api/algolia/vehicles/'],
    ] as const)(
      'a too-long parameter of %s %s… is our Spanish 400 after authentication',
      async (method, base) => {
        const url = `${base}${long}`;
        expectError(await client(t.app).call(method, url), 401);
        const answer = await api.call(method, url);
        expectError(answer, 400, /^El parámetro '\w+' /);
        expect(JSON.stringify(answer.body)).not.toContain('aaaaaaaaaa');
      },
    );

    it('reads the documented 200 idvs at once and refuses 201', async () => {
      const idvs = Array.from(
        { length: 200 },
        (_, i) => `${'9'.repeat(34)}${String(i).padStart(6, '0')}`,
      );
      const stock = getGroupStock(t.config);
      idvs[0] = stock[0]?.idv ?? '';
      const ok = await api.get<unknown[]>(`/api/publishing/api/v1/quiter?idv=${idvs.join(',')}`);
      expect(ok.status).toBe(200);
      expect(ok.body).toHaveLength(1);
      const over = await api.get(`/api/publishing/api/v1/quiter?idv=${[...idvs, '1'].join(',')}`);
      expectError(over, 400, /200/);
    });
  });
});

describe('the heavy lane', () => {
  it('lets one holder in at a time, in arrival order, and refuses a queue too long', async () => {
    const lane = new Lane();
    const order: string[] = [];
    await lane.acquire();
    const second = lane.acquire().then(() => order.push('second'));
    const third = lane.acquire().then(() => order.push('third'));
    await new Promise((r) => setImmediate(r));
    expect(order).toEqual([]);
    lane.release();
    await second;
    expect(order).toEqual(['second']);
    lane.release();
    await third;
    expect(order).toEqual(['second', 'third']);
    lane.release();
    await lane.acquire();
    const waiting = Array.from({ length: 200 }, () => lane.acquire());
    await expect(lane.acquire()).rejects.toMatchObject({ statusCode: 503 });
    for (let i = 0; i <= waiting.length; i++) lane.release();
    await Promise.all(waiting);
  });
});

describe('static handler', () => {
  let t: TestApp;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = await tempDir('multipublicador-dist-');
    await mkdir(join(staticDir, 'assets'));
    await writeFile(join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(join(staticDir, '.env'), 'SECRETO=1');
    await writeFile(join(staticDir, 'assets', 'app.js'), 'console.log(1)');
    t = await startTestApp({ staticDir });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
    await rm(staticDir, { recursive: true, force: true });
  });

  it.each([
    '/../etc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/assets/..%2f..%2fetc%2fpasswd',
    '/.env',
    '/assets/.hidden',
    '/%2e%2e/',
    '/assets/%00.js',
  ])('answers 404 for %s', async (url) => {
    // Over a socket, as curl --path-as-is sends it (app.inject would normalise the path).
    const socket = await rawSocket(t);
    const closed = untilClosed(socket);
    socket.write(`GET ${url} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    const answer = await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 404/);
    expect(answer).not.toContain('SECRETO');
    expect(answer).not.toContain('root:');
  });
});

describe('Quiter upstream', () => {
  let upstream: Server;
  let t: TestApp;
  beforeAll(async () => {
    // Accepts the request and never answers.
    upstream = createServer(() => undefined);
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as AddressInfo;
    t = await startTestApp({ quiterUrl: `http://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await t.close();
    upstream.closeAllConnections();
    await new Promise((resolve) => upstream.close(resolve));
  });

  it('gives up on a silent Quiter in time for the console to say so within 3 s', async () => {
    // The deadline is the setting; how long a busy machine takes around it is not checked.
    expect(UPSTREAM_TIMEOUT_MS).toBeLessThan(3000);
    const api = client(t.app, (await signIn(t.app, ADMIN)).accessToken);
    const answer = await api.get<{ tipoError?: string }>('/api/quiter/U97');
    expectError(answer, 502, /tiempo de espera agotado/);
    expect(answer.body.tipoError).toBe('ERROR_COMUNICACION');
  }, 15_000);
});
