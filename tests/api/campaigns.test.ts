// Campaigns (docs/API.md "Campaigns"): ONE collection seen two ways — /api/campaigns with the
// campaign names, /api/publishing/api/v1/campaign with the countdown names — each with GET, POST,
// PUT and DELETE, strict bodies and the same rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MISSING_ID,
  SALES,
  client,
  expectError,
  signIn,
  startTestApp,
  type Client,
  type MalformedCase,
  type TestApp,
} from './helpers';

const CAMPAIGNS = '/api/campaigns';
const COUNTDOWN = '/api/publishing/api/v1/campaign';

interface Campaign {
  _id: string;
  active: boolean;
  name: string;
  campaignText: string;
  startDate: string;
  endDate: string;
  campaignImage: string;
  campaignColor: string;
  campaignTextColor: string;
  temporary: boolean;
}

interface Countdown {
  _id: string;
  name: string;
  startDate: string;
  endDate: string;
  badgeColor: string;
  textColor: string;
  iconUrl: string;
  active: boolean;
}

const CAMPAIGN_KEYS = [
  '_id',
  'active',
  'campaignColor',
  'campaignImage',
  'campaignText',
  'campaignTextColor',
  'endDate',
  'name',
  'startDate',
  'temporary',
];
const COUNTDOWN_KEYS = [
  '_id',
  'active',
  'badgeColor',
  'endDate',
  'iconUrl',
  'name',
  'startDate',
  'textColor',
];

let t: TestApp;
let api: Client;
let anonymous: Client;
beforeAll(async () => {
  t = await startTestApp();
  api = client(t.app, (await signIn(t.app, SALES)).accessToken);
  anonymous = client(t.app);
});
afterAll(() => t.close());

const listCampaigns = async () => (await api.get<Campaign[]>(CAMPAIGNS)).body;

const newCampaign = (over: Record<string, unknown> = {}) => ({
  name: 'Semana del Km 0',
  campaignText: 'Km 0 con 3 años de garantía',
  startDate: '2026-12-01T08:00:00.000Z',
  endDate: '2026-12-08T22:59:59.000Z',
  campaignImage: 'https://cdn.gomotor.es/iconos/km0.png',
  campaignColor: '#0a7d3b',
  campaignTextColor: '#fff',
  temporary: true,
  active: true,
  ...over,
});

const newCountdown = (over: Record<string, unknown> = {}) => ({
  name: 'Cuenta atrás de Navidad',
  startDate: '2026-12-15T00:00:00+01:00',
  endDate: '2026-12-24T23:59:59+01:00',
  badgeColor: '#b00020',
  textColor: '#ffffff',
  iconUrl: 'https://cdn.gomotor.es/iconos/estrella.png',
  active: true,
  ...over,
});

