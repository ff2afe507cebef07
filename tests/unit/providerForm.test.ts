// The form cascade, provider price, images, required fields and options: the pure rules of the
// vehicle-data provider form (src/domain/providerForm/).
import { describe, expect, it } from 'vitest';
import {
  EMPTY_PROVIDER_FORM,
  vehicleBody,
  type ProviderFormValues,
} from '../../src/domain/providerForm/body';
import {
  CASCADE_FIELDS,
  clearedBy,
  isCascadeField,
  resetBelow,
} from '../../src/domain/providerForm/cascade';
import {
  IMAGE_TYPES,
  MAX_IMAGES,
  acceptsImageType,
  imageLimitMessage,
} from '../../src/domain/providerForm/images';
import {
  BRANDS,
  COLOUR_GROUPS,
  ENVIRONMENTAL_LABELS,
  FUEL_TYPES,
  LOCATIONS,
  TRANSMISSIONS,
  WARRANTIES,
  YEARS,
} from '../../src/domain/providerForm/options';
import { DEFAULT_SURCHARGE, VAT_RATE, providerPrice } from '../../src/domain/providerForm/price';
import { FIELD_HINTS, fieldHint } from '../../src/domain/providerForm/requirements';

describe('provider price', () => {
  it('is the price without 21 % VAT plus the default surcharge of 1000', () => {
    expect(VAT_RATE).toBe(0.21);
    expect(DEFAULT_SURCHARGE).toBe(1000);
    expect(providerPrice(12_100)).toBe(11_000);
    expect(providerPrice(24_200, 1000)).toBe(21_000);
  });

  it('takes another surcharge, also none', () => {
    expect(providerPrice(12_100, 500)).toBe(10_500);
    expect(providerPrice(12_100, 0)).toBe(10_000);
  });

  it('rounds to cents', () => {
    // 9.990 / 1,21 = 8.256,198… → 8.256,20 + 1.000
    expect(providerPrice(9990)).toBe(9256.2);
  });

  it('is null while the price is empty or not a number (nothing to show yet)', () => {
    expect(providerPrice(null)).toBeNull();
    expect(providerPrice(undefined)).toBeNull();
    expect(providerPrice(Number.NaN)).toBeNull();
    expect(providerPrice(12_100, Number.NaN)).toBeNull();
  });
});

describe('cascade reset (changing an upper choice clears the lower ones)', () => {
  it('fuel clears the model and everything the model loaded', () => {
    expect(clearedBy('fuelType').sort()).toEqual(['model', 'bodyType', 'doors', 'version'].sort());
  });

  it('brand and year clear what was loaded with them', () => {
    expect(clearedBy('brand')).toEqual(expect.arrayContaining(['model', 'bodyType', 'doors']));
    expect(clearedBy('year')).toEqual(expect.arrayContaining(['model', 'version']));
  });

  it('the model clears body type, doors and version; not the fuel', () => {
    expect(clearedBy('model').sort()).toEqual(['bodyType', 'doors', 'version'].sort());
  });

  it('body type, doors and transmission clear only the version', () => {
    expect(clearedBy('bodyType')).toEqual(['version']);
    expect(clearedBy('doors')).toEqual(['version']);
    expect(clearedBy('transmission')).toEqual(['version']);
    expect(clearedBy('version')).toEqual([]);
  });

  it('resetBelow gives the values to write: the lower choices emptied', () => {
    expect(resetBelow('model')).toEqual({ bodyType: null, doors: null, version: null });
    expect(Object.keys(resetBelow('brand'))).not.toContain('brand');
    expect(CASCADE_FIELDS).toContain('transmission');
  });

  it('knows a choice of the cascade by its source; the other selects clear nothing', () => {
    expect(CASCADE_FIELDS.every(isCascadeField)).toBe(true);
    for (const other of ['warranty', 'location', 'environmentalLabel', 'colorId', 'toString']) {
      expect(isCascadeField(other)).toBe(false);
    }
  });
});

describe('image limit', () => {
  it('says nothing up to 5 images', () => {
    expect(MAX_IMAGES).toBe(5);
    for (const n of [0, 1, 5]) expect(imageLimitMessage(n)).toBeUndefined();
  });

  it('asks to remove the extra ones', () => {
    expect(imageLimitMessage(6)).toBe('Solo se permiten 5 imagenes, por favor elimina 1');
    expect(imageLimitMessage(9)).toBe('Solo se permiten 5 imagenes, por favor elimina 4');
  });

  it('takes png, jpg and webp only', () => {
    expect(IMAGE_TYPES).toEqual(['image/png', 'image/jpeg', 'image/webp']);
    expect(acceptsImageType('image/png')).toBe(true);
    expect(acceptsImageType('image/jpeg')).toBe(true);
    expect(acceptsImageType('image/webp')).toBe(true);
    expect(acceptsImageType('image/gif')).toBe(false);
    expect(acceptsImageType('image/svg+xml')).toBe(false);
  });
});

