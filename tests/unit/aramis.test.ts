// Aramis Francia's rules (the supplier stock vehicle and its 'not imported' rule): the price rule
// behind precio_aramis / exp_price, who belongs on the supplier stock, and what 'Actualizar stock'
// adds, updates, keeps and removes.
import { describe, expect, it } from 'vitest';
import {
  ARAMIS_RECORD_FIELDS,
  aramisPrices,
  isAramisEligible,
  parseAramisFigure,
  planAramisStockUpdate,
  toAramisRecord,
  type AramisListing,
} from '../../src/domain/aramis';
import type { StockVehicle } from '../../src/domain/types';

const vehicle = (idv: string, over: Partial<StockVehicle> = {}): StockVehicle => ({
  idv,
  marca: 'PEUGEOT',
  modelo: '308',
  version: '1.2 PureTech 130 Allure',
  tipo: 'VO',
  reservado: false,
  ivaDeducible: true,
  precios: [
    { tipo: 'VENTA', valor: 18900 },
    { tipo: 'COMPRAVENTA', valor: 15120 },
    { tipo: 'EXPORTACION', valor: 16630 },
    { tipo: 'PUBLICACION', valor: 17500 },
  ],
  equipamiento: [],
  recursos: [],
  ...over,
});

const listing = (v: StockVehicle, over: Partial<AramisListing> = {}): AramisListing => ({
  ...toAramisRecord(v, { manual: false }),
  _id: `id-${v.idv}`,
  publishedAt: '2026-11-01T08:00:00.000Z',
  ...over,
});

describe('aramisPrices (docs/API.md "Aramis Francia": the price rule)', () => {
  it('precio_aramis is the cash price and exp_price the export price', () => {
    expect(aramisPrices(vehicle('1'))).toEqual({ precio_aramis: 18900, exp_price: 16630 });
  });

  it('finds the export price by its type when the list comes in another order', () => {
    const v = vehicle('1', {
      precios: [
        { tipo: 'VENTA', valor: 18900 },
        { tipo: 'EXPORTACION', valor: 16000 },
        { tipo: 'COMPRAVENTA', valor: 15120 },
      ],
    });
    expect(aramisPrices(v).exp_price).toBe(16000);
  });

  it('reads the export price at index 2 when the prices carry no type', () => {
    const v = vehicle('1', { precios: [{ valor: 20000 }, { valor: 1 }, { valor: 17000 }] });
    expect(aramisPrices(v)).toEqual({ precio_aramis: 20000, exp_price: 17000 });
  });

  it('falls back on precioVenta without a cash price, and null without either', () => {
    expect(aramisPrices(vehicle('1', { precios: [], precioVenta: 12500 }))).toEqual({
      precio_aramis: 12500,
      exp_price: null,
    });
    expect(aramisPrices(vehicle('1', { precios: [] }))).toEqual({
      precio_aramis: null,
      exp_price: null,
    });
  });

  it('ignores prices that are not finite numbers', () => {
    const v = vehicle('1', {
      precios: [{ valor: Number.NaN }, { valor: 1 }, { valor: Number.POSITIVE_INFINITY }],
      precioVenta: 9000,
    });
    expect(aramisPrices(v)).toEqual({ precio_aramis: 9000, exp_price: null });
  });

  it('is what the supplier record carries', () => {
    const record = toAramisRecord(vehicle('1'), { manual: false });
    expect(record.precio_aramis).toBe(18900);
    expect(record.exp_price).toBe(16630);
  });
});

describe('ARAMIS_RECORD_FIELDS (the CSV columns)', () => {
  it('lists every supplier field but _id, in the CSV order', () => {
    expect(ARAMIS_RECORD_FIELDS[0]).toBe('vehicle_id');
    expect(ARAMIS_RECORD_FIELDS.at(-1)).toBe('unloaded_weight');
    expect(ARAMIS_RECORD_FIELDS).toHaveLength(33);
    expect(ARAMIS_RECORD_FIELDS.indexOf('precio_aramis')).toBe(
      ARAMIS_RECORD_FIELDS.indexOf('catalog_price_included_taxes_with_options') + 1,
    );
    expect(Object.keys(toAramisRecord(vehicle('1'), { manual: false })).sort()).toEqual(
      ARAMIS_RECORD_FIELDS.filter(
        (f) => !['fiscal_power', 'co2_emission_nedc', 'gom_co2'].includes(f),
      )
        .slice()
        .sort(),
    );
  });
});

