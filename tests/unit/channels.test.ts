// The channel modules (docs/API.md "Channels"):
// their registry, keys, 'Enviar' per vehicle and in bulk, the aramis record and syncs.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { channels } from '../../src/dataProvider/channels';
import { aramisListingOf } from '../../src/dataProvider/channels/aramis';
import { bulkCreateResults } from '../../src/dataProvider/channels/grupoliva';
import { sendPlanned, sendToChannels } from '../../src/dataProvider/orchestration/sendToChannels';
import { planSend } from '../../src/domain/sendPlan';
import type { Channel } from '../../src/dataProvider/channels/types';
import { resourceProviders } from '../../src/dataProvider';
import { httpJson, NETWORK_ERROR_MESSAGE } from '../../src/dataProvider/http';
import { saveSession } from '../../src/authProvider/session';
import type { StockVehicle } from '../../src/domain/types';
import { installMemoryStorage } from './memoryStorage';

const vehicle = (idv: string, over: Partial<StockVehicle> = {}): StockVehicle => ({
  idv,
  marca: 'SEAT',
  modelo: 'LEON',
  version: '1.5 TSI FR',
  tipo: 'VO',
  reservado: false,
  ivaDeducible: true,
  precios: [{ valor: 18900 }, { valor: 0 }, { valor: 0 }, { valor: 17500 }],
  equipamiento: [],
  recursos: [],
  ...over,
});

const byId = (id: string): Channel => {
  const channel = channels.find((c) => c.id === id);
  if (!channel) throw new Error(`no channel ${id}`);
  return channel;
};

/** The product's channels; a channel added after them leaves these tests as they are. */
const SEND_OPTIONS = [
  ['gomotor', 'GOmotor'],
  ['grupoliva', 'Grupo Oliva'],
  ['aramis', 'Aramis Francia'],
  ['wallapop', 'Wallapop'],
  ['cnet', 'Coches.net'],
  ['oferta-de-coches', 'Oferta de coches'],
  ['motoreto', 'Motoreto'],
];

type Call = { url: string; method: string; body: unknown; token?: string };
type Answer = { status: number; body?: unknown } | 'network';

/** Stubs fetch: `answer(call)` decides each response; every call is recorded. */
const serve = (answer: (call: Call) => Answer | Promise<Answer>) => {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const call: Call = {
      url,
      method: init.method ?? 'GET',
      body: init.body ? JSON.parse(String(init.body)) : undefined,
      token: (init.headers as Record<string, string>)['x-access-token'],
    };
    calls.push(call);
    const a = await answer(call);
    if (a === 'network') throw new TypeError('fetch failed');
    return new Response(a.body === undefined ? null : JSON.stringify(a.body), {
      status: a.status,
    });
  });
  return calls;
};

const options = { concurrency: 6 };

beforeEach(() => {
  installMemoryStorage();
  saveSession({ accessToken: 'tok', id: 'u1', user: { email: 'a@b.es' } });
});
afterEach(() => vi.unstubAllGlobals());

describe('the channel registry', () => {
  it('starts with the send options in order, with their labels', () => {
    expect(channels.slice(0, SEND_OPTIONS.length).map((c) => [c.id, c.label])).toEqual(
      SEND_OPTIONS,
    );
  });

  it("routes each channel's resources through the composite dataProvider", () => {
    for (const c of channels) {
      expect(c.resources[c.listingsResource]).toBeDefined();
      for (const name of Object.keys(c.resources))
        expect(resourceProviders[name]).toBe(c.resources[name]);
    }
    expect(resourceProviders['wallapop-accounts']).toBeDefined();
    expect(resourceProviders.stock).toBeDefined();
  });

  it("applies each channel's 'not imported' rule", () => {
    const none = new Set<string>();
    const vn = vehicle('1', { tipo: 'VN' });
    const noVat = vehicle('2', { ivaDeducible: false });
    const rule = (id: string, v: StockVehicle) => byId(id).isNotImported(v, none);
    expect(SEND_OPTIONS.map(([id]) => id).filter((id) => rule(id, vn))).toEqual([
      'grupoliva',
      'wallapop',
      'cnet',
      'oferta-de-coches',
    ]);
    expect(rule('aramis', noVat)).toBe(false);
    expect(rule('gomotor', noVat)).toBe(true);
    expect(byId('cnet').isNotImported(vehicle('3'), new Set(['3']))).toBe(false);
  });
});

