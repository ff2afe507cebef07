// docs/API.md "# Coches.net": the own database (account 0: the cnet channel's listings, GET/PUT
// /api/cnet/vehicles/:id) and the demo accounts' drift from the stock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needsColourReview } from '../../src/domain/cochesNet/colours';
import { listingFromVehicle, type OwnDbVehicle } from '../../src/domain/cochesNet/listing';
import { ownDatabaseByIdv, planUpdate } from '../../src/domain/cochesNet/bulkActions';
import { manualCarPayload } from '../../src/domain/cochesNet/manualCar';
import { findStockVehicle } from '../../server/stock/groupStock';
import {
  ADMIN,
  MISSING_ID,
  client,
  expectError,
  signIn,
  startTestApp,
  type Client,
  type MalformedCase,
  type TestApp,
} from './helpers';
import type { ListingAnswer } from './cnetFixtures';

const OWN = '/api/cnet/vehicles';

let t: TestApp;
let api: Client;

beforeAll(async () => {
  t = await startTestApp({ cnetPaceMs: 0 });
  api = client(t.app, (await signIn(t.app, ADMIN)).accessToken);
});
afterAll(() => t.close());

describe('own database vehicle', () => {
  it('GET one by _id; PUT changes the given fields and keeps the rest', async () => {
    const [first] = (await api.get<OwnDbVehicle[]>(OWN)).body;
    const one = await api.get<OwnDbVehicle>(`${OWN}/${first!._id}`);
    expect(one).toMatchObject({ status: 200, body: first });
    const res = await api.put<OwnDbVehicle>(`${OWN}/${first!._id}`, {
      garantia: 24,
      color: 'Blanco Perla',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ ...first, garantia: 24, color: 'Blanco Perla' });
    expect((await api.get(`${OWN}/${first!._id}`)).body).toEqual(res.body);
    // The console's edit sends the vehicle back as read, with its _id.
    const asRead = await api.put<OwnDbVehicle>(`${OWN}/${first!._id}`, { ...res.body, km: 1000 });
    expect(asRead.status, JSON.stringify(asRead.body)).toBe(200);
    expect(asRead.body).toEqual({ ...res.body, km: 1000 });
  });

  it('PUT refuses malformed bodies with a Spanish 400 naming the field, changing nothing', async () => {
    const [first] = (await api.get<OwnDbVehicle[]>(OWN)).body;
    const cases: MalformedCase[] = [
      { name: 'empty', payload: {}, message: /al menos un campo/ },
      { name: 'bad JSON', payload: '{"km": ', message: /JSON válido/ },
      { name: 'km as text', payload: { km: 'mucho' }, message: /'Kilómetros' debe ser un número/ },
      { name: 'unknown type', payload: { tipo: 'XX' }, message: /'Tipo' debe ser uno de: VN, VO/ },
      {
        name: 'unknown field',
        payload: { descuento: 1 },
        message: /'descuento' no está permitido/,
      },
      { name: 'other idv', payload: { idv: '1' }, message: /'IDV' no se puede cambiar/ },
      { name: 'other _id', payload: { _id: MISSING_ID }, message: /'Identificador' no coincide/ },
      {
        name: 'price without value',
        payload: { precios: [{ tipo: 'Contado' }] },
        message: /'Contado' es obligatorio/,
      },
    ];
    for (const c of cases) {
      expectError(await api.put(`${OWN}/${first!._id}`, c.payload), 400, c.message);
    }
    expect((await api.get(`${OWN}/${first!._id}`)).body).toEqual(first);
    expectError(await api.get(`${OWN}/${MISSING_ID}`), 404);
    expectError(await api.put(`${OWN}/${MISSING_ID}`, { km: 1 }), 404);
  });

  it('the listing the console builds for an own database vehicle is taken by the marketplace', async () => {
    const vehicles = (await api.get<OwnDbVehicle[]>(OWN)).body;
    const withPhotos = vehicles.find(
      (v) =>
        v.recursos?.length && v.km && v.matricula && !findStockVehicle(t.config, v.idv)?.reservado,
    )!;
    const res = await api.post<ListingAnswer>(
      '/api/cnet/api/vehicles?account=1',
      listingFromVehicle(withPhotos),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.internalReference).toBe(withPhotos.idv);
  });
});