describe('reading', () => {
  it('GET /api/campaigns lists the demo campaigns with every campaign field', async () => {
    const res = await api.get<Campaign[]>(CAMPAIGNS);
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(5);
    expect(res.body.length).toBeLessThanOrEqual(8);
    for (const campaign of res.body) expect(Object.keys(campaign).sort()).toEqual(CAMPAIGN_KEYS);
    // The own sites' demo vehicles carry these two (server/seed/ownSites.ts).
    expect(res.body.slice(0, 2).map((c) => [c._id, c.name, c.active])).toEqual([
      ['6560a0000000000000000001', 'Black Friday', true],
      ['6560a0000000000000000002', 'Plan Renove', true],
    ]);
  });

  it('the demo campaigns are running, future, finished and inactive, relative to now', async () => {
    const now = Date.now();
    const campaigns = await listCampaigns();
    const phase = (c: Campaign) =>
      !c.active
        ? 'inactive'
        : Date.parse(c.endDate) <= now
          ? 'finished'
          : Date.parse(c.startDate) > now
            ? 'future'
            : 'running';
    const phases = campaigns.map(phase);
    expect(phases.filter((p) => p === 'running').length).toBeGreaterThanOrEqual(2);
    for (const p of ['future', 'finished', 'inactive']) expect(phases).toContain(p);
    for (const c of campaigns)
      expect(Date.parse(c.endDate)).toBeGreaterThan(Date.parse(c.startDate));
  });

  it('the demo campaigns run from 00:00:00 to 23:59:59 in Madrid, as staff set them', async () => {
    const madridTime = (iso: string) =>
      new Intl.DateTimeFormat('es-ES', {
        timeZone: 'Europe/Madrid',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      }).format(new Date(iso));
    for (const c of await listCampaigns()) {
      expect(madridTime(c.startDate), c.name).toBe('00:00:00');
      expect(madridTime(c.endDate), c.name).toBe('23:59:59');
    }
  });

  it('most demo campaigns carry an icon uploaded here, served as a real PNG', async () => {
    const icons = (await listCampaigns()).map((c) => c.campaignImage).filter(Boolean);
    expect(icons.length).toBeGreaterThanOrEqual(4);
    for (const icon of new Set(icons)) {
      expect(icon).toMatch(/^\/api\/uploads\/images\/campaigns\/demo-[a-z0-9-]+\.png$/);
      const res = await anonymous.get<string>(icon);
      expect(res.status, icon).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      const served = await t.app.inject({ method: 'GET', url: icon });
      const png = served.rawPayload;
      expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
      // IHDR: 64 × 64, 8-bit RGBA.
      expect([png.readUInt32BE(16), png.readUInt32BE(20), png[24], png[25]]).toEqual([
        64, 64, 8, 6,
      ]);
    }
  });

  it('GET /api/publishing/api/v1/campaign shows the same campaigns with the countdown names', async () => {
    const campaigns = await listCampaigns();
    const res = await api.get<Countdown[]>(COUNTDOWN);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(
      campaigns.map((c) => ({
        _id: c._id,
        name: c.name,
        startDate: c.startDate,
        endDate: c.endDate,
        badgeColor: c.campaignColor,
        textColor: c.campaignTextColor,
        iconUrl: c.campaignImage,
        active: c.active,
      })),
    );
    for (const countdown of res.body) expect(Object.keys(countdown).sort()).toEqual(COUNTDOWN_KEYS);
  });

  it('GET /:id reads one campaign either way; 404 when there is none', async () => {
    const [first] = await listCampaigns();
    expect((await api.get(`${CAMPAIGNS}/${first!._id}`)).body).toEqual(first);
    expect((await api.get<Countdown>(`${COUNTDOWN}/${first!._id}`)).body).toMatchObject({
      _id: first!._id,
      badgeColor: first!.campaignColor,
    });
    expectError(await api.get(`${CAMPAIGNS}/${MISSING_ID}`), 404, 'Campaña no encontrada');
    expectError(await api.get(`${COUNTDOWN}/${MISSING_ID}`), 404, 'Campaña no encontrada');
    expectError(await api.get(`${COUNTDOWN}/no-es-un-id`), 400, /parámetro 'id'/);
  });

  it('refuses an unknown query parameter', async () => {
    expectError(await api.get(`${CAMPAIGNS}?activos=1`), 400, /'activos' no está permitido/);
    expectError(await api.get(`${COUNTDOWN}?activos=1`), 400, /'activos' no está permitido/);
  });
});

describe('a session is needed for every route, both ways', () => {
  const id = '6560a0000000000000000001';
  for (const base of [CAMPAIGNS, COUNTDOWN]) {
    it(base, async () => {
      const before = await listCampaigns();
      expectError(await anonymous.get(base), 401);
      expectError(await anonymous.get(`${base}/${id}`), 401);
      expectError(await anonymous.post(base, {}), 401);
      expectError(await anonymous.put(`${base}/${id}`, { name: 'X' }), 401);
      expectError(await anonymous.delete(`${base}/${id}`), 401);
      expect(await listCampaigns()).toEqual(before);
    });
  }
  it('the icon upload', async () => {
    expectError(await anonymous.post(`${COUNTDOWN}/icon`), 401);
  });
});