describe('listKeys reads only the key field', () => {
  it('asks for ?fields=idv on the channel path (gomotor on its own host)', async () => {
    const calls = serve(() => ({ status: 200, body: [{ idv: '1' }, { idv: 2 }, {}] }));
    await expect(byId('gomotor').listKeys(httpJson)).resolves.toEqual(new Set(['1', '2']));
    expect(calls[0].url).toBe('/gomotor-api/vehicles?fields=idv');
    expect(calls[0].token).toBe('tok');
  });

  it('aramis compares by vehicle_id', async () => {
    const calls = serve(() => ({ status: 200, body: [{ vehicle_id: '7' }] }));
    await expect(byId('aramis').listKeys(httpJson)).resolves.toEqual(new Set(['7']));
    expect(calls[0].url).toBe('/api/publishing/api/v1/aramis/vehicles/?fields=vehicle_id');
  });
});

describe('publish: one POST per vehicle', () => {
  it('maps 201, 409 and a network failure to one result each, in order', async () => {
    const calls = serve(({ body }) => {
      const idv = (body as StockVehicle).idv;
      if (idv === '2') {
        const message = 'El vehículo 2 ya está publicado en Coches.net';
        return { status: 409, body: { error: message, message } };
      }
      if (idv === '3') return 'network';
      if (idv === '4') return { status: 400, body: { message: "El campo 'marca' es obligatorio" } };
      return { status: 201, body: { _id: 'x', idv } };
    });
    const vehicles = ['1', '2', '3', '4'].map((idv) => vehicle(idv));
    const results = await byId('cnet').publish(vehicles, httpJson, options);
    expect(results).toEqual([
      { idv: '1', ok: true },
      { idv: '2', ok: false, message: 'El vehículo 2 ya está publicado en Coches.net' },
      { idv: '3', ok: false, message: NETWORK_ERROR_MESSAGE },
      { idv: '4', ok: false, message: "El campo 'marca' es obligatorio" },
    ]);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(
      Array(4).fill('POST /api/cnet/vehicles'),
    );
    expect(calls[0].body).toEqual(vehicles[0]);
  });

  it('keeps at most `concurrency` requests in flight and reports progress', async () => {
    let inFlight = 0;
    let max = 0;
    serve(async () => {
      inFlight++;
      max = Math.max(max, inFlight);
      await new Promise((r) => setTimeout(r, 2));
      inFlight--;
      return { status: 201, body: {} };
    });
    const onProgress = vi.fn();
    const vehicles = Array.from({ length: 20 }, (_, i) => vehicle(String(i)));
    const results = await byId('motoreto').publish(vehicles, httpJson, {
      concurrency: 4,
      onProgress,
    });
    expect(results.every((r) => r.ok)).toBe(true);
    expect(max).toBe(4);
    expect(onProgress).toHaveBeenCalledTimes(20);
    expect(onProgress).toHaveBeenLastCalledWith(20, 20);
  });

  it('gomotor posts to its own host', async () => {
    const calls = serve(() => ({ status: 201, body: {} }));
    await byId('gomotor').publish([vehicle('1')], httpJson, options);
    expect(calls[0].url).toBe('/gomotor-api/vehicles');
  });

  it('aramis posts the supplier record to /aramis-francia', async () => {
    const calls = serve(() => ({ status: 201, body: {} }));
    const v = vehicle('9', { bastidor: 'VSS123', km: 12000, combustible: 'DIESEL' });
    await byId('aramis').publish([v], httpJson, options);
    expect(calls[0].url).toBe('/api/aramis-francia');
    expect(calls[0].body).toEqual(aramisListingOf(v));
  });
});

