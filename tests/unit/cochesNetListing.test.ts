import { describe, expect, it } from 'vitest';
import {
  CAR_CATEGORY_ID,
  environmentalLabelOf,
  LISTING_PROBLEMS,
  listingFromVehicle,
  listingProblems,
  listingProblemsMessage,
  offerTypeOf,
  type MarketplaceListing,
  type OwnDbVehicle,
} from '../../src/domain/cochesNet/listing';
import type { VehicleResource } from '../../src/domain/types';

const photo = (url: string, main: boolean, order: number): VehicleResource => ({
  _id: url,
  nombre: url,
  url,
  tipo: 'IMAGEN',
  propiedades: [
    { nombre: 'EsFotoPrincipal', valor: main },
    { nombre: 'OrdenFoto', valor: order },
  ],
});

const vehicle = (over: Partial<OwnDbVehicle> = {}): OwnDbVehicle => ({
  _id: 'l1',
  idv: '1234',
  marca: 'PEUGEOT',
  modelo: '208',
  version: '1.2 PureTech Active',
  tipo: 'VO',
  tipoVO: 'OCASION',
  matricula: '1234 KLM',
  bastidor: 'VF3ABCDEF12345678',
  km: 7177,
  garantia: 12,
  combustible: 'GASOLINA',
  cambio: 'MANUAL',
  color: 'Azul Lapislázuli',
  metalizado: true,
  puertas: 5,
  fechaMatriculacion: '2021-03-04',
  ubicacion: 'Tarragona',
  reservado: false,
  createdAt: '2026-11-13T10:00:00.000Z',
  observaciones: 'Un propietario',
  precios: [{ valor: 9790 }, { valor: 9000 }, { valor: 9100 }, { valor: 8790 }],
  equipamiento: [
    { tipo: 'Serie', descripcion: 'Climatizador' },
    { tipo: 'Extras', descripcion: 'Navegador' },
  ],
  recursos: [photo('b.jpg', false, 2), photo('a.jpg', true, 1), photo('c.jpg', false, 3)],
  ...over,
});

const NOW = new Date('2026-11-23T10:00:00.000Z');