describe('one collection seen two ways', () => {
  it('a campaign created with the countdown names is read with the campaign names', async () => {
    const res = await api.post<Countdown>(COUNTDOWN, newCountdown());
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(COUNTDOWN_KEYS);
    expect(res.body).toMatchObject({
      name: 'Cuenta atrás de Navidad',
      // Stored as UTC instants.
      startDate: '2026-12-14T23:00:00.000Z',
      endDate: '2026-12-24T22:59:59.000Z',
    });
    const read = await api.get<Campaign>(`${CAMPAIGNS}/${res.body._id}`);
    expect(read.body).toEqual({
      _id: res.body._id,
      active: true,
      name: 'Cuenta atrás de Navidad',
      campaignText: '',
      startDate: '2026-12-14T23:00:00.000Z',
      endDate: '2026-12-24T22:59:59.000Z',
      campaignImage: 'https://cdn.gomotor.es/iconos/estrella.png',
      campaignColor: '#b00020',
      campaignTextColor: '#ffffff',
      temporary: false,
    });
    expect((await listCampaigns()).at(-1)?._id).toBe(res.body._id);
  });

  it('a campaign created with the campaign names is read with the countdown names', async () => {
    const res = await api.post<Campaign>(CAMPAIGNS, newCampaign());
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ _id: expect.any(String), ...newCampaign() });
    const read = await api.get<Countdown>(`${COUNTDOWN}/${res.body._id}`);
    expect(read.body).toEqual({
      _id: res.body._id,
      name: 'Semana del Km 0',
      startDate: '2026-12-01T08:00:00.000Z',
      endDate: '2026-12-08T22:59:59.000Z',
      badgeColor: '#0a7d3b',
      textColor: '#fff',
      iconUrl: 'https://cdn.gomotor.es/iconos/km0.png',
      active: true,
    });
  });

  it('the smallest bodies get defaults: active, default colours, no icon', async () => {
    const body = {
      name: 'Mínima',
      startDate: '2026-12-01T08:00:00Z',
      endDate: '2026-12-02T08:00:00Z',
    };
    const countdown = await api.post<Countdown>(COUNTDOWN, body);
    expect(countdown.body).toMatchObject({
      active: true,
      badgeColor: '#1b2a4a',
      textColor: '#ffffff',
      iconUrl: '',
    });
    const campaign = await api.post<Campaign>(CAMPAIGNS, body);
    expect(campaign.body).toMatchObject({
      active: true,
      campaignText: '',
      campaignImage: '',
      campaignColor: '#1b2a4a',
      campaignTextColor: '#ffffff',
      temporary: false,
    });
  });

  it('PUT through one API is read through the other; the fields not sent are kept', async () => {
    const created = (await api.post<Campaign>(CAMPAIGNS, newCampaign({ name: 'Para editar' })))
      .body;
    const put = await api.put<Countdown>(`${COUNTDOWN}/${created._id}`, {
      name: 'Editada',
      badgeColor: '#123',
      active: false,
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ _id: created._id, name: 'Editada', active: false });
    const read = (await api.get<Campaign>(`${CAMPAIGNS}/${created._id}`)).body;
    expect(read).toEqual({ ...created, name: 'Editada', campaignColor: '#123', active: false });

    // The record as read may be sent back (react-admin sends the whole record).
    const back = await api.put<Campaign>(`${CAMPAIGNS}/${created._id}`, {
      ...read,
      campaignText: 'Otro texto',
      iconUrl: undefined,
    });
    expect(back.body).toEqual({ ...read, campaignText: 'Otro texto' });
    // null or '' removes the icon.
    expect(
      (await api.put<Countdown>(`${COUNTDOWN}/${created._id}`, { iconUrl: null })).body.iconUrl,
    ).toBe('');
  });

  it('DELETE through one API removes it from both', async () => {
    const created = (await api.post<Countdown>(COUNTDOWN, newCountdown({ name: 'Efímera' }))).body;
    const res = await api.delete(`${CAMPAIGNS}/${created._id}`);
    expect(res).toMatchObject({
      status: 200,
      body: { message: 'Campaña eliminada', _id: created._id },
    });
    expectError(await api.get(`${COUNTDOWN}/${created._id}`), 404, 'Campaña no encontrada');
    expect((await listCampaigns()).some((c) => c._id === created._id)).toBe(false);
    expectError(await api.delete(`${COUNTDOWN}/${created._id}`), 404, 'Campaña no encontrada');
    const other = (await api.post<Campaign>(CAMPAIGNS, newCampaign({ name: 'Otra' }))).body;
    expect((await api.delete(`${COUNTDOWN}/${other._id}`)).status).toBe(200);
    expectError(await api.put(`${CAMPAIGNS}/${other._id}`, { name: 'X' }), 404);
  });
});

/** Each case: 400 in Spanish naming the field, and the campaigns unchanged. */
async function expectRefused(
  method: 'post' | 'put',
  url: string,
  cases: (MalformedCase & { field?: string })[],
) {
  for (const c of cases) {
    const before = await listCampaigns();
    const res = await api[method](c.url ?? url, c.payload);
    expectError(res, 400, c.message);
    if (c.field) expect((res.body as { field?: string }).field, c.name).toBe(c.field);
    expect(await listCampaigns(), c.name).toEqual(before);
  }
}

const END_AFTER_START = /^La fecha de fin debe ser posterior a la de inicio$/;

