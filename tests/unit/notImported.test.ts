import { describe, expect, it } from 'vitest';
import {
  exclusionOf,
  listedKeys,
  notImportedByChannel,
  notImportedIfAvailable,
  notImportedInAramis,
  notImportedInGomotor,
  notImportedInGrupoliva,
  notImportedInMotoreto,
} from '../../src/domain/notImported';
import type { StockVehicle } from '../../src/domain/types';

const vehicle = (over: Partial<StockVehicle> = {}): StockVehicle => ({
  idv: '5000',
  marca: 'SEAT',
  modelo: 'LEON',
  tipo: 'VO',
  reservado: false,
  ivaDeducible: true,
  precios: [],
  equipamiento: [],
  recursos: [],
  ...over,
});
const none = new Set<string>();

describe("'not imported' rules", () => {
  it('gomotor: not reserved and VO', () => {
    expect(notImportedInGomotor(vehicle(), none)).toBe(true);
    expect(notImportedInGomotor(vehicle({ tipo: 'VN' }), none)).toBe(false);
    expect(notImportedInGomotor(vehicle({ reservado: true }), none)).toBe(false);
  });
  it('grupoliva: not reserved, VN or VO', () => {
    expect(notImportedInGrupoliva(vehicle({ tipo: 'VN' }), none)).toBe(true);
    expect(notImportedInGrupoliva(vehicle({ reservado: true }), none)).toBe(false);
  });
  it('cnet, wallapop, oferta-de-coches: not reserved', () => {
    expect(notImportedIfAvailable(vehicle({ tipo: 'VN', ivaDeducible: false }), none)).toBe(true);
    expect(notImportedIfAvailable(vehicle({ reservado: true }), none)).toBe(false);
  });
  it('aramis: not reserved, ivaDeducible true and VO', () => {
    expect(notImportedInAramis(vehicle(), none)).toBe(true);
    expect(notImportedInAramis(vehicle({ ivaDeducible: false }), none)).toBe(false);
    expect(notImportedInAramis(vehicle({ ivaDeducible: undefined }), none)).toBe(false);
    expect(notImportedInAramis(vehicle({ tipo: 'VN' }), none)).toBe(false);
    expect(notImportedInAramis(vehicle({ reservado: true }), none)).toBe(false);
  });
  it('motoreto: not reserved and VO', () => {
    expect(notImportedInMotoreto(vehicle(), none)).toBe(true);
    expect(notImportedInMotoreto(vehicle({ tipo: 'VN' }), none)).toBe(false);
  });
  it('a vehicle present on the channel by idv is imported, whatever its kind', () => {
    const listed = new Set(['5000']);
    for (const rule of [
      notImportedInGomotor,
      notImportedInGrupoliva,
      notImportedIfAvailable,
      notImportedInAramis,
      notImportedInMotoreto,
    ]) {
      expect(rule(vehicle(), listed)).toBe(false);
    }
  });
  it('aramis listings are compared by vehicle_id; numeric keys match string idvs', () => {
    const listed = listedKeys([{ vehicle_id: 5000 }, { vehicle_id: null }], (l) => l.vehicle_id);
    expect(listed).toEqual(new Set(['5000']));
    expect(notImportedInAramis(vehicle(), listed)).toBe(false);
  });
});

describe('notImportedByChannel', () => {
  it('computes every channel over the whole stock', () => {
    const stock = [
      vehicle({ idv: '1' }),
      vehicle({ idv: '2', tipo: 'VN' }),
      vehicle({ idv: '3', reservado: true }),
      vehicle({ idv: '4', ivaDeducible: false }),
    ];
    const result = notImportedByChannel(stock, [
      { id: 'gomotor', rule: notImportedInGomotor, listed: new Set(['1']) },
      { id: 'aramis', rule: notImportedInAramis, listed: new Set() },
      { id: 'wallapop', rule: notImportedIfAvailable, listed: new Set(['2']) },
    ]);
    expect(result.gomotor.map((v) => v.idv)).toEqual(['4']);
    expect(result.aramis.map((v) => v.idv)).toEqual(['1']);
    expect(result.wallapop.map((v) => v.idv)).toEqual(['1', '4']);
  });
});

describe('why a rule leaves a vehicle out', () => {
  const rules = {
    gomotor: notImportedInGomotor,
    grupoliva: notImportedInGrupoliva,
    available: notImportedIfAvailable,
    aramis: notImportedInAramis,
    motoreto: notImportedInMotoreto,
  };

  it('names the first unmet condition of each rule', () => {
    expect(exclusionOf(notImportedInGomotor, vehicle({ tipo: 'VN' }))?.id).toBe('no-vo');
    expect(exclusionOf(notImportedInGomotor, vehicle({ reservado: true, tipo: 'VN' }))?.id).toBe(
      'reservado',
    );
    expect(exclusionOf(notImportedInAramis, vehicle({ ivaDeducible: false }))?.label).toBe(
      'sin IVA deducible',
    );
    expect(exclusionOf(notImportedInGrupoliva, vehicle({ tipo: 'VN' }))).toBeNull();
    expect(exclusionOf(notImportedIfAvailable, vehicle({ reservado: true }))?.id).toBe('reservado');
  });

  it('agrees with every rule: a reason exactly when the rule leaves the vehicle out', () => {
    for (const reservado of [true, false])
      for (const tipo of ['VO', 'VN'] as const)
        for (const ivaDeducible of [true, false, undefined]) {
          const v = vehicle({ reservado, tipo, ivaDeducible });
          for (const [name, rule] of Object.entries(rules)) {
            const reason = exclusionOf(rule, v);
            expect({ name, v, excluded: reason !== null }).toEqual({
              name,
              v,
              excluded: !rule(v, none),
            });
            if (reason) expect(reason.excludes(v)).toBe(true);
          }
        }
  });

  it('a rule it does not know still gets a reason', () => {
    const onlyBmw = (v: StockVehicle) => v.marca === 'BMW';
    expect(exclusionOf(onlyBmw, vehicle())?.label).toBe('no cumple la regla del canal');
    expect(exclusionOf(onlyBmw, vehicle({ marca: 'BMW' }))).toBeNull();
  });
});
