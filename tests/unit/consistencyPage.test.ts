// The consistency page's rules: what a fix will do in words, the tally of a run in chunks,
// the filters of the address, the rows, the vehicle's place on the channels and the
// auto-fix setting.
import { describe, expect, it } from 'vitest';
import { autoFixRows, autoFixSetting } from '../../src/domain/consistency/autoFix';
import {
  consistencyPath,
  driftsPerChannel,
  filterChips,
  filterDrifts,
  readDriftFilter,
} from '../../src/domain/consistency/filters';
import { planFix, planSummary } from '../../src/domain/consistency/fixPlan';
import {
  addChunkFailure,
  addFixAnswer,
  fixChunks,
  FIX_CHUNK_SIZE,
  startTally,
  tallySummary,
} from '../../src/domain/consistency/fixRun';
import { placementRows, stockLine } from '../../src/domain/consistency/placement';
import { fixItemsOf, toDriftRows } from '../../src/domain/consistency/rows';
import type { StockFacts } from '../../src/domain/consistency/stockFacts';
import type { Drift, FixItem, VehiclePlacement } from '../../src/domain/consistency/types';

const LABELS: Record<string, string> = { wallapop: 'Wallapop', cnet: 'Coches.net' };
const labelOf = (id: string) => LABELS[id] ?? id;
const item = (channel: string, idv: string, kind: FixItem['kind']): FixItem => ({
  channel,
  idv,
  kind,
});

describe('planFix', () => {
  it('says what each kind will do, per channel, one vehicle by its idv', () => {
    const lines = planFix(
      [
        item('wallapop', '1', 'pendiente'),
        item('wallapop', '2', 'reservado'),
        item('cnet', '3', 'precio'),
        item('wallapop', '4', 'vendido'),
        item('wallapop', '5', 'duplicado'),
      ],
      labelOf,
    ).map((l) => l.text);
    expect(lines).toEqual([
      'Se retirará de Wallapop el vehículo 2, reservado en el stock',
      'Se retirará de Wallapop el vehículo 4, que ya no está en el stock',
      'Se actualizará el precio en Coches.net del vehículo 3 al precio del stock',
      'Se retirarán de Wallapop los anuncios repetidos del vehículo 5 (queda uno)',
      'Se publicará en Wallapop el vehículo 1',
    ]);
  });

  it('counts several vehicles of one kind and channel, figures grouped', () => {
    const many = Array.from({ length: 1200 }, (_, i) => item('cnet', String(i), 'precio'));
    const lines = planFix(
      [...many, item('wallapop', 'a', 'reservado'), item('wallapop', 'b', 'reservado')],
      labelOf,
    );
    expect(lines.map((l) => l.text)).toEqual([
      'Se retirarán de Wallapop 2 vehículos, reservados en el stock',
      'Se actualizarán los precios en Coches.net de 1.200 vehículos al precio del stock',
    ]);
    expect(lines[0].idvs).toEqual(['a', 'b']);
    expect(
      planFix([item('x', '1', 'pendiente'), item('x', '2', 'pendiente')], labelOf)[0].text,
    ).toBe('Se publicarán en x 2 vehículos');
  });

  it('sums up the selection', () => {
    expect(planSummary([item('cnet', '1', 'precio')])).toBe(
      'Se corregirá 1 discrepancia en 1 canal.',
    );
    expect(
      planSummary([
        item('cnet', '1', 'precio'),
        item('wallapop', '1', 'precio'),
        item('cnet', '2', 'vendido'),
      ]),
    ).toBe('Se corregirán 3 discrepancias en 2 canales.');
  });
});

