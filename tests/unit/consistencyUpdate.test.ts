// The consistency report kept current by working out again only what changed: for each kind
// of change (to the stock, to one channel's listings, to a Coches.net account's), the report
// updated from the one before is the report worked out whole.
import { describe, expect, it } from 'vitest';
import {
  consistencyReport,
  type ChannelInput,
  type ListingRef,
} from '../../src/domain/consistency';
import { stockDiff, updateReport, type ChannelChange } from '../../src/domain/consistency/update';
import type { StockVehicle } from '../../src/domain/types';
import { generateStock } from '../../server/seed/stock';
import { CHANNELS } from '../../server/channels/index';
import { rulesOf } from '../../server/consistency/channels';

/** The registry's channel rules, by id. */
const CHANNEL_RULES = rulesOf(CHANNELS);

const stock = generateStock(23, 300);
const idvOf = (i: number) => stock[i]!.idv;

/** Every channel lists the first 240 vehicles, with a few of each kind of drift. */
function channelsOf(): ChannelInput[] {
  return Object.entries(CHANNEL_RULES).map(([id, rule], c) => {
    const listings: ListingRef[] = stock.slice(0, 240).map((v, i) => ({
      listingId: `${id}-${i}`,
      idv: v.idv,
      price: i % 17 === c ? 1 : rule.price.stock(v),
      ...(i % 29 === 0 ? { manual: true } : {}),
    }));
    listings.push({ listingId: `${id}-dup`, idv: idvOf(5 + c), price: null });
    listings.push({ listingId: `${id}-gone`, idv: '1', price: 10 });
    const channel: ChannelInput = { id, label: id, rule, listings };
    if (id === 'cnet') {
      channel.elsewhere = [
        { listingId: 'a1', idv: idvOf(3), price: 1, place: 'cuenta 1' },
        { listingId: 'a2', idv: idvOf(3), price: 1, place: 'cuenta 2' },
        { listingId: 'a3', idv: idvOf(250), price: null, place: 'cuenta 1' },
      ];
    }
    return channel;
  });
}

const repriced = (v: StockVehicle, valor: number): StockVehicle => ({
  ...v,
  precioVenta: valor,
  precios: v.precios.map((p, i) => (i === 0 ? { ...p, valor } : p)),
});

/** A change: the stock and channels after it, and the idvs each channel's listings touched. */
interface Case {
  name: string;
  stock?: (s: StockVehicle[]) => StockVehicle[];
  listings?: (channels: ChannelInput[]) => Record<string, string[] | 'all'>;
}

const at = (channels: ChannelInput[], id: string) => channels.find((c) => c.id === id)!;
const swap = (s: StockVehicle[], i: number, v: StockVehicle | null) =>
  v ? s.map((x, k) => (k === i ? v : x)) : s.filter((_, k) => k !== i);