describe('aramisListingOf (supplier stock vehicle)', () => {
  it('maps the stock fields to the supplier fields, leaving empty ones out', () => {
    const record = aramisListingOf(
      vehicle('123', {
        bastidor: 'VSS123',
        color: 'BLANCO',
        combustible: 'GASOLINA',
        cambio: 'Manual',
        km: 15000,
        potenciaCv: 150,
        fechaMatriculacion: '2022-03-01',
        garantia: 12,
        pvoNuevo: null,
        emisiones: [{ normativa: 'EURO6', valor: 128 }],
      }),
    );
    // The supplier's labels are French; the version splits into motorisation and finish.
    expect(record).toEqual({
      vehicle_id: '123',
      make_label: 'SEAT',
      model_label: 'LEON',
      motorisation_label: '1.5 TSI',
      finish_label: 'FR',
      precio_aramis: 18900,
      exp_price: 0,
      vehicle_type: 'VP',
      chassis: 'VSS123',
      color_label: 'BLANCO',
      simple_color_label: 'BLANCO',
      energy_label: 'Essence',
      gearbox_label: 'Manuelle',
      din_power: 150,
      co2_emission_wltp: 128,
      first_circulation_date: '2022-03-01',
      availability: 'Disponible',
      mileage: 15000,
      warranty: 12,
      publicacion_manual: true,
    });
  });
});