describe('a fix run in chunks', () => {
  it('cuts the selection in chunks of ten', () => {
    const items = Array.from({ length: 25 }, (_, i) => item('wallapop', String(i), 'precio'));
    expect(fixChunks(items).map((c) => c.length)).toEqual([10, 10, 5]);
    expect(FIX_CHUNK_SIZE).toBe(10);
    expect(fixChunks([])).toEqual([]);
  });

  it('sends the paced Coches.net drifts one per request, the others ten at a time', () => {
    const items = [
      ...Array.from({ length: 12 }, (_, i) => item('wallapop', String(i), 'reservado')),
      item('cnet', 'a', 'precio'),
      item('cnet', 'b', 'precio'),
      item('wallapop', 'x', 'precio'),
    ];
    expect(fixChunks(items).map((c) => c.map((i) => i.idv).join(','))).toEqual([
      '0,1,2,3,4,5,6,7,8,9',
      '10,11',
      'a',
      'b',
      'x',
    ]);
  });

  it('adds up the answers, and fails a whole chunk whose request failed', () => {
    const first = [item('cnet', '1', 'precio'), item('cnet', '2', 'precio')];
    const second = [item('wallapop', '3', 'reservado')];
    let tally = startTally(3);
    tally = addFixAnswer(tally, first, {
      fixed: 1,
      failed: [],
      skipped: [{ ...first[1], reason: 'Ya no hay discrepancia' }],
    });
    expect(tally).toMatchObject({ done: 2, total: 3, fixed: 1 });
    tally = addChunkFailure(tally, second, 'Error de red');
    expect(tally.done).toBe(3);
    expect(tally.failed).toEqual([{ ...second[0], error: 'Error de red' }]);
    expect(tallySummary(tally)).toBe('1 corregida, 1 sin cambios, 1 con error');
    expect(tallySummary(startTally(0))).toBe('0 corregidas');
  });
});

const DRIFTS: Drift[] = [
  { channel: 'wallapop', idv: '1', kind: 'reservado', message: 'r' },
  { channel: 'wallapop', idv: '2', kind: 'precio', stock: 1, listed: 2, message: 'p' },
  { channel: 'cnet', idv: '1', kind: 'reservado', message: 'r' },
  { channel: 'cnet', idv: '9', kind: 'vendido', message: 'v' },
];
const NOW = new Date('2026-03-01T12:00:00Z');
const FACTS: Record<string, StockFacts> = {
  '1': {
    idv: '1',
    marca: 'SEAT',
    modelo: 'León',
    tipo: 'VO',
    tipoVO: 'KM0 KM0 VO',
    fechaEntrada: '2026-02-20',
  },
  '2': { idv: '2', marca: 'Kia', modelo: 'Ceed', tipo: 'VN', fechaEntrada: '2025-06-01' },
};
const factsOf = (idv: string) => FACTS[idv];

describe('the filters of the address', () => {
  it('keeps only known values', () => {
    expect(
      readDriftFilter({ channel: 'wallapop', kind: 'precio', tipo: 'KM0', dias: '0-30' }, [
        'wallapop',
      ]),
    ).toEqual({ channel: 'wallapop', kind: 'precio', tipo: 'KM0', dias: '0-30' });
    expect(
      readDriftFilter({ channel: 'ebay', kind: 'robado', tipo: 'moto', dias: '7' }, ['wallapop']),
    ).toEqual({});
    expect(readDriftFilter({ channel: null, kind: null }, [])).toEqual({});
  });

  it('filters by channel and kind, and by the vehicle in stock for type and days', () => {
    const idvs = (filter: Parameters<typeof filterDrifts>[1]) =>
      filterDrifts(DRIFTS, filter, factsOf, NOW).map((d) => `${d.channel}:${d.idv}`);
    expect(idvs({})).toHaveLength(4);
    expect(idvs({ channel: 'cnet' })).toEqual(['cnet:1', 'cnet:9']);
    expect(idvs({ kind: 'reservado' })).toEqual(['wallapop:1', 'cnet:1']);
    expect(idvs({ tipo: 'KM0' })).toEqual(['wallapop:1', 'cnet:1']);
    expect(idvs({ tipo: 'VN' })).toEqual(['wallapop:2']);
    // A sold car is not in the stock: no type, no days.
    expect(idvs({ tipo: 'VO' })).toEqual([]);
    expect(idvs({ dias: '0-30' })).toEqual(['wallapop:1', 'cnet:1']);
    expect(idvs({ dias: '180+' })).toEqual(['wallapop:2']);
  });

  it("counts each channel's drifts under the other filters", () => {
    const counts = driftsPerChannel(DRIFTS, { channel: 'cnet', kind: 'reservado' }, factsOf, NOW);
    expect(Object.fromEntries(counts)).toEqual({ wallapop: 1, cnet: 1 });
  });

  it('names the filters in force and writes the address', () => {
    expect(
      filterChips({ channel: 'cnet', kind: 'precio', tipo: 'KM0', dias: '91-180' }, labelOf).map(
        (c) => c.label,
      ),
    ).toEqual([
      'Canal: Coches.net',
      'Problema: Precio distinto',
      'Tipo: KM0',
      'En stock: 91–180 días',
    ]);
    expect(consistencyPath()).toBe('/coherencia');
    expect(consistencyPath({ channel: 'oferta-de-coches', kind: 'precio' })).toBe(
      '/coherencia?channel=oferta-de-coches&kind=precio',
    );
    expect(consistencyPath({ dias: '180+' })).toBe('/coherencia?dias=180%2B');
  });
});