describe('validation, campaign names (/api/campaigns)', () => {
  it('POST refuses malformed bodies', async () => {
    await expectRefused('post', CAMPAIGNS, [
      {
        name: 'no name',
        payload: newCampaign({ name: undefined }),
        message: /^El campo 'Nombre' es obligatorio$/,
        field: 'name',
      },
      {
        name: 'blank name',
        payload: newCampaign({ name: '   ' }),
        message: /^El campo 'Nombre' no puede estar vacío$/,
        field: 'name',
      },
      {
        name: 'long name',
        payload: newCampaign({ name: 'x'.repeat(81) }),
        message: /^El campo 'Nombre' no puede tener más de 80 caracteres$/,
        field: 'name',
      },
      {
        name: 'no start',
        payload: newCampaign({ startDate: undefined }),
        message: /^El campo 'Fecha de inicio' es obligatorio$/,
        field: 'startDate',
      },
      {
        name: 'no end',
        payload: newCampaign({ endDate: undefined }),
        message: /^El campo 'Fecha de fin' es obligatorio$/,
        field: 'endDate',
      },
      {
        name: 'start is not a date',
        payload: newCampaign({ startDate: 'mañana' }),
        message: /^El campo 'Fecha de inicio' debe ser una fecha y hora ISO 8601/,
        field: 'startDate',
      },
      {
        name: '30 February',
        payload: newCampaign({ endDate: '2027-02-30T10:00:00Z' }),
        message: /^El campo 'Fecha de fin' debe ser una fecha y hora ISO 8601/,
        field: 'endDate',
      },
      {
        name: 'a date without its time zone',
        payload: newCampaign({ startDate: '2026-12-01T08:00:00' }),
        message: /^El campo 'Fecha de inicio' debe ser una fecha y hora ISO 8601/,
        field: 'startDate',
      },
      {
        name: 'end before start',
        payload: newCampaign({ endDate: '2026-11-30T08:00:00.000Z' }),
        message: END_AFTER_START,
        field: 'endDate',
      },
      {
        name: 'end equal to start',
        payload: newCampaign({ endDate: '2026-12-01T09:00:00+01:00' }),
        message: END_AFTER_START,
        field: 'endDate',
      },
      {
        name: 'colour by name',
        payload: newCampaign({ campaignColor: 'rojo' }),
        message: /^El campo 'Color de la campaña' debe ser un color #rgb o #rrggbb$/,
        field: 'campaignColor',
      },
      {
        name: 'five-digit colour',
        payload: newCampaign({ campaignTextColor: '#12345' }),
        message: /^El campo 'Color del texto' debe ser un color #rgb o #rrggbb$/,
        field: 'campaignTextColor',
      },
      {
        name: 'script as image',
        payload: newCampaign({ campaignImage: 'javascript:alert(1)' }),
        message: /^El campo 'Imagen de la campaña' debe ser una URL http\(s\) o un icono subido/,
        field: 'campaignImage',
      },
      {
        name: 'an uploaded icon that does not exist',
        payload: newCampaign({ campaignImage: '/api/uploads/images/campaigns/no-existe.png' }),
        message: /^El campo 'Imagen de la campaña' no es un icono subido a este servidor$/,
        field: 'campaignImage',
      },
      {
        name: 'countdown name on the campaigns API',
        payload: newCampaign({ badgeColor: '#fff' }),
        message: /^El campo 'badgeColor' no está permitido$/,
        field: 'badgeColor',
      },
      {
        name: 'active as text',
        payload: newCampaign({ active: 'sí' }),
        message: /^El campo 'Activa' debe ser booleano/,
        field: 'active',
      },
      {
        name: 'invalid JSON',
        payload: '{"name": }',
        message: /no es un JSON válido/,
      },
      {
        name: 'a list instead of an object',
        payload: [newCampaign()],
        message: /^El cuerpo de la petición debe ser un objeto JSON$/,
      },
    ]);
  });

  it('PUT refuses malformed bodies and checks the merged campaign', async () => {
    const id = (await api.post<Campaign>(CAMPAIGNS, newCampaign({ name: 'Validar PUT' }))).body._id;
    const url = `${CAMPAIGNS}/${id}`;
    await expectRefused('put', url, [
      {
        name: 'empty body',
        payload: {},
        message: /^La petición debe incluir al menos un campo$/,
      },
      {
        name: 'blank name',
        payload: { name: ' ' },
        message: /^El campo 'Nombre' no puede estar vacío$/,
        field: 'name',
      },
      {
        name: 'new end before the stored start',
        payload: { endDate: '2026-11-01T00:00:00Z' },
        message: END_AFTER_START,
        field: 'endDate',
      },
      {
        name: 'new start after the stored end',
        payload: { startDate: '2027-01-01T00:00:00Z' },
        message: END_AFTER_START,
        field: 'endDate',
      },
      {
        name: 'colour without #',
        payload: { campaignColor: 'ff0000' },
        message: /^El campo 'Color de la campaña' debe ser un color/,
        field: 'campaignColor',
      },
      {
        name: 'ftp image',
        payload: { campaignImage: 'ftp://cdn.gomotor.es/x.png' },
        message: /^El campo 'Imagen de la campaña' debe ser una URL http\(s\)/,
        field: 'campaignImage',
      },
      {
        name: 'another _id in the body',
        payload: { _id: MISSING_ID, name: 'Otra' },
        message: /^El campo 'Identificador' no coincide con la campaña de la dirección$/,
        field: '_id',
      },
      {
        name: 'temporary as number',
        payload: { temporary: 1 },
        message: /^El campo 'Temporal' debe ser booleano/,
        field: 'temporary',
      },
      {
        name: 'invalid id in the path',
        payload: { name: 'X' },
        url: `${CAMPAIGNS}/123`,
        message: /^El parámetro 'id' no es un identificador válido/,
      },
    ]);
  });
});