const CASES: Case[] = [
  { name: 'a vehicle repriced', stock: (s) => swap(s, 10, repriced(s[10]!, 1234)) },
  { name: 'a vehicle reserved', stock: (s) => swap(s, 11, { ...s[11]!, reservado: true }) },
  {
    name: 'a reserved vehicle freed',
    stock: (s) => {
      const i = s.findIndex((v) => v.reservado);
      return swap(s, i, { ...s[i]!, reservado: false });
    },
  },
  { name: 'a vehicle sold', stock: (s) => swap(s, 12, null) },
  { name: 'an unlisted vehicle sold', stock: (s) => swap(s, 260, null) },
  { name: 'a listed duplicate sold', stock: (s) => swap(s, 6, null) },
  { name: 'the first and last vehicles sold', stock: (s) => s.slice(1, -1) },
  { name: 'a vehicle back in the stock', stock: (s) => [...s, { ...s[0]!, idv: '1' }] },
  {
    name: 'several vehicles changed at once',
    stock: (s) => s.map((v, i) => (i % 37 === 0 ? { ...v, reservado: !v.reservado } : v)),
  },
  {
    name: 'a listing repriced',
    listings: (channels) => {
      const wallapop = at(channels, 'wallapop');
      const i = wallapop.listings.findIndex((l) => l.idv === idvOf(20));
      wallapop.listings = wallapop.listings.map((l, k) => (k === i ? { ...l, price: 5 } : l));
      return { wallapop: [idvOf(20)] };
    },
  },
  {
    name: 'a listing removed and another published twice',
    listings: (channels) => {
      const motoreto = at(channels, 'motoreto');
      motoreto.listings = [
        ...motoreto.listings.filter((l) => l.idv !== idvOf(30)),
        { listingId: 'm-new', idv: idvOf(31), price: null },
        { listingId: 'm-pending', idv: idvOf(270), price: null },
      ];
      return { motoreto: [idvOf(30), idvOf(31), idvOf(270)] };
    },
  },
  {
    name: 'a listing moved to another idv',
    listings: (channels) => {
      const aramis = at(channels, 'aramis');
      aramis.listings = aramis.listings.map((l) =>
        l.idv === idvOf(40) ? { ...l, idv: idvOf(41) } : l,
      );
      return { aramis: [idvOf(40), idvOf(41)] };
    },
  },
  {
    name: 'a Coches.net account listing removed',
    listings: (channels) => {
      const cnet = at(channels, 'cnet');
      cnet.elsewhere = cnet.elsewhere!.filter((l) => l.listingId !== 'a2');
      return { cnet: [idvOf(3)] };
    },
  },
  {
    name: 'a stock change and a listing change together',
    stock: (s) => swap(s, 50, { ...s[50]!, reservado: true }),
    listings: (channels) => {
      const gomotor = at(channels, 'gomotor');
      gomotor.listings = gomotor.listings.filter((l) => l.idv !== idvOf(60));
      return { gomotor: [idvOf(60)] };
    },
  },
  {
    name: 'a channel read again whole',
    stock: (s) => swap(s, 70, repriced(s[70]!, 99)),
    listings: (channels) => {
      const grupoliva = at(channels, 'grupoliva');
      grupoliva.listings = grupoliva.listings.slice(0, 100);
      return { grupoliva: 'all' };
    },
  },
];

describe('the consistency report updated from the one before', () => {
  it.each(CASES)('$name: the same as the report worked out whole', (change) => {
    const channels = channelsOf();
    const previous = consistencyReport(stock, channels);
    const after = change.stock ? change.stock(stock) : stock;
    const touched = change.listings?.(channels) ?? {};
    const diff = stockDiff(stock, after, 50)!;
    const byIdv = new Map(after.map((v) => [v.idv, v]));
    const changes = channels.map((c): ChannelChange => {
      const own = touched[c.id] ?? [];
      return own === 'all' ? 'all' : new Set([...diff.idvs, ...own]);
    });
    const updated = updateReport(
      previous,
      { vehicles: after, diff, find: (idv) => byIdv.get(idv) },
      channels,
      changes,
    );
    const whole = consistencyReport(after, channels);
    expect(whole).not.toEqual(previous);
    expect(updated).toEqual(whole);
    // The drifts of what did not change are the very same.
    const kept = new Set(previous.drifts);
    expect(updated.drifts.filter((d) => kept.has(d)).length).toBeGreaterThan(
      whole.drifts.length / 2,
    );
  });

  it('works out the whole report when other channels are given', () => {
    const channels = channelsOf();
    const previous = consistencyReport(stock, channels.slice(1));
    const diff = stockDiff(stock, stock, 10)!;
    const updated = updateReport(
      previous,
      { vehicles: stock, diff, find: () => undefined },
      channels,
      channels.map(() => new Set<string>()),
    );
    expect(updated).toEqual(consistencyReport(stock, channels));
  });
});

describe('what changed in the stock', () => {
  it('tells changed, gone and new vehicles by identity', () => {
    const after = [...stock];
    after[3] = { ...stock[3]! };
    after.splice(7, 1);
    after.push({ ...stock[0]!, idv: '1' });
    const diff = stockDiff(stock, after, 10)!;
    expect([...diff.idvs].sort()).toEqual([idvOf(3), idvOf(7), '1'].sort());
    expect(diff.before.get(idvOf(7))).toBe(stock[7]);
    expect(diff.after.has(idvOf(7))).toBe(false);
    expect(diff.after.get(idvOf(3))).toBe(after[3]);
    expect(diff.before.has('1')).toBe(false);
  });

  it('finds nothing in the same stock, and gives up past the limit', () => {
    expect(stockDiff(stock, stock, 0)!.idvs.size).toBe(0);
    expect(stockDiff(stock, [...stock], 0)!.idvs.size).toBe(0);
    expect(
      stockDiff(
        stock,
        stock.map((v) => ({ ...v })),
        20,
      ),
    ).toBeNull();
    expect(stockDiff(stock, [...stock].reverse(), 20)).toBeNull();
  });
});
