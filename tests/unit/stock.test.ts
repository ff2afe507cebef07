import { describe, expect, it } from 'vitest';
import {
  cashPrice,
  countByFilter,
  displayWithDefault,
  financedPrice,
  isKm0,
  otherPrice,
  stockFilter,
  ZERO_DEFAULT_FIELDS,
} from '../../src/domain/stock';
import type { StockVehicle } from '../../src/domain/types';

const vehicle = (over: Partial<StockVehicle> = {}): StockVehicle => ({
  idv: '1001',
  marca: 'PEUGEOT',
  modelo: '208',
  tipo: 'VO',
  reservado: false,
  precios: [],
  equipamiento: [],
  recursos: [],
  ...over,
});

describe('price indices', () => {
  const precios = Array.from({ length: 9 }, (_, i) => ({ tipo: `T${i}`, valor: 1000 * (i + 1) }));
  it('reads the cash price at index 0, the financed at 3 and the other at 8', () => {
    const v = vehicle({ precios });
    expect(cashPrice(v)).toBe(1000);
    expect(financedPrice(v)).toBe(4000);
    expect(otherPrice(v)).toBe(9000);
  });
  it('answers null when the list is short or the value is not a number', () => {
    const v = vehicle({ precios: [{ valor: 15990 }] });
    expect(cashPrice(v)).toBe(15990);
    expect(financedPrice(v)).toBeNull();
    expect(cashPrice(vehicle({ precios: undefined as unknown as [] }))).toBeNull();
  });
});

describe("defaults that display '0'", () => {
  it('covers exactly the nine defaulted fields', () => {
    expect([...ZERO_DEFAULT_FIELDS].sort()).toEqual(
      [
        'anyoModelo',
        'cilindrada',
        'color',
        'combustible',
        'garantia',
        'potenciaCv',
        'potenciaKw',
        'pvoNuevo',
        'pvpPublicacion',
      ].sort(),
    );
  });
  it("shows '0' for missing, null and empty values and the value otherwise", () => {
    expect(displayWithDefault(vehicle(), 'garantia')).toBe('0');
    expect(displayWithDefault(vehicle({ potenciaCv: null }), 'potenciaCv')).toBe('0');
    expect(displayWithDefault(vehicle({ color: '  ' }), 'color')).toBe('0');
    expect(displayWithDefault(vehicle({ garantia: 24 }), 'garantia')).toBe('24');
    expect(displayWithDefault(vehicle({ combustible: 'DIESEL' }), 'combustible')).toBe('DIESEL');
    // Figures through the formatting module; a year as it is.
    expect(displayWithDefault(vehicle({ potenciaCv: 23.8 }), 'potenciaCv')).toBe('23,8');
    expect(displayWithDefault(vehicle({ cilindrada: 1254 }), 'cilindrada')).toBe('1.254');
    expect(displayWithDefault(vehicle({ pvoNuevo: 6850.5 }), 'pvoNuevo')).toBe('6.850,50\u00a0€');
    expect(displayWithDefault(vehicle({ anyoModelo: 2021 }), 'anyoModelo')).toBe('2021');
  });
});

describe('stock filters', () => {
  const km0 = vehicle({ idv: '1', tipoVO: 'KM0 KM0 VO' });
  const ocasion = vehicle({ idv: '2', tipoVO: 'OCASION', combustible: 'DIESEL' });
  const vn = vehicle({ idv: '3', tipo: 'VN', tipoVO: 'KM0 KM0 VO', combustible: 'ELECTRICO' });
  const reserved = vehicle({ idv: '4', reservado: true, combustible: 'GASOLINA' });
  const hybrid = vehicle({ idv: '5', tipo: 'VN', combustible: 'HIBRIDO' });

  it('KM0 is a VO with tipoVO "KM0 KM0 VO"; a VN with that tipoVO is not KM0', () => {
    expect(isKm0(km0)).toBe(true);
    expect(isKm0(vn)).toBe(false);
    expect(stockFilter('KM0').matches(vn)).toBe(false);
  });
  it('Ocasión is a VO that is not KM0', () => {
    expect(stockFilter('OCASION').matches(ocasion)).toBe(true);
    expect(stockFilter('OCASION').matches(km0)).toBe(false);
    expect(stockFilter('OCASION').matches(vn)).toBe(false);
  });
  it('Disponibles and Reservados split on the reserved flag', () => {
    expect(stockFilter('DISPONIBLES').matches(reserved)).toBe(false);
    expect(stockFilter('RESERVADOS').matches(reserved)).toBe(true);
    expect(stockFilter('DISPONIBLES').matches(km0)).toBe(true);
  });
  it('counts every filter in one pass', () => {
    expect(countByFilter([km0, ocasion, vn, reserved, hybrid])).toEqual({
      VN: 2,
      VO: 3,
      KM0: 1,
      OCASION: 2,
      DISPONIBLES: 4,
      GASOLINA: 1,
      DIESEL: 1,
      ELECTRICO: 1,
      HIBRIDO: 1,
      RESERVADOS: 1,
    });
  });
});
