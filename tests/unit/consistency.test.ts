import { describe, expect, it } from 'vitest';
import {
  compareIdv,
  consistencyReport,
  reportEuros,
  filterReport,
  type ChannelInput,
  type ListingRef,
} from '../../src/domain/consistency';
import {
  ARAMIS_PRICE,
  CASH_PRICE,
  FEED_PRICE,
  isEligible,
} from '../../src/domain/consistency/channelRules';
import { formatEuros } from '../../src/domain/format';
import { notImportedByChannel } from '../../src/domain/notImported';
import type { StockVehicle } from '../../src/domain/types';
import { generateStock } from '../../server/seed/stock';
import { CHANNELS } from '../../server/channels/index';
import { rulesOf } from '../../server/consistency/channels';

/** The registry's channel rules, by id. */
const CHANNEL_RULES = rulesOf(CHANNELS);

const vehicle = (idv: string, over: Partial<StockVehicle> = {}): StockVehicle => ({
  idv,
  marca: 'SEAT',
  modelo: 'LEON',
  tipo: 'VO',
  reservado: false,
  ivaDeducible: true,
  precios: [{ tipo: 'VENTA', valor: 9790 }],
  pvpPublicacion: 9290,
  equipamiento: [],
  recursos: [],
  ...over,
});

const ref = (idv: string, price: number | null, over: Partial<ListingRef> = {}): ListingRef => ({
  listingId: `l-${idv}`,
  idv,
  price,
  ...over,
});

const wallapop = (listings: ListingRef[], elsewhere?: ListingRef[]): ChannelInput => ({
  id: 'wallapop',
  label: 'Wallapop',
  rule: CHANNEL_RULES.wallapop!,
  listings,
  elsewhere,
});

describe('the consistency report', () => {
  it('finds each kind and words it with both values', () => {
    const stock = [
      vehicle('1001', { reservado: true }),
      vehicle('1002'),
      vehicle('1003'),
      vehicle('1004'),
    ];
    const report = consistencyReport(stock, [
      wallapop([
        ref('1001', 9790),
        ref('1002', 10790),
        ref('999', 5000),
        ref('1004', 9790),
        ref('1004', 9790, { listingId: 'l-1004-b' }),
      ]),
    ]);
    expect(report.drifts).toEqual([
      {
        channel: 'wallapop',
        idv: '999',
        kind: 'vendido',
        listingId: 'l-999',
        message: 'Vendido (ya no está en el stock) y publicado en Wallapop',
      },
      {
        channel: 'wallapop',
        idv: '1001',
        kind: 'reservado',
        listingId: 'l-1001',
        message: 'Reservado en stock y publicado en Wallapop',
        vehicle: 'SEAT LEON',
      },
      {
        channel: 'wallapop',
        idv: '1002',
        kind: 'precio',
        listingId: 'l-1002',
        stock: 9790,
        listed: 10790,
        message: 'Precio en Wallapop 10.790\u00a0€, en stock 9.790\u00a0€',
        vehicle: 'SEAT LEON',
      },
      {
        channel: 'wallapop',
        idv: '1003',
        kind: 'pendiente',
        message: 'Pendiente de publicar en Wallapop',
        vehicle: 'SEAT LEON',
      },
      {
        channel: 'wallapop',
        idv: '1004',
        kind: 'duplicado',
        listingId: 'l-1004-b',
        message: 'Publicado 2 veces en Wallapop',
        vehicle: 'SEAT LEON',
      },
    ]);
    expect(report.channels).toEqual([
      { id: 'wallapop', label: 'Wallapop', listed: 5, eligible: 3, drifts: 5 },
    ]);
  });

  it('leaves a listing under manual edition its own price', () => {
    const report = consistencyReport(
      [vehicle('1')],
      [wallapop([ref('1', 8000, { manual: true })])],
    );
    expect(report.drifts).toEqual([]);
  });

  it('compares to the cent and names a missing price', () => {
    const stock = [vehicle('1'), vehicle('2', { precios: [], pvpPublicacion: null })];
    const report = consistencyReport(stock, [wallapop([ref('1', 9790.004), ref('2', 100)])]);
    expect(report.drifts.map((d) => d.message)).toEqual([
      'Precio en Wallapop 100\u00a0€, en stock sin precio',
    ]);
  });

  it('counts places of a channel apart: duplicates across accounts, not pending', () => {
    const report = consistencyReport(
      [vehicle('1'), vehicle('2', { reservado: true })],
      [
        {
          id: 'cnet',
          label: 'Coches.net',
          rule: CHANNEL_RULES.cnet!,
          listings: [ref('1', 9790)],
          elsewhere: [
            ref('1', 9790, { listingId: 'a5', place: 'cuenta 5' }),
            ref('1', 9790, { listingId: 'a6', place: 'cuenta 6' }),
            ref('2', 9790, { listingId: 'b5', place: 'cuenta 5' }),
          ],
        },
      ],
    );
    expect(report.drifts.map((d) => [d.kind, d.listingId, d.message])).toEqual([
      ['duplicado', 'a6', 'Publicado 2 veces en Coches.net (cuenta 5, cuenta 6)'],
      ['reservado', 'b5', 'Reservado en stock y publicado en Coches.net (cuenta 5)'],
    ]);
    expect(report.channels[0]).toMatchObject({ listed: 1, eligible: 1 });
  });

  it('filters by channel and kind, counts to match', () => {
    const report = consistencyReport(
      [vehicle('1'), vehicle('2', { reservado: true })],
      [wallapop([ref('2', 1)]), { ...wallapop([]), id: 'motoreto', label: 'Motoreto' }],
    );
    const pending = filterReport(report, { kind: 'pendiente' });
    expect(pending.drifts.map((d) => [d.channel, d.idv])).toEqual([
      ['wallapop', '1'],
      ['motoreto', '1'],
    ]);
    expect(pending.channels.map((c) => c.drifts)).toEqual([1, 1]);
    const one = filterReport(report, { channel: 'motoreto' });
    expect(one.channels.map((c) => c.drifts)).toEqual([0, 1]);
  });

  it('writes whole euros as formatEuros does', () => {
    for (const n of [0, 7, 99, 100, 999, 1000, 9790, 10790, 123456, 1234567, -9790, -5]) {
      expect(reportEuros(n)).toBe(formatEuros(n));
    }
    expect(reportEuros(5590.5)).toBe(formatEuros(5590.5));
    expect(reportEuros(null)).toBe('sin precio');
  });

  it('orders idvs as numbers', () => {
    expect(['100', '99', '1000'].sort(compareIdv)).toEqual(['99', '100', '1000']);
  });

  it("takes the stock page's 'not imported' vehicles as pending, channel by channel", () => {
    const stock = generateStock(11, 400);
    const listed = new Set(stock.filter((_, i) => i % 3 === 0).map((v) => v.idv));
    const channels = Object.entries(CHANNEL_RULES).map(([id, rule]) => ({
      id,
      label: id,
      rule,
      listings: [...listed].map((idv) => ref(idv, null, { manual: true })),
    }));
    const report = consistencyReport(stock, channels);
    const notImported = notImportedByChannel(
      stock,
      channels.map((c) => ({ id: c.id, rule: c.rule.notImported, listed })),
    );
    for (const c of channels) {
      const pending = report.drifts.filter((d) => d.channel === c.id && d.kind === 'pendiente');
      expect(pending.map((d) => d.idv)).toEqual(notImported[c.id]!.map((v) => v.idv));
    }
  });
});

