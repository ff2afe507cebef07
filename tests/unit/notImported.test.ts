import { describe, expect, it, vi } from 'vitest';
import {
  eligibleColumn,
  exclusionOf,
  listedKeys,
  notImportedByChannel,
  notImportedIfAvailable,
  notImportedInAramis,
  notImportedInGomotor,
  notImportedInGrupoliva,
  notImportedInMotoreto,
  notImportedWhen,
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

describe('notImportedByChannel reads each thing once', () => {
  const rules = [
    notImportedInGomotor,
    notImportedInGrupoliva,
    notImportedIfAvailable,
    notImportedInAramis,
    notImportedInMotoreto,
  ];
  // Every combination of the fields the rules read, twice (listed and not).
  const stock: StockVehicle[] = [];
  for (const reservado of [true, false])
    for (const tipo of ['VO', 'VN'] as const)
      for (const ivaDeducible of [true, false, undefined])
        for (const _copy of [0, 1])
          stock.push(vehicle({ idv: String(stock.length + 1), reservado, tipo, ivaDeducible }));
  const listed = new Set(stock.filter((_, i) => i % 2 === 1).map((v) => v.idv));

  it('answers what each rule says of each vehicle, in stock order', () => {
    const result = notImportedByChannel(
      stock,
      rules.map((rule, i) => ({ id: `c${i}`, rule, listed: i % 2 ? listed : none })),
    );
    rules.forEach((rule, i) => {
      const keys = i % 2 ? listed : none;
      expect(result[`c${i}`]).toEqual(stock.filter((v) => rule(v, keys)));
    });
  });

  it('tests an eligibility once per vehicle, however many channels share it', () => {
    const eligible = vi.fn((v: StockVehicle) => !v.reservado);
    const rule = notImportedWhen(eligible);
    const own = stock.map((v) => ({ ...v }));
    notImportedByChannel(own, [
      { id: 'a', rule, listed: none },
      { id: 'b', rule, listed },
    ]);
    notImportedByChannel(own, [{ id: 'c', rule, listed: new Set(['1']) }]);
    expect(eligible).toHaveBeenCalledTimes(own.length);
  });

  it("reuses a channel's answer until its keys, its rule or the stock change", () => {
    const own = stock.map((v) => ({ ...v }));
    const first = notImportedByChannel(own, [{ id: 'a', rule: notImportedInGomotor, listed }]);
    const again = notImportedByChannel(own, [
      { id: 'a', rule: notImportedInGomotor, listed },
      { id: 'b', rule: notImportedIfAvailable, listed },
    ]);
    expect(again.a).toBe(first.a);
    expect(again.b).not.toEqual(again.a);
    const newKeys = new Set(listed);
    newKeys.add(own.find((v) => notImportedInGomotor(v, listed))!.idv);
    const changed = notImportedByChannel(own, [
      { id: 'a', rule: notImportedInGomotor, listed: newKeys },
    ]);
    expect(changed.a).toHaveLength(first.a.length - 1);
    const newStock = own.slice(1);
    const other = notImportedByChannel(newStock, [{ id: 'a', rule: notImportedInGomotor, listed }]);
    expect(other.a).toEqual(newStock.filter((v) => notImportedInGomotor(v, listed)));
  });

  it('a column says which vehicles an eligibility takes, by position', () => {
    expect([...eligibleColumn(stock, notImportedInAramis.eligible)]).toEqual(
      stock.map((v) => (notImportedInAramis(v, none) ? 1 : 0)),
    );
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