describe('form options', () => {
  it('brands BMW 7 and MINI 222; years 2022 and 2021', () => {
    expect(BRANDS).toEqual([
      { id: 7, name: 'BMW' },
      { id: 222, name: 'MINI' },
    ]);
    expect(YEARS.map((y) => y.id)).toEqual([2022, 2021]);
  });

  it('fuels, warranties, transmissions, locations and labels', () => {
    expect(FUEL_TYPES.map((f) => f.name)).toEqual([
      'Diesel',
      'Gasolina',
      'Eléctrico / Híbrido',
      'Otros',
    ]);
    expect(WARRANTIES.map((w) => w.id)).toEqual([0, 12, 18, 24, 36, 48, 60, 72, 84]);
    expect(TRANSMISSIONS.map((t) => t.name)).toEqual(['Automático', 'Manual']);
    expect(LOCATIONS).toEqual([
      { id: 43, name: 'Tarragona' },
      { id: 17, name: 'Girona' },
    ]);
    expect(ENVIRONMENTAL_LABELS.map((l) => l.id)).toEqual(['0', 'ECO', 'B', 'C']);
  });

  it('the 13 colour groups', () => {
    expect(COLOUR_GROUPS.map((c) => c.name)).toEqual([
      'amarillo',
      'azul',
      'beige',
      'blanco',
      'granate',
      'gris/plata',
      'marrón',
      'naranja',
      'negro',
      'rojo',
      'rosa',
      'verde',
      'violeta/lila',
    ]);
    expect(new Set(COLOUR_GROUPS.map((c) => c.id)).size).toBe(13);
  });
});

describe('field hints', () => {
  it('the required fields say so; the financed price is optional', () => {
    for (const field of [
      'brand',
      'year',
      'fuelType',
      'model',
      'price',
      'warranty',
      'bodyType',
      'doors',
      'transmission',
      'version',
      'location',
      'environmentalLabel',
      'colorId',
    ] as const) {
      expect(fieldHint(field)).toBe('Campo requerido');
    }
    expect(fieldHint('financedPrice')).toBe('Campo opcional');
    expect(FIELD_HINTS.optional).toBe('Campo opcional');
  });
});

describe('the body sent to POST /Vehicles', () => {
  const values: ProviderFormValues = {
    ...EMPTY_PROVIDER_FORM,
    brand: 222,
    year: 2021,
    fuelType: 2,
    model: 22201,
    price: 24_200,
    financedPrice: 22_990,
    warranty: 0,
    bodyType: 2,
    doors: 3,
    transmission: 1,
    version: 22201021,
    chassisNumber: ' wmwxr31060tp12345 ',
    location: 17,
    environmentalLabel: 'C',
    colorId: 10,
    metalized: true,
    features: 'Techo panorámico\n\n  Head-Up Display \n',
  };

  it('sends provider prices, features by line and the metallic flag of the colour', () => {
    expect(vehicleBody(values, ['/api/provider-api/images/1-a-abcdef.png'])).toEqual({
      brand: 222,
      year: 2021,
      fuelType: 2,
      model: 22201,
      taxes: 0.21,
      price: 21_000,
      financedPrice: 20_000,
      warranty: 0,
      bodyType: 2,
      doors: 3,
      transmission: 1,
      version: 22201021,
      chassisNumber: 'WMWXR31060TP12345',
      location: 17,
      environmentalLabel: 'C',
      color: { colorId: 10, metalized: true },
      features: ['Techo panorámico', 'Head-Up Display'],
      stock: true,
      metallic: true,
      images: ['/api/provider-api/images/1-a-abcdef.png'],
    });
  });

  it('leaves the optional ones out when empty and refuses a missing required one', () => {
    const body = vehicleBody({ ...values, financedPrice: null, chassisNumber: '  ' }, []);
    expect(body).not.toHaveProperty('financedPrice');
    expect(body).not.toHaveProperty('chassisNumber');
    expect(body).not.toHaveProperty('monthlyFee');
    expect(() => vehicleBody({ ...values, version: null }, [])).toThrow('Falta la versión');
  });

  it('takes the surcharge the user set', () => {
    expect(vehicleBody({ ...values, surcharge: 0 }, []).price).toBe(20_000);
  });
});