describe('validation, countdown names (/api/publishing/api/v1/campaign)', () => {
  it('POST refuses malformed bodies', async () => {
    await expectRefused('post', COUNTDOWN, [
      {
        name: 'no name',
        payload: newCountdown({ name: undefined }),
        message: /^El campo 'Nombre' es obligatorio$/,
        field: 'name',
      },
      {
        name: 'no start',
        payload: newCountdown({ startDate: undefined }),
        message: /^El campo 'Fecha de inicio' es obligatorio$/,
        field: 'startDate',
      },
      {
        name: 'the console format instead of ISO',
        payload: newCountdown({ endDate: '12/24/2026 23:59:59' }),
        message: /^El campo 'Fecha de fin' debe ser una fecha y hora ISO 8601/,
        field: 'endDate',
      },
      {
        name: 'end before start',
        payload: newCountdown({ endDate: '2026-12-01T00:00:00Z' }),
        message: END_AFTER_START,
        field: 'endDate',
      },
      {
        name: 'bad badge colour',
        payload: newCountdown({ badgeColor: 'red' }),
        message: /^El campo 'Color del distintivo' debe ser un color #rgb o #rrggbb$/,
        field: 'badgeColor',
      },
      {
        name: 'bad text colour',
        payload: newCountdown({ textColor: '#ggg' }),
        message: /^El campo 'Color del texto' debe ser un color #rgb o #rrggbb$/,
        field: 'textColor',
      },
      {
        name: 'icon as a file name',
        payload: newCountdown({ iconUrl: 'rayo.png' }),
        message: /^El campo 'Icono' debe ser una URL http\(s\) o un icono subido/,
        field: 'iconUrl',
      },
      {
        name: 'icon outside the campaigns folder',
        payload: newCountdown({ iconUrl: '/api/uploads/images/campaigns/../x.png' }),
        message: /^El campo 'Icono' debe ser una URL http\(s\) o un icono subido/,
        field: 'iconUrl',
      },
      {
        name: 'campaign name on the countdown API',
        payload: newCountdown({ campaignText: 'Texto' }),
        message: /^El campo 'campaignText' no está permitido$/,
        field: 'campaignText',
      },
      {
        name: 'name as number',
        payload: newCountdown({ name: 7 }),
        message: /^El campo 'Nombre' debe ser una cadena de texto$/,
        field: 'name',
      },
    ]);
  });

  it('PUT refuses malformed bodies', async () => {
    const id = (await api.post<Countdown>(COUNTDOWN, newCountdown({ name: 'Validar PUT 2' }))).body
      ._id;
    const url = `${COUNTDOWN}/${id}`;
    await expectRefused('put', url, [
      { name: 'empty body', payload: {}, message: /^La petición debe incluir al menos un campo$/ },
      {
        name: 'end before the stored start',
        payload: { endDate: '2026-12-01T00:00:00Z' },
        message: END_AFTER_START,
        field: 'endDate',
      },
      {
        name: 'bad colour',
        payload: { textColor: 'blanco' },
        message: /^El campo 'Color del texto' debe ser un color/,
        field: 'textColor',
      },
      {
        name: 'bad icon',
        payload: { iconUrl: 'data:image/png;base64,AAAA' },
        message: /^El campo 'Icono' debe ser una URL http\(s\)/,
        field: 'iconUrl',
      },
      {
        name: 'active as text',
        payload: { active: 'true' },
        message: /^El campo 'Activa' debe ser booleano/,
        field: 'active',
      },
      {
        name: 'campaign colour name',
        payload: { campaignColor: '#fff' },
        message: /^El campo 'campaignColor' no está permitido$/,
        field: 'campaignColor',
      },
    ]);
    expectError(await api.put(`${COUNTDOWN}/${MISSING_ID}`, { name: 'X' }), 404);
  });
});
