// docs/API.md "Quiter portals": the stock vehicles of GET /quiter/{portalId}.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FAILING_PORTAL, PORTALS } from '../../src/domain/portals';
import type { QuiterFeed, StockVehicle } from '../../src/domain/types';
import { PRICE_TYPES, STOCK_LIST_FIELDS } from '../../src/domain/stock';
import { generateStock } from '../../server/seed/stock';
import {
  findStockVehicle,
  getGroupStockBody,
  getGroupStockProjection,
  portalFeed,
  portalFeedBody,
  warmGroupStock,
} from '../../server/stock/groupStock';
import { LATEST_ENTRIES } from '../../server/stock/portals';
import {
  SALES,
  client,
  expectError,
  signIn,
  startTestApp,
  type Client,
  type TestApp,
} from './helpers';

// Every field of StockVehicle (src/domain/types.ts).
const ALL_FIELDS = [
  '_id',
  'idv',
  'marca',
  'modelo',
  'codigoModelo',
  'version',
  'tipo',
  'tipoVO',
  'tipoVehiculo',
  'pais',
  'mercado',
  'idConcesion',
  'bastidor',
  'carroceria',
  'color',
  'codigoColor',
  'colorInterior',
  'potenciaCv',
  'potenciaKw',
  'km',
  'matricula',
  'combustible',
  'cambio',
  'transmision',
  'aceleracion',
  'velocidadMaxima',
  'peso',
  'normativa',
  'garantia',
  'categoria',
  'ubicacion',
  'nombreConcesionario',
  'impFinanciacion',
  'liquidacion',
  'actualizado',
  'traccion',
  'presReacondicionamiento',
  'metalizado',
  'ivaDeducible',
  'carfax',
  'puertas',
  'plazas',
  'marchas',
  'cilindros',
  'reservado',
  'fechaMatriculacion',
  'fechaEntrada',
  'anyoModelo',
  'mesModelo',
  'numPropietariosAnteriores',
  'importacion',
  'consumos',
  'emisiones',
  'dimensiones',
  'vehiculoContacto',
  'observaciones',
  'publicar',
  'precioVenta',
  'pvpPublicacion',
  'pvoNuevo',
  'cilindrada',
  'precios',
  'equipamiento',
  'recursos',
] satisfies (keyof StockVehicle)[];
// Fails to compile when a field is added to StockVehicle and not listed above.
const everyFieldListed: Exclude<keyof StockVehicle, (typeof ALL_FIELDS)[number]> extends never
  ? true
  : false = true;

let t: TestApp;
let api: Client;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = (await signIn(t.app, SALES)).accessToken;
  api = client(t.app, token);
});
afterAll(() => t.close());

