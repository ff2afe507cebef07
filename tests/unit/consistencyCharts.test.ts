// The dashboard's charts as data: coverage, drifts by kind, stock by type and by days in
// stock, their sentences and where their bars lead.
import { describe, expect, it } from 'vitest';
import {
  coverageRows,
  describeCounts,
  describeCoverage,
  driftKindRows,
  stockAgeRows,
  stockTypeRows,
} from '../../src/domain/consistency/charts';
import { ageBucketOf, daysInStock, stockTypeOf } from '../../src/domain/consistency/stockFacts';
import { formatPercent } from '../../src/domain/format';
import type { Drift } from '../../src/domain/consistency/types';

const NOW = new Date('2026-03-01T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

describe('stock facts', () => {
  it('reads the type: VN, VO without the KM0, KM0', () => {
    expect(stockTypeOf({ idv: '1', tipo: 'VN' })).toBe('VN');
    expect(stockTypeOf({ idv: '1', tipo: 'VO', tipoVO: 'OCASION' })).toBe('VO');
    expect(stockTypeOf({ idv: '1', tipo: 'VO', tipoVO: 'KM0 KM0 VO' })).toBe('KM0');
    expect(stockTypeOf({ idv: '1' })).toBeNull();
  });

  it('counts whole days in stock and puts them in their band', () => {
    expect(daysInStock(daysAgo(0), NOW)).toBe(0);
    expect(daysInStock(daysAgo(30.5), NOW)).toBe(30);
    expect(daysInStock('2026-04-01', NOW)).toBe(0);
    expect(daysInStock('', NOW)).toBeNull();
    expect(daysInStock('ayer', NOW)).toBeNull();
    expect(daysInStock(null, NOW)).toBeNull();
    const band = (days: number) => ageBucketOf({ idv: '1', fechaEntrada: daysAgo(days) }, NOW);
    expect([0, 30, 31, 60, 61, 90, 91, 180, 181, 900].map(band)).toEqual([
      '0-30',
      '0-30',
      '31-60',
      '31-60',
      '61-90',
      '61-90',
      '91-180',
      '91-180',
      '180+',
      '180+',
    ]);
    expect(ageBucketOf({ idv: '1' }, NOW)).toBeNull();
  });
});

describe('chart rows', () => {
  it("puts each channel's listings against its eligible vehicles, and says it", () => {
    const rows = coverageRows([
      { id: 'wallapop', label: 'Wallapop', listed: 1200, eligible: 1500, drifts: 4 },
      { id: 'cnet', label: 'Coches.net', listed: 3, eligible: 0, drifts: 3 },
    ]);
    expect(rows.map((r) => r.path)).toEqual([
      '/coherencia?channel=wallapop',
      '/coherencia?channel=cnet',
    ]);
    expect(describeCoverage(rows)).toBe(
      `Wallapop: 1.200 publicados de 1.500 elegibles (${formatPercent(0.8)}). Coches.net: 3 publicados de 0 elegibles.`,
    );
    expect(describeCoverage([])).toBe('No hay canales.');
  });

  it('counts drifts by kind, every kind shown', () => {
    const drifts = [
      { kind: 'precio' },
      { kind: 'precio' },
      { kind: 'vendido' },
    ] as unknown as Drift[];
    const rows = driftKindRows(drifts);
    expect(rows.map((r) => [r.label, r.count, r.path])).toEqual([
      ['Reservado', 0, '/coherencia?kind=reservado'],
      ['Vendido', 1, '/coherencia?kind=vendido'],
      ['Precio distinto', 2, '/coherencia?kind=precio'],
      ['Duplicado', 0, '/coherencia?kind=duplicado'],
      ['Pendiente de publicar', 0, '/coherencia?kind=pendiente'],
    ]);
    expect(describeCounts(rows.slice(0, 3), ['discrepancia', 'discrepancias'])).toBe(
      'Reservado: 0 discrepancias. Vendido: 1 discrepancia. Precio distinto: 2 discrepancias.',
    );
  });

  it('counts the stock by type and by days in stock, the undated apart', () => {
    const stock = [
      { idv: '1', tipo: 'VN' as const, fechaEntrada: daysAgo(5) },
      { idv: '2', tipo: 'VO' as const, tipoVO: 'KM0 KM0 VO', fechaEntrada: daysAgo(100) },
      { idv: '3', tipo: 'VO' as const, tipoVO: 'OCASION', fechaEntrada: daysAgo(400) },
      { idv: '4', tipo: 'VO' as const, tipoVO: 'DEMO', fechaEntrada: null },
    ];
    expect(stockTypeRows(stock).map((r) => [r.label, r.count, r.path])).toEqual([
      ['VN', 1, '/coherencia?tipo=VN'],
      ['VO', 2, '/coherencia?tipo=VO'],
      ['KM0', 1, '/coherencia?tipo=KM0'],
    ]);
    const ages = stockAgeRows(stock, NOW);
    expect(ages.rows.map((r) => [r.label, r.count])).toEqual([
      ['0–30 días', 1],
      ['31–60 días', 0],
      ['61–90 días', 0],
      ['91–180 días', 1],
      ['Más de 180 días', 1],
    ]);
    expect(ages.undated).toBe(1);
    expect(ages.rows[4].path).toBe('/coherencia?dias=180%2B');
  });
});