describe('listingFromVehicle', () => {
  it('maps an own database vehicle to the marketplace listing', () => {
    const listing = listingFromVehicle(vehicle(), NOW);
    expect(listing).toMatchObject({
      internalReference: '1234',
      title: 'PEUGEOT 208 1.2 PureTech Active',
      plate: '1234 KLM',
      vin: 'VF3ABCDEF12345678',
      categoryId: CAR_CATEGORY_ID,
      offerType: 0,
      brand: 'PEUGEOT',
      model: '208',
      kilometers: 7177,
      warranty: 12,
      fuelType: 'Gasolina',
      transmissionType: 'Manual',
      numberOfDoors: 5,
      officialWarranty: true,
      showCarfaxReport: false,
      certified: 0,
      color: { colorId: 2, metalized: true, additionalColor: 'Azul Lapislázuli' },
      price: {
        priceValue: 9790,
        financingPrice: 8790,
        bestPrice: 8790,
        professionalPrice: null,
        monthlyQuota: null,
        priceWithTaxes: true,
      },
      creation: { date: '2026-11-13T10:00:00.000Z', daysFrom: 10 },
      information: { private: 'Un propietario', additional: 'Climatizador\nNavegador' },
      environmentalLabel: 'C',
      matriculationYear: 2021,
      provincePrefix: '43',
      hasStock: true,
    });
    expect(listing.photos).toEqual([
      { url: 'a.jpg', main: true, order: 1 },
      { url: 'b.jpg', main: false, order: 2 },
      { url: 'c.jpg', main: false, order: 3 },
    ]);
    expect(listingProblems(listing)).toEqual([]);
  });

  it('takes the offer type from the web type, else from tipo and tipoVO', () => {
    expect(offerTypeOf({ tipo: 'VO', tipoVehiculoWeb: 'Km 0' })).toBe(2);
    expect(offerTypeOf({ tipo: 'VO', tipoVehiculoWeb: 'Nuevo' })).toBe(1);
    expect(offerTypeOf({ tipo: 'VN' })).toBe(1);
    expect(offerTypeOf({ tipo: 'VO', tipoVO: 'KM0 KM0 VO' })).toBe(2);
    expect(offerTypeOf({ tipo: 'VO', tipoVO: 'OCASION' })).toBe(0);
  });

  it('a reserved vehicle has no stock; an unknown colour has no colorId; missing prices are null', () => {
    const listing = listingFromVehicle(
      vehicle({ reservado: true, color: 'Xyzzy', precios: [{ valor: 0 }] }),
      NOW,
    );
    expect(listing.hasStock).toBe(false);
    expect(listing.color.colorId).toBeNull();
    expect(listing.price.priceValue).toBeNull();
    expect(listing.price.financingPrice).toBeNull();
    expect(listing.price.bestPrice).toBeNull();
  });

  it('tolerates data from outside: missing or non-text fields give empty texts', () => {
    const odd = {
      ...vehicle(),
      marca: undefined,
      color: 7,
      matricula: null,
    } as unknown as OwnDbVehicle;
    const listing = listingFromVehicle(odd, NOW);
    expect(listing).toMatchObject({ brand: '', plate: '', title: '208 1.2 PureTech Active' });
    expect(listing.color).toEqual({ colorId: null, metalized: true, additionalColor: '' });
    expect(listingProblems(listing)).toEqual([LISTING_PROBLEMS.noBrand, LISTING_PROBLEMS.noPlate]);
  });

  it('environmental labels by fuel and year (DGT)', () => {
    expect(environmentalLabelOf('ELECTRICO', null)).toBe('0');
    expect(environmentalLabelOf('HIBRIDO', 2010)).toBe('ECO');
    expect(environmentalLabelOf('DIESEL', 2013)).toBe('B');
    expect(environmentalLabelOf('DIESEL', 2014)).toBe('C');
    expect(environmentalLabelOf('GASOLINA', 2003)).toBe('B');
    expect(environmentalLabelOf('GASOLINA', 1999)).toBe('');
  });
});

describe('listingProblems (what the marketplace refuses with 422)', () => {
  const ok = (): MarketplaceListing => listingFromVehicle(vehicle(), NOW);

  it('a listing without photos', () => {
    expect(listingProblems({ ...ok(), photos: [] })).toEqual([LISTING_PROBLEMS.noPhotos]);
  });

  it('a listing without a price', () => {
    const listing = ok();
    expect(listingProblems({ ...listing, price: { ...listing.price, priceValue: null } })).toEqual([
      LISTING_PROBLEMS.noPrice,
    ]);
    expect(listingProblems({ ...listing, price: undefined })).toEqual([LISTING_PROBLEMS.noPrice]);
  });

  it('km missing on an occasion car, but not on a new one', () => {
    expect(listingProblems({ ...ok(), kilometers: null })).toEqual([LISTING_PROBLEMS.noKilometers]);
    expect(listingProblems({ ...ok(), offerType: 1, kilometers: null, plate: '' })).toEqual([]);
  });

  it('a used or km 0 car needs its plate', () => {
    expect(listingProblems({ ...ok(), offerType: 2, plate: ' ' })).toEqual([
      LISTING_PROBLEMS.noPlate,
    ]);
  });

  it('anything at all gives Spanish messages, never a crash', () => {
    const problems = listingProblems({});
    expect(problems).toEqual([
      LISTING_PROBLEMS.noReference,
      LISTING_PROBLEMS.noBrand,
      LISTING_PROBLEMS.noModel,
      LISTING_PROBLEMS.badOfferType,
      LISTING_PROBLEMS.noPrice,
      LISTING_PROBLEMS.noPhotos,
    ]);
    expect(listingProblemsMessage([LISTING_PROBLEMS.noPrice, LISTING_PROBLEMS.noPhotos])).toBe(
      'Falta el precio. Este vehículo no tiene fotos.',
    );
    expect(listingProblemsMessage([])).toBe('');
  });
});