describe('grupoliva: one bulk create', () => {
  it('sends {data} once and turns existIDVs into warnings', async () => {
    const calls = serve(() => ({
      status: 200,
      body: { message: 'ok', numOfNews: 2, numOfExist: 1, existIDVs: ['2'] },
    }));
    const onProgress = vi.fn();
    const vehicles = ['1', '2', '3'].map((idv) => vehicle(idv));
    const results = await byId('grupoliva').publish(vehicles, httpJson, {
      ...options,
      onProgress,
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/grupoliva/bulk-create' });
    expect(calls[0].body).toEqual({ data: vehicles });
    expect(results).toEqual([
      { idv: '1', ok: true },
      { idv: '2', ok: false, message: 'El vehículo 2 ya existe en Grupo Oliva' },
      { idv: '3', ok: true },
    ]);
    expect(onProgress).toHaveBeenLastCalledWith(3, 3);
  });

  it('fails every vehicle of a refused bulk with the server message', async () => {
    serve(() => ({ status: 400, body: { error: 'Datos no válidos' } }));
    const results = await byId('grupoliva').publish(
      [vehicle('1'), vehicle('2')],
      httpJson,
      options,
    );
    expect(results).toEqual([
      { idv: '1', ok: false, message: 'Datos no válidos' },
      { idv: '2', ok: false, message: 'Datos no válidos' },
    ]);
  });

  it('splits a large selection into bulks within 200000 bytes', async () => {
    const calls = serve(({ body }) => ({
      status: 200,
      body: { numOfNews: (body as { data: unknown[] }).data.length, numOfExist: 0, existIDVs: [] },
    }));
    const heavy = (idv: string) => vehicle(idv, { observaciones: 'x'.repeat(30000) });
    const vehicles = Array.from({ length: 10 }, (_, i) => heavy(String(i)));
    const results = await byId('grupoliva').publish(vehicles, httpJson, options);
    expect(calls.length).toBeGreaterThan(1);
    expect(calls.flatMap((c) => (c.body as { data: StockVehicle[] }).data)).toEqual(vehicles);
    expect(results.every((r) => r.ok)).toBe(true);
  });

  it('bulkCreateResults compares idvs as text', () => {
    expect(bulkCreateResults([vehicle('5')], { existIDVs: [5] })[0].ok).toBe(false);
    expect(bulkCreateResults([vehicle('5')], null)[0].ok).toBe(true);
  });
});

describe('sync', () => {
  it.each([
    ['gomotor', '/gomotor-api/vehicles/sync'],
    ['grupoliva', '/api/grupoliva/update-db'],
    ['aramis', '/api/publishing/api/v1/aramis/vehicles/sync'],
    ['wallapop', '/api/publishing/api/v1/wallapop/vehicles/sync'],
    ['cnet', '/api/cnet/database/'],
    ['oferta-de-coches', '/api/publishing/api/v1/oferta-de-coches/vehicles/sync'],
    ['motoreto', '/api/publishing/api/v1/motoreto/vehicles/sync'],
  ])('%s calls GET %s and answers its result', async (id, url) => {
    const calls = serve(() => ({ status: 200, body: { message: 'Sincronizado', count: 4 } }));
    await expect(byId(id).sync(httpJson)).resolves.toEqual({ message: 'Sincronizado', count: 4 });
    expect(calls).toEqual([expect.objectContaining({ method: 'GET', url })]);
  });

  it('rejects with the server message', async () => {
    serve(() => ({ status: 502, body: { error: 'Wallapop no responde' } }));
    await expect(byId('wallapop').sync(httpJson)).rejects.toThrow('Wallapop no responde');
  });
});

describe('sendToChannels', () => {
  it('sends to each ticked channel and reports progress over the whole send', async () => {
    serve(({ url, body }) =>
      url.includes('bulk-create')
        ? { status: 200, body: { existIDVs: [] } }
        : (body as StockVehicle).idv === '2'
          ? { status: 409, body: { error: 'ya publicado' } }
          : { status: 201, body: {} },
    );
    const progress: [number, number][] = [];
    const reports = await sendToChannels(
      [vehicle('1'), vehicle('2')],
      [byId('grupoliva'), byId('wallapop')],
      httpJson,
      { concurrency: 2, onProgress: (done, total) => progress.push([done, total]) },
    );
    expect(reports.map((r) => [r.channelId, r.results.map((x) => x.ok)])).toEqual([
      ['grupoliva', [true, true]],
      ['wallapop', [true, false]],
    ]);
    expect(progress.at(-1)).toEqual([4, 4]);
    expect(progress.map(([done]) => done)).toEqual([...progress.map(([d]) => d)].sort());
  });

  it('sends to the channels side by side within one shared bound', async () => {
    let inFlight = 0;
    let most = 0;
    const http = (async () => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((r) => setTimeout(r, 2));
      inFlight--;
      return {};
    }) as unknown as typeof httpJson;
    const vehicles = Array.from({ length: 6 }, (_, i) => vehicle(String(i)));
    const reports = await sendToChannels(
      vehicles,
      [byId('wallapop'), byId('cnet'), byId('motoreto')],
      http,
      { concurrency: 4 },
    );
    expect(reports.map((r) => r.channelId)).toEqual(['wallapop', 'cnet', 'motoreto']);
    expect(reports.every((r) => r.results.every((x) => x.ok))).toBe(true);
    // More than one channel's share at once (channels overlap), never more than the bound.
    expect(most).toBe(4);
  });
});

describe("sendPlanned ('Enviar' planned per channel before any request)", () => {
  const targets = (listed: Record<string, string[]>) =>
    Object.entries(listed).map(([id, keys]) => ({
      id,
      label: byId(id).label,
      rule: byId(id).isNotImported,
      listed: new Set(keys),
    }));
  const stock = [vehicle('1'), vehicle('2'), vehicle('3', { tipo: 'VN' })];
  const readVehicles = async (idvs: string[]) => stock.filter((v) => idvs.includes(v.idv));
  const kinds = (outcomes: { channelId: string; idv: string; kind: string }[]) =>
    outcomes.map((o) => `${o.channelId} ${o.idv} ${o.kind}`).sort();

  it('asks nothing of a channel for what it lists already, and skips what its rule leaves out', async () => {
    const calls = serve(() => ({ status: 201, body: {} }));
    const plans = planSend(stock, targets({ gomotor: ['1'], wallapop: ['1', '2', '3'] }));
    const outcomes = await sendPlanned(plans, channels, httpJson, {
      ...options,
      includeExcluded: false,
      readVehicles,
    });
    expect(kinds(outcomes)).toEqual([
      'gomotor 1 published',
      'gomotor 2 sent',
      'gomotor 3 skipped',
      'wallapop 1 published',
      'wallapop 2 published',
      'wallapop 3 published',
    ]);
    expect(calls.map((c) => `${c.method} ${(c.body as StockVehicle).idv}`)).toEqual(['POST 2']);
    expect(outcomes.find((o) => o.idv === '3')?.message).toBe(
      'Omitido: no es VO (el canal solo acepta VO)',
    );
  });

  it('sends the excluded ones too when staff confirm it', async () => {
    const calls = serve(() => ({ status: 201, body: {} }));
    const plans = planSend(stock, targets({ gomotor: ['1'] }));
    const outcomes = await sendPlanned(plans, channels, httpJson, {
      ...options,
      includeExcluded: true,
      readVehicles,
    });
    expect(kinds(outcomes)).toEqual(['gomotor 1 published', 'gomotor 2 sent', 'gomotor 3 sent']);
    expect(calls).toHaveLength(2);
  });

  it('tells a refusal (4xx: a warning) from a real failure (network, 5xx: an error)', async () => {
    serve(({ url, body }) => {
      const idv = (body as StockVehicle).idv;
      if (url.includes('wallapop')) return idv === '1' ? 'network' : { status: 201, body: {} };
      return idv === '1'
        ? { status: 409, body: { error: 'Ya existe' } }
        : { status: 503, body: { error: 'Caído' } };
    });
    const plans = planSend(stock.slice(0, 2), targets({ cnet: [], wallapop: [] }));
    const outcomes = await sendPlanned(plans, channels, httpJson, {
      ...options,
      includeExcluded: false,
      readVehicles,
    });
    expect(kinds(outcomes)).toEqual([
      'cnet 1 warning',
      'cnet 2 error',
      'wallapop 1 error',
      'wallapop 2 sent',
    ]);
    expect(outcomes.find((o) => o.channelId === 'wallapop' && o.idv === '1')?.message).toBe(
      NETWORK_ERROR_MESSAGE,
    );
  });

  it("reads a bulk create's failure per vehicle too", async () => {
    serve(() => ({ status: 500, body: { error: 'Error interno' } }));
    const plans = planSend(stock.slice(0, 2), targets({ grupoliva: [] }));
    const outcomes = await sendPlanned(plans, channels, httpJson, {
      ...options,
      includeExcluded: false,
      readVehicles,
    });
    expect(kinds(outcomes)).toEqual(['grupoliva 1 error', 'grupoliva 2 error']);
  });

  it('warns about a vehicle the stock no longer has, and reads nothing when nothing is sent', async () => {
    serve(() => ({ status: 201, body: {} }));
    const read: string[][] = [];
    const plans = planSend([vehicle('9')], targets({ cnet: [] }));
    const outcomes = await sendPlanned(plans, channels, httpJson, {
      ...options,
      includeExcluded: false,
      readVehicles: async (idvs) => (read.push(idvs), []),
    });
    expect(outcomes.map((o) => [o.kind, o.message])).toEqual([
      ['warning', 'El vehículo 9 ya no está en el stock de Quiter'],
    ]);
    const again = await sendPlanned(
      planSend([vehicle('9')], targets({ cnet: ['9'] })),
      channels,
      httpJson,
      {
        ...options,
        includeExcluded: false,
        readVehicles: async (idvs) => (read.push(idvs), []),
      },
    );
    expect(again.map((o) => o.kind)).toEqual(['published']);
    expect(read).toEqual([['9']]);
  });
});
