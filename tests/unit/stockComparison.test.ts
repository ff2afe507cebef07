// The portal detail page: the stock database against the general database, by idv.
import { describe, expect, it } from 'vitest';
import {
  COMPARED_FIELDS,
  compareStock,
  differencesOf,
  PORTAL_DETAIL_FIELDS,
} from '../../src/domain/stockComparison';
import type { StockVehicle } from '../../src/domain/types';

const prices = (cash: number, financed: number) =>
  Array.from({ length: 9 }, (_, i) => ({
    valor: i === 0 ? cash : i === 3 ? financed : 100 * i,
  }));

const vehicle = (idv: string, over: Partial<StockVehicle> = {}): StockVehicle => ({
  idv,
  marca: 'SEAT',
  modelo: 'Ibiza',
  tipo: 'VO',
  km: 12000,
  reservado: false,
  precios: prices(15990, 14990),
  equipamiento: [],
  recursos: [],
  ...over,
});

describe('compareStock', () => {
  it('finds the vehicles only in stock, only in general and the ones that differ', () => {
    const stock = [vehicle('1'), vehicle('2'), vehicle('3', { reservado: true }), vehicle('4')];
    const general = [vehicle('2'), vehicle('3'), vehicle('4', { km: 12500 }), vehicle('9')];
    const result = compareStock(stock, general);
    expect(result.onlyInStock.map((v) => v.idv)).toEqual(['1']);
    expect(result.onlyInGeneral.map((v) => v.idv)).toEqual(['9']);
    expect(result.inBoth).toBe(3);
    expect(result.differing.map((d) => d.idv)).toEqual(['3', '4']);
    expect(result.differing[0].differences).toEqual([
      { field: 'reservado', label: 'Reservado', kind: 'boolean', stock: true, general: false },
    ]);
    expect(result.differing[1].differences).toEqual([
      { field: 'km', label: 'Km', kind: 'number', stock: 12000, general: 12500 },
    ]);
  });

  it('compares the cash price at index 0 and the financed price at index 3', () => {
    const diffs = differencesOf(vehicle('1'), vehicle('1', { precios: prices(16490, 14490) }));
    expect(diffs.map((d) => [d.label, d.stock, d.general])).toEqual([
      ['Precio contado', 15990, 16490],
      ['Precio financiado', 14990, 14490],
    ]);
  });

  it('ignores other price indices and treats null, undefined and blank text as equal', () => {
    const a = vehicle('1', { color: '', matricula: undefined });
    const b = vehicle('1', { color: undefined, matricula: '  ' });
    b.precios[8] = { valor: 1 };
    expect(differencesOf(a, b)).toEqual([]);
  });

  it('matches idvs given as numbers and strings, and counts a duplicated idv once', () => {
    const stock = [vehicle('7'), vehicle('7', { km: 1 })];
    const general = [{ ...vehicle('x'), idv: 7 as unknown as string }];
    const result = compareStock(stock, general);
    expect(result.inBoth).toBe(1);
    expect(result.onlyInStock).toEqual([]);
    expect(result.onlyInGeneral).toEqual([]);
    expect(result.differing).toEqual([]);
  });

  it('handles empty databases', () => {
    expect(compareStock([], [])).toEqual({
      onlyInStock: [],
      onlyInGeneral: [],
      differing: [],
      inBoth: 0,
    });
    expect(compareStock([vehicle('1')], []).onlyInStock).toHaveLength(1);
  });

  it('compares 10,000 vehicles in one pass', () => {
    const stock = Array.from({ length: 10000 }, (_, i) => vehicle(String(i)));
    const general = Array.from({ length: 10000 }, (_, i) =>
      vehicle(String(i + 100), { reservado: i % 1000 === 0 }),
    );
    const result = compareStock(stock, general);
    expect(result.onlyInStock).toHaveLength(100);
    expect(result.onlyInGeneral).toHaveLength(100);
    expect(result.differing).toHaveLength(10);
  });
});

describe('PORTAL_DETAIL_FIELDS', () => {
  // Each compared field differs in one vehicle; the projection must find every difference.
  const changes: Partial<StockVehicle>[] = [
    { precios: prices(1, 14990) },
    { precios: prices(15990, 2) },
    { reservado: true },
    { km: 1 },
    { tipo: 'VN' },
    { matricula: '0000XXX' },
    { marca: 'CUPRA' },
    { modelo: 'Leon' },
    { color: 'ROJO' },
    { garantia: 24 } as Partial<StockVehicle>,
    { cambio: 'AUTOMATICO' },
    { fechaMatriculacion: '2020-01-01' },
  ];
  const project = (v: StockVehicle) =>
    Object.fromEntries(
      Object.entries(v).filter(([k]) => (PORTAL_DETAIL_FIELDS as readonly string[]).includes(k)),
    ) as StockVehicle;

  it('holds every field the comparison reads: the same result from projected vehicles', () => {
    const stock = changes.map((change, i) => vehicle(String(i), change));
    const general = changes.map((_, i) => vehicle(String(i)));
    stock.push(vehicle('only-stock'));
    general.push(vehicle('only-general'));
    const whole = compareStock(stock, general);
    expect(whole.differing).toHaveLength(COMPARED_FIELDS.length);
    const projected = compareStock(stock.map(project), general.map(project));
    expect(projected.differing.map((d) => d.differences)).toEqual(
      whole.differing.map((d) => d.differences),
    );
    expect(projected.onlyInStock.map((v) => v.idv)).toEqual(['only-stock']);
    expect(projected.onlyInGeneral.map((v) => v.idv)).toEqual(['only-general']);
  });
});