describe('demo feed', () => {
  const feeds = new Map<string, StockVehicle[]>();

  it.each(PORTALS.map((p) => p.portalId))('serves portal %s', async (portalId) => {
    const res = await api.get<QuiterFeed>(`/api/quiter/${portalId}`);
    expect(res.status).toBe(200);
    if (portalId === DEMO_FAILING_PORTAL) {
      expect(res.body).toEqual({
        tipoError: 'ERROR_COMUNICACION',
        mensajeError: 'El portal U341 no responde (tiempo de espera agotado)',
      });
      return;
    }
    const vehicles = res.body.vehiculos!;
    // Slices of the 600-vehicle group stock: a dealer's feed, or U387's latest entries.
    expect(vehicles.length).toBeGreaterThanOrEqual(10);
    expect(vehicles.length).toBeLessThanOrEqual(portalId === 'U387' ? LATEST_ENTRIES : 250);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    for (const v of vehicles) {
      expect(v.idv).toMatch(/^\d+$/);
      expect(typeof v.marca).toBe('string');
      expect(typeof v.modelo).toBe('string');
      expect(['VN', 'VO']).toContain(v.tipo);
      expect(typeof v.reservado).toBe('boolean');
      expect(typeof v.ivaDeducible).toBe('boolean');
      expect(['GASOLINA', 'DIESEL', 'ELECTRICO', 'HIBRIDO', '']).toContain(v.combustible);
      expect(v.precios.map((p) => p.tipo)).toEqual([...PRICE_TYPES]);
      expect(v.precios[3]!.valor).toBeLessThan(v.precios[0]!.valor);
      expect(v.precioVenta).toBe(v.precios[0]!.valor);
      expect(v.bastidor).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
      if (v.tipo === 'VO') {
        expect(['KM0 KM0 VO', 'OCASION', 'DEMO', 'CORTESIA']).toContain(v.tipoVO);
        expect(v.matricula).toMatch(/^\d{4} [B-DF-HJ-NP-TV-Z]{3}$/);
      }
      for (const e of v.equipamiento) expect(['Serie', 'Extras']).toContain(e.tipo);
      v.recursos.forEach((r, i) => {
        expect(r).toMatchObject({ tipo: 'IMAGEN', url: `/demo-images/${v.idv}-${i + 1}.svg` });
        expect(r.propiedades).toEqual([
          { nombre: 'EsFotoPrincipal', valor: i === 0 },
          { nombre: 'OrdenFoto', valor: i + 1 },
        ]);
      });
    }
    feeds.set(portalId, vehicles);
  });

  it('fills every StockVehicle field somewhere and leaves some empty on purpose', () => {
    expect(everyFieldListed).toBe(true);
    // Portals overlap (a dealer's site and its landing pages; U387): one copy of each vehicle.
    const all = [...new Map([...feeds.values()].flat().map((v) => [v.idv, v])).values()];
    expect(all.length).toBeGreaterThan(400);
    for (const field of ALL_FIELDS) {
      expect(
        all.some((v) => v[field] !== undefined && v[field] !== null && v[field] !== ''),
        field,
      ).toBe(true);
    }
    expect(all.some((v) => v.recursos.length === 0)).toBe(true);
    expect(all.some((v) => v.garantia === null)).toBe(true);
    expect(all.some((v) => v.potenciaCv === null)).toBe(true);
    expect(all.some((v) => v.color === '')).toBe(true);
    expect(all.some((v) => v.cilindrada === null)).toBe(true);
    expect(all.some((v) => !('anyoModelo' in v))).toBe(true);
    const reserved = all.filter((v) => v.reservado).length / all.length;
    expect(reserved).toBeGreaterThan(0.05);
    expect(reserved).toBeLessThan(0.3);
    expect(new Set(all.map((v) => v.idv)).size).toBe(all.length);
    expect(new Set(all.map((v) => v.marca)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(all.map((v) => v.tipoVO))).toEqual(
      new Set(['', 'KM0 KM0 VO', 'OCASION', 'DEMO', 'CORTESIA']),
    );
  });

  it('is deterministic', () => {
    expect(generateStock(42, 30)).toEqual(generateStock(42, 30));
    expect(generateStock(42, 30)).not.toEqual(generateStock(43, 30));
    expect(portalFeed({}, 'U97')).toEqual(portalFeed({}, 'U97'));
    expect(generateStock(7, 400)).toHaveLength(400);
  });

  it('makes the stock a slice at a time, then its page fields and the nine feeds, gzipped', async () => {
    // A stock of its own size: nothing of it has been read before.
    const config = { seedVehicles: 4_100 };
    const ids = PORTALS.map((portal) => portal.portalId);
    let turns = 0;
    await warmGroupStock(config, {
      fields: STOCK_LIST_FIELDS,
      portalIds: ids,
      giveWay: async () => void turns++,
    });
    // The requests were let in between the stock's three slices, before the page fields and
    // before each feed.
    expect(turns).toBe(2 + 1 + ids.length);
    const stock = generateStock(20261101, 4_100);
    expect(findStockVehicle(config, stock[4_099]!.idv)).toEqual(stock[4_099]);
    const page = getGroupStockProjection(config, STOCK_LIST_FIELDS);
    expect(page.gzip).toBeDefined();
    const pageRows = JSON.parse(gunzipSync(page.gzip!).toString()) as Record<string, unknown>[];
    expect(pageRows).toHaveLength(4_100);
    expect(Object.keys(pageRows[17]!).sort()).toEqual(
      STOCK_LIST_FIELDS.filter((f) => Object.hasOwn(stock[17]!, f)).sort(),
    );
    expect(pageRows[17]!.idv).toBe(stock[17]!.idv);
    for (const id of ids) {
      const body = portalFeedBody(config, id)!;
      expect(body.gzip, id).toBeDefined();
      expect(JSON.parse(gunzipSync(body.gzip!).toString())).toEqual(portalFeed(config, id));
    }
  });

  it('makes the answers of a larger stock than usual for each read, not kept', async () => {
    const config = { seedVehicles: 20_001 };
    const whole = getGroupStockBody(config);
    expect(getGroupStockBody(config)).not.toBe(whole);
    expect(whole.gzip).toBeUndefined();
    expect(JSON.parse(await whole.text())).toHaveLength(20_001);
    const feed = portalFeedBody(config, 'U105')!;
    expect(portalFeedBody(config, 'U105')).not.toBe(feed);
    expect(JSON.parse(await feed.text())).toEqual(portalFeed(config, 'U105'));
  });

  it('finishes at once a stock being made in the background when it is read', async () => {
    const config = { seedVehicles: 2_500 };
    let made: Promise<void> | undefined;
    const slice = new Promise<void>((resolve) => {
      made = warmGroupStock(config, {
        fields: ['idv'],
        portalIds: [],
        // The first slice is made; the read comes in while the stock waits for its turn.
        giveWay: async () => resolve(),
      });
    });
    await slice;
    const stock = generateStock(20261101, 2_500);
    expect(findStockVehicle(config, stock[2_499]!.idv)).toEqual(stock[2_499]);
    await made;
    expect(JSON.parse(await getGroupStockProjection(config, ['idv']).text())).toEqual(
      stock.map((v) => ({ idv: v.idv })),
    );
  });

  it('sends a feed gzipped to a client that takes gzip, the same JSON', async () => {
    const plain = await api.get<QuiterFeed>('/api/quiter/U97');
    const ask = () =>
      t.app.inject({
        url: '/api/quiter/U97',
        headers: { 'x-access-token': token, 'accept-encoding': 'gzip, deflate, br' },
      });
    // The gzip is made once, in the background, after the first read.
    let zipped = await ask();
    for (let i = 0; i < 50 && zipped.headers['content-encoding'] !== 'gzip'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      zipped = await ask();
    }
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(zipped.headers['content-type']).toMatch(/^application\/json/);
    expect(zipped.rawPayload.length).toBeLessThan(JSON.stringify(plain.body).length / 4);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('answers 404 with tipoError for an unknown portal and 400 for a malformed id', async () => {
    const res = await api.get('/api/quiter/U999');
    expectError(res, 404, "El portal 'U999' no existe");
    expect(res.body).toMatchObject({
      tipoError: 'PORTAL_DESCONOCIDO',
      mensajeError: "El portal 'U999' no existe",
    });
    expectError(
      await api.get('/api/quiter/U97%20OR%201'),
      400,
      /^El parámetro 'portalId' no tiene un formato válido$/,
    );
  });
});

describe('with QUITER_URL', () => {
  let upstream: Server;
  let upstreamUrl: string;
  const seen: string[] = [];
  beforeAll(async () => {
    upstream = createServer((req, res) => {
      seen.push(req.url ?? '');
      if (req.url === '/U97') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ vehiculos: [{ idv: '1', marca: 'SEAT' }] }));
      } else if (req.url === '/U94') {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<html>mantenimiento</html>');
      } else {
        res.writeHead(500).end();
      }
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));

  it('passes the JSON through and reports failures as 502 with tipoError', async () => {
    const forwarding = await startTestApp({ quiterUrl: upstreamUrl });
    try {
      const own = client(forwarding.app, (await signIn(forwarding.app, SALES)).accessToken);
      expect(await own.get('/api/quiter/U97')).toMatchObject({
        status: 200,
        body: { vehiculos: [{ idv: '1', marca: 'SEAT' }] },
      });
      expect(seen).toContain('/U97');
      for (const portal of ['U94', 'U105']) {
        const res = await own.get(`/api/quiter/${portal}`);
        expectError(res, 502, new RegExp(`Quiter para el portal ${portal}`));
        expect(res.body).toMatchObject({ tipoError: 'ERROR_COMUNICACION' });
      }
    } finally {
      await forwarding.close();
    }
  });

  it('answers 502 when Quiter cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const forwarding = await startTestApp({ quiterUrl: `http://127.0.0.1:${port}` });
    try {
      const own = client(forwarding.app, (await signIn(forwarding.app, SALES)).accessToken);
      const res = await own.get('/api/quiter/U97');
      expectError(res, 502, /sin conexión/);
      expect(res.body).toMatchObject({
        tipoError: 'ERROR_COMUNICACION',
        mensajeError: expect.any(String),
      });
    } finally {
      await forwarding.close();
    }
  });
});