describe('toDriftRows', () => {
  it('names the channel and the vehicle, keeps the order and gives each row its own id', () => {
    const rows = toDriftRows(
      [...DRIFTS, DRIFTS[0], { ...DRIFTS[1], vehicle: 'KIA Ceed GT' }],
      labelOf,
      factsOf,
    );
    expect(rows.map((r) => [r.id, r.order, r.channelLabel, r.vehicle])).toEqual([
      ['wallapop|1|reservado', 0, 'Wallapop', 'SEAT León'],
      ['wallapop|2|precio', 1, 'Wallapop', 'Kia Ceed'],
      ['cnet|1|reservado', 2, 'Coches.net', 'SEAT León'],
      ['cnet|9|vendido', 3, 'Coches.net', '—'],
      ['wallapop|1|reservado#1', 4, 'Wallapop', 'SEAT León'],
      // The report's name of the vehicle comes first.
      ['wallapop|2|precio#1', 5, 'Wallapop', 'KIA Ceed GT'],
    ]);
    expect(fixItemsOf(rows.slice(1, 2))).toEqual([
      { channel: 'wallapop', idv: '2', kind: 'precio' },
    ]);
  });
});

describe("the sheet's 'Dónde está publicado'", () => {
  const placement: VehiclePlacement = {
    idv: '1',
    inStock: true,
    reservado: true,
    stockPrice: 9790,
    channels: [
      {
        id: 'wallapop',
        label: 'Wallapop',
        eligible: false,
        listed: true,
        listings: [
          { listingId: 'a', price: 10790 },
          { listingId: 'b', price: 9790 },
          { listingId: 'c', price: 9790, place: 'cuenta 5' },
        ],
        drifts: [{ kind: 'duplicado', message: 'Publicado 2 veces en Wallapop' }],
      },
      { id: 'cnet', label: 'Coches.net', eligible: true, listed: false, listings: [], drifts: [] },
      {
        id: 'accounts',
        label: 'Cuentas',
        eligible: false,
        listed: false,
        listings: [{ listingId: 'd', place: 'cuenta 6' }],
        drifts: [],
      },
      {
        id: 'motoreto',
        label: 'Motoreto',
        eligible: false,
        listed: false,
        listings: [],
        drifts: [],
      },
    ],
  };

  it('says each channel: listed or not, its prices, its drifts', () => {
    const plain = (s: string) => s.replace(/\u00a0|\u202f/g, ' ');
    const rows = placementRows(placement).map((r) => ({ ...r, price: plain(r.price) }));
    expect(rows).toEqual([
      {
        id: 'wallapop',
        label: 'Wallapop',
        listed: true,
        status: 'Publicado 2 veces y en cuenta 5',
        price: '10.790 € · 9.790 € · 9.790 € (cuenta 5)',
        drifts: ['Publicado 2 veces en Wallapop'],
      },
      {
        id: 'cnet',
        label: 'Coches.net',
        listed: false,
        status: 'No publicado (le corresponde)',
        price: '—',
        drifts: [],
      },
      {
        id: 'accounts',
        label: 'Cuentas',
        listed: false,
        status: 'Solo en cuenta 6',
        price: '— (cuenta 6)',
        drifts: [],
      },
      {
        id: 'motoreto',
        label: 'Motoreto',
        listed: false,
        status: 'No publicado',
        price: '—',
        drifts: [],
      },
    ]);
    expect(plain(stockLine(placement))).toBe('Precio en stock: 9.790 € · Reservado');
    expect(stockLine({ ...placement, inStock: false })).toBe('Ya no está en el stock');
  });
});

describe('the auto-fix setting', () => {
  it('lists every channel of the registry, off unless stored on, and stores them all', () => {
    const registry = [
      { id: 'gomotor', label: 'GOmotor' },
      { id: 'wallapop', label: 'Wallapop' },
    ];
    const rows = autoFixRows(registry, { wallapop: true, nuevo: true });
    expect(rows).toEqual([
      { id: 'gomotor', label: 'GOmotor', on: false },
      { id: 'wallapop', label: 'Wallapop', on: true },
      { id: 'nuevo', label: 'nuevo', on: true },
    ]);
    expect(autoFixSetting(rows)).toEqual({
      autoFix: { gomotor: false, wallapop: true, nuevo: true },
    });
  });
});
