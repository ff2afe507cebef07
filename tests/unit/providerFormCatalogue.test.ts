// The reference provider's catalogue (real BMW and MINI 2021–2022 models, body types, doors and
// versions): consistent enough for the form's cascade to reach every version.
import { describe, expect, it } from 'vitest';
import {
  BODY_TYPES,
  CATALOGUE_MODELS,
  CATALOGUE_VERSIONS,
} from '../../server/providerApi/catalogue';
import { ReferenceProvider } from '../../server/providerApi/referenceProvider';
import {
  BRANDS,
  FUEL_TYPES,
  TRANSMISSIONS,
  YEARS,
  idsOf,
} from '../../src/domain/providerForm/options';

describe('reference catalogue', () => {
  it('holds BMW and MINI models of 2021–2022 with unique ids', () => {
    expect(new Set(CATALOGUE_MODELS.map((m) => m.brand))).toEqual(new Set(idsOf(BRANDS)));
    expect(new Set(CATALOGUE_MODELS.map((m) => m.id)).size).toBe(CATALOGUE_MODELS.length);
    expect(new Set(CATALOGUE_VERSIONS.map((v) => v.id)).size).toBe(CATALOGUE_VERSIONS.length);
    for (const v of CATALOGUE_VERSIONS) {
      expect(v.years.every((y) => idsOf(YEARS).includes(y))).toBe(true);
      expect(idsOf(FUEL_TYPES)).toContain(v.fuelType);
      expect(idsOf(TRANSMISSIONS)).toContain(v.transmission);
      expect(idsOf(BODY_TYPES)).toContain(v.bodyType);
      expect(v.powerCv).toBeGreaterThan(60);
    }
    const names = CATALOGUE_VERSIONS.map((v) => v.name);
    expect(names).toEqual(
      expect.arrayContaining(['Serie 1 118i', 'X1 sDrive18d', 'MINI Cooper S 3 puertas']),
    );
  });

  it('every version is reached by the cascade of its own choices', async () => {
    const provider = new ReferenceProvider();
    for (const v of CATALOGUE_VERSIONS) {
      for (const year of v.years) {
        const models = await provider.models({
          brand: v.brand,
          categoryId: 1,
          fuelType: v.fuelType,
          year,
        });
        expect(models.map((m) => m.id)).toContain(v.model);
        const query = { brand: v.brand, model: v.model, year };
        expect((await provider.bodyTypes(query)).map((b) => b.id)).toContain(v.bodyType);
        expect((await provider.doors(query)).map((d) => d.id)).toContain(v.doors);
        const versions = await provider.versions({
          ...query,
          bodytype: v.bodyType,
          numdoors: v.doors,
          fueltype: v.fuelType,
          categoryId: 1,
        });
        expect(versions.map((x) => x.id)).toContain(v.id);
      }
    }
  });
});
