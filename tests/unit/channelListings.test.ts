import { describe, expect, it } from 'vitest';
import { isAvailable, isAvailableUsed, listingsResourceOf } from '../../src/domain/channelListings';
import { notImportedWhen } from '../../src/domain/notImported';
import type { StockVehicle } from '../../src/domain/types';

const vehicle = (over: Partial<StockVehicle>): StockVehicle =>
  ({ idv: '100', tipo: 'VO', reservado: false, ...over }) as StockVehicle;

describe('channel listings', () => {
  it('names the resource after the channel id', () => {
    expect(listingsResourceOf('autocasion')).toBe('autocasion-vehicles');
    expect(listingsResourceOf('oferta-de-coches')).toBe('oferta-de-coches-vehicles');
  });

  it('takes available vehicles, and available used cars', () => {
    expect(isAvailable(vehicle({ tipo: 'VN' }))).toBe(true);
    expect(isAvailable(vehicle({ reservado: true }))).toBe(false);
    expect(isAvailableUsed(vehicle({}))).toBe(true);
    expect(isAvailableUsed(vehicle({ tipo: 'VN' }))).toBe(false);
  });

  it("makes a 'not imported' rule of what a channel takes: taken and not listed", () => {
    const onlyVn = notImportedWhen((v) => v.tipo === 'VN');
    expect(onlyVn(vehicle({ tipo: 'VN' }), new Set())).toBe(true);
    expect(onlyVn(vehicle({ tipo: 'VN' }), new Set(['100']))).toBe(false);
    expect(onlyVn(vehicle({ tipo: 'VO' }), new Set())).toBe(false);
  });
});
