import { describe, expect, it } from 'vitest';
import {
  needsBodyReview,
  needsPriceReview,
  needsWarrantyReview,
  PRICE_REVIEW_MAX,
  reviewsOf,
  WARRANTY_REVIEW_BELOW_MONTHS,
  warrantyMonths,
  type OwnSiteVehicle,
} from '../../src/domain/ownSites';

const vehicle = (over: Partial<OwnSiteVehicle> = {}): OwnSiteVehicle => ({
  _id: 'a1',
  idv: '1001',
  marca: 'PEUGEOT',
  modelo: '208',
  tipo: 'VO',
  reservado: false,
  garantia: 12,
  tipoCarroceriaWeb: 'Compacto',
  precios: [{ valor: 9790 }, { valor: 7832 }, { valor: 8615 }, { valor: 8790 }],
  equipamiento: [],
  recursos: [],
  ...over,
});

/** precios with cash at index 0 and financed at index 3. */
const priced = (cash: number | null, financed: number | null): OwnSiteVehicle['precios'] =>
  [cash, 50, 50, financed].map((valor) => ({ valor: valor as number }));

describe('review checks and their thresholds', () => {
  it('uses the review thresholds', () => {
    expect(PRICE_REVIEW_MAX).toBe(100);
    expect(WARRANTY_REVIEW_BELOW_MONTHS).toBe(12);
  });

  it("flags a web body type equal to 'Revisar', and only that", () => {
    expect(needsBodyReview(vehicle({ tipoCarroceriaWeb: 'Revisar' }))).toBe(true);
    expect(needsBodyReview(vehicle({ tipoCarroceriaWeb: 'Berlina' }))).toBe(false);
    expect(needsBodyReview(vehicle({ tipoCarroceriaWeb: '' }))).toBe(false);
    expect(needsBodyReview(vehicle({ tipoCarroceriaWeb: undefined }))).toBe(false);
  });

  it('flags a cash or financed price of 100 or less, reading index 0 and index 3', () => {
    expect(needsPriceReview(vehicle({ precios: priced(100, 9000) }))).toBe(true);
    expect(needsPriceReview(vehicle({ precios: priced(9000, 100) }))).toBe(true);
    expect(needsPriceReview(vehicle({ precios: priced(101, 101) }))).toBe(false);
    expect(needsPriceReview(vehicle({ precios: priced(0, 9000) }))).toBe(true);
    // The other entries (50 here) are not the cash or financed price.
    expect(needsPriceReview(vehicle({ precios: priced(9790, 8790) }))).toBe(false);
  });

  it('flags a vehicle without a cash or financed price (it would show at no price)', () => {
    expect(needsPriceReview(vehicle({ precios: [] }))).toBe(true);
    expect(needsPriceReview(vehicle({ precios: [{ valor: 9790 }] }))).toBe(true);
    expect(needsPriceReview(vehicle({ precios: priced(null, 9000) }))).toBe(true);
  });

  it('flags a warranty below 12 months; an empty warranty reads 0', () => {
    expect(needsWarrantyReview(vehicle({ garantia: 11 }))).toBe(true);
    expect(needsWarrantyReview(vehicle({ garantia: 12 }))).toBe(false);
    expect(needsWarrantyReview(vehicle({ garantia: 24 }))).toBe(false);
    expect(needsWarrantyReview(vehicle({ garantia: 0 }))).toBe(true);
    expect(needsWarrantyReview(vehicle({ garantia: null }))).toBe(true);
    expect(needsWarrantyReview(vehicle({ garantia: undefined }))).toBe(true);
    expect(warrantyMonths(vehicle({ garantia: null }))).toBe(0);
  });

  it('reads a warranty stored as text', () => {
    const asText = (g: string) => vehicle({ garantia: g as unknown as number });
    expect(warrantyMonths(asText('24'))).toBe(24);
    expect(needsWarrantyReview(asText('6'))).toBe(true);
    expect(needsWarrantyReview(asText(''))).toBe(true);
  });

  it('lists the failed checks in their fixed order', () => {
    expect(reviewsOf(vehicle())).toEqual([]);
    expect(
      reviewsOf(vehicle({ tipoCarroceriaWeb: 'Revisar', precios: priced(90, 90), garantia: 3 })),
    ).toEqual(['carroceria', 'precios', 'garantia']);
    expect(reviewsOf(vehicle({ garantia: 6 }))).toEqual(['garantia']);
  });
});