describe('what the console sends (src/domain/cochesNet)', () => {
  it('a manual car for account 5 is taken, and refused without a photo', async () => {
    const form = {
      brand: 'BMW',
      model: 'Serie 1',
      version: '118i',
      year: '2022',
      fuelType: 'Gasolina',
      bodyType: 'Compacto',
      numberOfDoors: '5',
      transmissionType: 'Automático',
      plate: '4321MNB',
      warranty: '24',
      colorId: '4',
      additionalColor: 'Blanco Alpino',
      price: '29.990',
      financingPrice: '28.490',
      environmentalLabel: 'C',
      provincePrefix: '43',
      photos: ['https://fotos.grupoliva.example/manual/1.jpg'],
    };
    const res = await api.post<ListingAnswer>(
      '/api/cnet/api/vehicles?account=5',
      manualCarPayload(form, new Date('2026-11-23T10:00:00Z')),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ offerType: 1, brand: 'BMW', price: { priceValue: 29_990 } });
    expectError(
      await api.post('/api/cnet/api/vehicles?account=5', manualCarPayload({ ...form, photos: [] })),
      422,
      /Este vehículo no tiene fotos/,
    );
  });

  it("an update planned from the own database is taken, keeping the listing's id and creation", async () => {
    const listings = (await api.get<ListingAnswer[]>('/api/cnet/api/vehicles?account=7')).body;
    const own = (await api.get<OwnDbVehicle[]>(OWN)).body;
    const items = planUpdate(listings, ownDatabaseByIdv(own));
    const item = items.find((i) => !i.local)!;
    expect(item).toBeDefined();
    const before = listings.find((l) => l.id === item.listingId)!;
    const res = await api.put<ListingAnswer>(
      `/api/cnet/api/vehicles/${item.listingId}?account=7`,
      item.listing,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.creation).toEqual(before.creation);
    expect(res.body.id).toBe(before.id);
  });
});

describe('demo accounts', () => {
  const all = async () => {
    const lists = await Promise.all(
      [1, 5, 6, 7].map(async (account) => ({
        account,
        listings: (await api.get<ListingAnswer[]>(`/api/cnet/api/vehicles?account=${account}`))
          .body,
      })),
    );
    return lists;
  };

  it('every account has listings, some drifted from the stock', async () => {
    for (const { account, listings } of await all()) {
      expect(listings.length, `cuenta ${account}`).toBeGreaterThan(5);
      // Sold or reserved since: what update-account removes.
      expect(
        listings.some((l) => {
          const vehicle = findStockVehicle(t.config, l.internalReference);
          return !vehicle || vehicle.reservado;
        }),
        `cuenta ${account}`,
      ).toBe(true);
    }
  });

  it('the review tiles have something to show: prices ≤ 100, warranties < 12, colours', async () => {
    const listings = (await all()).flatMap((a) => a.listings);
    const badPrices = listings.filter(
      (l) =>
        (l.price.priceValue !== null && l.price.priceValue <= 100) ||
        (l.price.financingPrice !== null && l.price.financingPrice <= 100),
    );
    expect(badPrices.length).toBeGreaterThanOrEqual(3);
    expect(listings.filter((l) => l.warranty !== null && l.warranty < 12).length).toBeGreaterThan(
      2,
    );
    const colours = new Set(listings.map((l) => l.color.additionalColor));
    for (const name of ['Azul Lapislázuli', 'Rouge', 'Grigio Chiaro', 'Blanc Nacré']) {
      expect(colours.has(name), name).toBe(true);
    }
    const unmatched = [...colours].filter((c) => c && needsColourReview(c));
    expect(unmatched.length).toBeGreaterThanOrEqual(1);
    // Price-changed since published: some listings differ from the stock's cash price.
    const changed = listings.filter((l) => {
      const vehicle = findStockVehicle(t.config, l.internalReference);
      const cash = vehicle?.precios[0]?.valor;
      return (
        cash &&
        l.price.priceValue !== null &&
        l.price.priceValue > 100 &&
        cash !== l.price.priceValue
      );
    });
    expect(changed.length).toBeGreaterThan(2);
  });
});