describe('isAramisEligible', () => {
  it('takes available VO with deductible VAT only', () => {
    expect(isAramisEligible(vehicle('1'))).toBe(true);
    expect(isAramisEligible(vehicle('1', { reservado: true }))).toBe(false);
    expect(isAramisEligible(vehicle('1', { tipo: 'VN' }))).toBe(false);
    expect(isAramisEligible(vehicle('1', { ivaDeducible: false }))).toBe(false);
    expect(isAramisEligible(vehicle('1', { ivaDeducible: undefined }))).toBe(false);
  });
});

describe("planAramisStockUpdate ('Actualizar stock')", () => {
  it('adds the eligible vehicles the supplier stock lacks, not manual', () => {
    const plan = planAramisStockUpdate([], [vehicle('1'), vehicle('2', { reservado: true })]);
    expect(plan.add).toEqual([toAramisRecord(vehicle('1'), { manual: false })]);
    expect(plan.update).toEqual([]);
    expect(plan.remove).toEqual([]);
  });

  it('rewrites a listing whose stock vehicle changed, keeping its _id and date', () => {
    const before = listing(vehicle('1'));
    const changed = vehicle('1', { km: 42000, precios: [{ valor: 17900 }] });
    const plan = planAramisStockUpdate([before], [changed]);
    expect(plan.add).toEqual([]);
    expect(plan.update).toEqual([
      {
        before,
        after: {
          ...toAramisRecord(changed, { manual: false }),
          _id: before._id,
          publishedAt: before.publishedAt,
        },
      },
    ]);
  });

  it('leaves a listing that already reads as its vehicle alone', () => {
    const plan = planAramisStockUpdate([listing(vehicle('1'))], [vehicle('1')]);
    expect(plan).toEqual({ add: [], update: [], remove: [], kept: [] });
  });

  it('removes listings whose vehicle is gone, reserved or no longer eligible', () => {
    const gone = listing(vehicle('1'));
    const reserved = listing(vehicle('2'));
    const rebu = listing(vehicle('3'));
    const plan = planAramisStockUpdate(
      [gone, reserved, rebu],
      [vehicle('2', { reservado: true }), vehicle('3', { ivaDeducible: false })],
    );
    expect(plan.remove).toEqual([gone, reserved, rebu]);
    expect(plan.add).toEqual([]);
  });

  it('keeps publicacion_manual listings as they are, even when their vehicle left', () => {
    const edited = listing(vehicle('1'), { publicacion_manual: true, precio_aramis: 15000 });
    const gone = listing(vehicle('2'), { publicacion_manual: true });
    const plan = planAramisStockUpdate([edited, gone], [vehicle('1', { km: 99 })]);
    expect(plan).toEqual({ add: [], update: [], remove: [], kept: [edited, gone] });
  });

  it('adds nothing twice for a vehicle_id listed twice in the stock', () => {
    const plan = planAramisStockUpdate([], [vehicle('1'), vehicle('1')]);
    expect(plan.add).toHaveLength(1);
  });
});

describe('parseAramisFigure (a figure typed in a panel cell)', () => {
  it.each([
    ['12.345', 12345],
    ['12345', 12345],
    ['12345,5', 12345.5],
    ['1.234.567,25', 1234567.25],
    ['9.790 €', 9790],
    ['42.000 km', 42000],
    ['  7 ', 7],
    ['12.5', 12.5],
  ])('%s → %s', (text, value) => {
    expect(parseAramisFigure(text)).toBe(value);
  });

  it('reads blank as no value and refuses what is not a number', () => {
    expect(parseAramisFigure('')).toBeNull();
    expect(parseAramisFigure('  ')).toBeNull();
    expect(parseAramisFigure('doce')).toBeUndefined();
    expect(parseAramisFigure('12,3,4')).toBeUndefined();
    expect(parseAramisFigure('1e5')).toBeUndefined();
  });
});