describe('the price each channel publishes', () => {
  const v = vehicle('1', {
    precios: [
      { tipo: 'VENTA', valor: 9790 },
      { tipo: 'COMPRAVENTA', valor: 8000 },
      { tipo: 'EXPORTACION', valor: 8500 },
    ],
    pvpPublicacion: 9290,
  });

  it('own sites and Coches.net: the cash price', () => {
    expect(CASH_PRICE.stock(v)).toBe(9790);
    expect(CASH_PRICE.listed({ precios: [{ valor: 100 }] })).toBe(100);
    expect(CASH_PRICE.stock({ ...v, precios: [] })).toBeNull();
  });

  it('feeds: the cash price, else the PVP', () => {
    expect(FEED_PRICE.stock({ ...v, precios: [] })).toBe(9290);
    expect(FEED_PRICE.listed({ pvpPublicacion: 5 })).toBe(5);
  });

  it('Aramis: its precio_aramis, brought up to date with the export price', () => {
    expect(ARAMIS_PRICE.stock(v)).toBe(9790);
    expect(ARAMIS_PRICE.listed({ precio_aramis: 9000 })).toBe(9000);
    expect(ARAMIS_PRICE.update(v)).toEqual({ precio_aramis: 9790, exp_price: 8500 });
  });

  it('a price fix writes the stock prices a listing carries', () => {
    expect(FEED_PRICE.update(v)).toEqual({
      precios: v.precios,
      precioVenta: null,
      pvpPublicacion: 9290,
    });
  });

  it('eligibility is the not-imported rule with nothing listed', () => {
    expect(isEligible(CHANNEL_RULES.gomotor!, vehicle('1', { tipo: 'VN' }))).toBe(false);
    expect(isEligible(CHANNEL_RULES.aramis!, vehicle('1', { ivaDeducible: false }))).toBe(false);
    expect(isEligible(CHANNEL_RULES.grupoliva!, vehicle('1', { tipo: 'VN' }))).toBe(true);
  });
});
