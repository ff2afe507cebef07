import { describe, expect, it } from 'vitest';
import {
  listingFromVehicle,
  type MarketplaceListing,
  type OwnDbVehicle,
} from '../../src/domain/cochesNet/listing';
import { reviewsOf } from '../../src/domain/cochesNet/reviews';
import { countTiles, filterByTile, TILES, toggleTile } from '../../src/domain/cochesNet/tiles';

const vehicle = (over: Partial<OwnDbVehicle> = {}): OwnDbVehicle => ({
  _id: 'l1',
  idv: '1001',
  marca: 'SEAT',
  modelo: 'Ibiza',
  tipo: 'VO',
  tipoVO: 'OCASION',
  km: 30000,
  garantia: 12,
  color: 'Blanco',
  reservado: false,
  precios: [{ valor: 9790 }, { valor: 0 }, { valor: 0 }, { valor: 8790 }],
  equipamiento: [],
  recursos: [],
  ...over,
});

const listing = (over: Partial<OwnDbVehicle> = {}): MarketplaceListing =>
  listingFromVehicle(vehicle(over), new Date('2026-11-23T10:00:00Z'));

describe('review flags', () => {
  it('a listing with good prices, 12 months and a known colour needs none', () => {
    expect(reviewsOf(listing())).toEqual([]);
    expect(reviewsOf(vehicle())).toEqual([]);
  });

  it('price: cash or financed 100 or less, or missing', () => {
    const cheap = (cash: number, financed: number) =>
      listing({ precios: [{ valor: cash }, { valor: 0 }, { valor: 0 }, { valor: financed }] });
    expect(reviewsOf(cheap(100, 8790))).toEqual(['precios']);
    expect(reviewsOf(cheap(9790, 100))).toEqual(['precios']);
    expect(reviewsOf(cheap(101, 101))).toEqual([]);
    expect(reviewsOf(vehicle({ precios: [{ valor: 1 }] }))).toEqual(['precios']);
  });

  it('warranty under 12 months, or none', () => {
    expect(reviewsOf(listing({ garantia: 11 }))).toEqual(['garantias']);
    expect(reviewsOf(listing({ garantia: 12 }))).toEqual([]);
    expect(reviewsOf(vehicle({ garantia: null }))).toEqual(['garantias']);
  });

  it('colour matching no group, in both shapes', () => {
    expect(reviewsOf(listing({ color: 'Grigio Chiaro' }))).toEqual([]);
    expect(reviewsOf(listing({ color: 'Qwerty' }))).toEqual(['color']);
    expect(reviewsOf(vehicle({ color: '' }))).toEqual(['color']);
  });

  it('several at once, in the tiles order', () => {
    expect(reviewsOf(listing({ garantia: 6, color: 'Zzz', precios: [{ valor: 50 }] }))).toEqual([
      'precios',
      'garantias',
      'color',
    ]);
  });
});

describe('tiles', () => {
  const rows = [
    listing({ tipo: 'VN', tipoVO: undefined }),
    listing({ tipoVO: 'KM0 KM0 VO' }),
    listing(),
    listing({ garantia: 3 }),
    listing({ color: 'Rouge', precios: [{ valor: 90 }] }),
    listing({ color: 'Nonsense' }),
  ];

  it('are Total, Nuevo, Km 0, Ocasión, Precios, Garantías, Color', () => {
    expect(TILES.map((t) => t.label)).toEqual([
      'Total',
      'Nuevo',
      'Km 0',
      'Ocasión',
      'Precios',
      'Garantías',
      'Color',
    ]);
  });

  it('count every tile in one pass', () => {
    expect(countTiles(rows)).toEqual({
      total: 6,
      nuevo: 1,
      km0: 1,
      ocasion: 4,
      precios: 1,
      garantias: 1,
      color: 1,
    });
    expect(countTiles([])).toEqual({
      total: 0,
      nuevo: 0,
      km0: 0,
      ocasion: 0,
      precios: 0,
      garantias: 0,
      color: 0,
    });
  });

  it('filter by the active tile; none or Total shows all', () => {
    expect(filterByTile(rows, null)).toHaveLength(6);
    expect(filterByTile(rows, 'total')).toHaveLength(6);
    expect(filterByTile(rows, 'color').map((r) => r.color.additionalColor)).toEqual(['Nonsense']);
    expect(filterByTile(rows, 'precios').map((r) => r.color.additionalColor)).toEqual(['Rouge']);
    expect(filterByTile(rows, 'garantias').map((r) => r.warranty)).toEqual([3]);
    expect(filterByTile(rows, 'km0').map((r) => r.offerType)).toEqual([2]);
  });

  it('are mutually exclusive: clicking the active one clears it', () => {
    expect(toggleTile(null, 'precios')).toBe('precios');
    expect(toggleTile('precios', 'color')).toBe('color');
    expect(toggleTile('color', 'color')).toBeNull();
  });

  it('work on own database vehicles too (account 0)', () => {
    const own = [vehicle({ tipo: 'VN' }), vehicle({ garantia: 0 })];
    expect(countTiles(own)).toMatchObject({ total: 2, nuevo: 1, ocasion: 1, garantias: 1 });
  });
});
