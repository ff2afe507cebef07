// The group stock held lean (server/stock/leanVehicle.ts): a lean vehicle reads, serialises,
// spreads and clones as the whole one, though only the kept fields are held as data.
import { describe, expect, it } from 'vitest';
import { stockVehicles, vehicleAgain } from '../../server/seed/stock';
import { KEPT_FIELDS, leanVehicle } from '../../server/stock/leanVehicle';

const made = [...stockVehicles(20261101, 60)];

describe('lean group-stock vehicles', () => {
  it('makes any vehicle of the stream again, alone, the same in every field', () => {
    for (const i of [0, 1, 29, 59]) {
      const { vehicle, state } = made[i]!;
      expect(vehicleAgain(state, vehicle.idv)).toEqual(vehicle);
    }
  });

  it('reads, serialises, spreads and clones as the whole vehicle, fields in the same order', () => {
    for (const one of made.slice(0, 20)) {
      const lean = leanVehicle(one);
      expect(Object.keys(lean)).toEqual(Object.keys(one.vehicle));
      expect(JSON.stringify(lean)).toBe(JSON.stringify(one.vehicle));
      expect({ ...lean }).toEqual(one.vehicle);
      expect(structuredClone(lean)).toEqual(one.vehicle);
      expect(lean.recursos).toEqual(one.vehicle.recursos);
    }
  });

  it('holds only the kept fields as data; the others are made again when read', () => {
    const lean = leanVehicle(made[7]!);
    const own = Object.getOwnPropertyDescriptors(lean);
    const held = Object.keys(own).filter((key) => 'value' in own[key]!);
    expect(held.length).toBeGreaterThan(10);
    expect(held.every((key) => KEPT_FIELDS.has(key))).toBe(true);
    expect('get' in own.recursos! && 'get' in own.equipamiento!).toBe(true);
    // Reading two vehicles in turn gives each its own values.
    const other = leanVehicle(made[8]!);
    expect(lean.dimensiones).toEqual(made[7]!.vehicle.dimensiones);
    expect(other.dimensiones).toEqual(made[8]!.vehicle.dimensiones);
    expect(lean.recursos).toEqual(made[7]!.vehicle.recursos);
  });
});
