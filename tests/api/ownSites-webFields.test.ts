// The web-side fields of an own-site vehicle in the edit and create bodies — discount {active,
// price, financedPrice} and marketing {counter, disclaimerMessage} — are strict: a malformed one is
// a Spanish 400 naming the field, and nothing changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SaleVehicle } from '../../server/ownSites/saleVehicle';
import {
  ADMIN,
  client,
  expectError,
  signIn,
  startTestApp,
  type Client,
  type MalformedCase,
  type TestApp,
} from './helpers';

let t: TestApp;
let api: Client;

beforeAll(async () => {
  t = await startTestApp();
  api = client(t.app, (await signIn(t.app, ADMIN)).accessToken);
});
afterAll(() => t.close());

const COUNTER = { _id: '6560a0000000000000000001', name: 'Black Friday', active: true };
const DISCOUNT = { active: true, price: 18990, financedPrice: 17990 };
const MARKETING = { counter: COUNTER, disclaimerMessage: 'Oferta válida hasta fin de mes.' };

/** Bodies that must be refused, each naming the field it is about. */
const MALFORMED: { name: string; fields: Record<string, unknown>; message: RegExp }[] = [
  {
    name: 'discount.active not a boolean',
    fields: { discount: { ...DISCOUNT, active: 'sí' } },
    message: /Precio campaña › Estado/,
  },
  {
    name: 'discount.price as text',
    fields: { discount: { ...DISCOUNT, price: '18990' } },
    message: /Precio campaña › Precio campaña contado.*número/,
  },
  {
    name: 'discount.financedPrice negative',
    fields: { discount: { ...DISCOUNT, financedPrice: -100 } },
    message: /Precio campaña › Precio campaña financiado.*mayor o igual que 0/,
  },
  {
    name: 'discount without financedPrice',
    fields: { discount: { active: true, price: 18990 } },
    message: /Precio campaña › Precio campaña financiado.*obligatorio/,
  },
  {
    name: 'discount with an unknown field',
    fields: { discount: { ...DISCOUNT, percent: 10 } },
    message: /Precio campaña › percent.*no está permitido/,
  },
  {
    name: 'discount null',
    fields: { discount: null },
    message: /Precio campaña.*objeto/,
  },
  {
    name: 'marketing.counter without _id',
    fields: { marketing: { ...MARKETING, counter: { name: 'Black Friday' } } },
    message: /Marketing › Contador › Identificador' es obligatorio/,
  },
  {
    name: 'marketing.counter empty object',
    fields: { marketing: { ...MARKETING, counter: {} } },
    message: /Marketing › Contador/,
  },
  {
    name: 'marketing.counter as a name',
    fields: { marketing: { ...MARKETING, counter: 'Black Friday' } },
    message: /Marketing › Contador.*objeto/,
  },
  {
    name: 'marketing.disclaimerMessage empty',
    fields: { marketing: { ...MARKETING, disclaimerMessage: '' } },
    message: /Marketing › Disclaimer.*vacío/,
  },
  {
    name: 'marketing.disclaimerMessage a number',
    fields: { marketing: { ...MARKETING, disclaimerMessage: 42 } },
    message: /Marketing › Disclaimer.*cadena/,
  },
  {
    name: 'marketing with an unknown field',
    fields: { marketing: { ...MARKETING, banner: 'x' } },
    message: /Marketing › banner.*no está permitido/,
  },
  {
    name: 'marketing without disclaimerMessage',
    fields: { marketing: { counter: COUNTER } },
    message: /Marketing › Disclaimer.*obligatorio/,
  },
];

describe.each(['gomotor', 'grupoliva'])('%s: web fields of the edit body', (site) => {
  const first = async () => (await api.get<SaleVehicle[]>(`/api/${site}`)).body[0]!;

  it('saves discount and marketing as sent; active may come as the string true', async () => {
    const v = await first();
    const url = `/api/${site}/${v._id}`;
    let res = await api.put<{ vehicle: SaleVehicle }>(url, {
      filter: { _id: v._id },
      update: { discount: DISCOUNT, marketing: MARKETING },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.vehicle).toMatchObject({ discount: DISCOUNT, marketing: MARKETING });
    res = await api.put<{ vehicle: SaleVehicle }>(url, {
      filter: { _id: v._id },
      update: {
        discount: { active: 'true', price: null, financedPrice: 17000 },
        marketing: { counter: null, disclaimerMessage: null },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.vehicle).toMatchObject({
      discount: { active: 'true', price: null, financedPrice: 17000 },
      marketing: { counter: null, disclaimerMessage: null },
    });
  });

  it('refuses malformed discount and marketing naming the field, and changes nothing', async () => {
    const v = await first();
    const url = `/api/${site}/${v._id}`;
    for (const c of MALFORMED) {
      const res = await api.put(url, { filter: { _id: v._id }, update: { km: 1, ...c.fields } });
      expectError(res, 400, c.message);
      expect((res.body as { field?: string }).field, c.name).toMatch(
        /^update\.(discount|marketing)/,
      );
    }
    expect((await api.get<SaleVehicle[]>(`/api/${site}/${v._id}`)).body[0]).toEqual(v);
  });

  it('the manual create refuses them too, and creates nothing', async () => {
    const before = (await api.get<SaleVehicle[]>(`/api/${site}`)).body.length;
    const cases: MalformedCase[] = MALFORMED.map((c) => ({
      name: c.name,
      payload: { marca: 'SEAT', modelo: 'Ibiza', ...c.fields },
      message: c.message,
    }));
    for (const c of cases)
      expectError(await api.post(`/api/${site}/new-car`, c.payload), 400, c.message);
    expect((await api.get<SaleVehicle[]>(`/api/${site}`)).body.length).toBe(before);
    const res = await api.post<SaleVehicle>(`/api/${site}/new-car`, {
      marca: 'SEAT',
      modelo: 'Ibiza',
      discount: DISCOUNT,
      marketing: MARKETING,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ discount: DISCOUNT, marketing: MARKETING });
  });
});
