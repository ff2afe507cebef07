// The '0' defaults of the stock fields and reservado '1' as yes in the /motos table.
import { describe, expect, it } from 'vitest';
import { motoCellText, motoPriceDecimals, isReserved } from '../../src/domain/motos/display';
import { MOTO_COLUMN_DEFS } from '../../src/domain/motos/columns';

const ZERO_FIELDS = [
  'garantia',
  'pvpPublicacion',
  'pvoNuevo',
  'potenciaCv',
  'potenciaKw',
  'color',
  'combustible',
  'cilindrada',
  'anyoModelo',
] as const;

describe("'0' defaults", () => {
  // A price's '0' is a price of its column: '0 €', or '0,00 €' in a column with cents.
  const zero = (field: (typeof ZERO_FIELDS)[number]) =>
    MOTO_COLUMN_DEFS[field].kind === 'price' ? '0\u00a0€' : '0';

  it.each(ZERO_FIELDS)("a missing %s shows '0' (absent, null, blank)", (field) => {
    expect(motoCellText({ idv: '1' }, field)).toBe(zero(field));
    expect(motoCellText({ idv: '1', [field]: null }, field)).toBe(zero(field));
    expect(motoCellText({ idv: '1', [field]: '  ' }, field)).toBe(zero(field));
  });

  it("a missing price's '0' takes its column's decimals", () => {
    expect(motoCellText({}, 'pvoNuevo', 2)).toBe('0,00\u00a0€');
    expect(motoCellText({}, 'pvoNuevo', 0)).toBe('0\u00a0€');
  });

  it('fields outside the list show the empty mark, not 0', () => {
    expect(motoCellText({}, 'precioVenta')).toBe('—');
    expect(motoCellText({}, 'km')).toBe('—');
    expect(motoCellText({}, 'matricula')).toBe('—');
    expect(motoCellText({}, 'fechaMatriculacion')).toBe('—');
  });

  it('present values go through the es-ES formats', () => {
    const moto = {
      precioVenta: 9790,
      pvpPublicacion: 10090.5,
      km: 7177,
      cilindrada: 1254,
      potenciaCv: 136,
      anyoModelo: 2021,
      color: 'ROJO',
      combustible: 'GASOLINA',
      garantia: 0,
      fechaMatriculacion: '2021-03-15T00:00:00.000Z',
    };
    expect(motoCellText(moto, 'precioVenta')).toBe('9.790\u00a0€');
    expect(motoCellText(moto, 'pvpPublicacion')).toBe('10.090,50\u00a0€');
    expect(motoCellText(moto, 'km')).toBe('7.177 km');
    expect(motoCellText(moto, 'cilindrada')).toBe('1.254');
    expect(motoCellText(moto, 'potenciaCv')).toBe('136');
    // A year is never grouped.
    expect(motoCellText(moto, 'anyoModelo')).toBe('2021');
    expect(motoCellText(moto, 'color')).toBe('ROJO');
    expect(motoCellText(moto, 'combustible')).toBe('GASOLINA');
    // 0 is a value: shown as the number it is.
    expect(motoCellText(moto, 'garantia')).toBe('0');
    expect(motoCellText(moto, 'fechaMatriculacion')).toBe('15/03/2021');
  });

  it('the prices of a page share their decimals, column by column', () => {
    const page = [
      { precioVenta: 1890, pvpPublicacion: 2190, pvoNuevo: null },
      { precioVenta: 5590.5, pvpPublicacion: 5890, pvoNuevo: 6499 },
    ];
    const decimals = motoPriceDecimals(page);
    expect(decimals).toEqual({ precioVenta: 2, pvpPublicacion: 0, pvoNuevo: 0 });
    expect(page.map((m) => motoCellText(m, 'precioVenta', decimals.precioVenta))).toEqual([
      '1.890,00\u00a0€',
      '5.590,50\u00a0€',
    ]);
    expect(page.map((m) => motoCellText(m, 'pvoNuevo', decimals.pvoNuevo))).toEqual([
      '0\u00a0€',
      '6.499\u00a0€',
    ]);
  });
});

describe("reservado '1' means yes", () => {
  it("'1' is Sí, '0' and '' are No", () => {
    expect(motoCellText({ reservado: '1' }, 'reservado')).toBe('Sí');
    expect(motoCellText({ reservado: '0' }, 'reservado')).toBe('No');
    expect(motoCellText({ reservado: '' }, 'reservado')).toBe('No');
    expect(motoCellText({}, 'reservado')).toBe('No');
    expect(isReserved(true)).toBe(true);
    expect(isReserved('S')).toBe(false);
  });

  it('publicar shows Sí / No', () => {
    expect(motoCellText({ publicar: true }, 'publicar')).toBe('Sí');
    expect(motoCellText({ publicar: false }, 'publicar')).toBe('No');
    expect(motoCellText({}, 'publicar')).toBe('No');
  });

  it('every column but idv is editable in its cell', () => {
    const editable = Object.entries(MOTO_COLUMN_DEFS)
      .filter(([, def]) => def.editable)
      .map(([field]) => field);
    expect(editable).not.toContain('idv');
    expect(editable).toHaveLength(Object.keys(MOTO_COLUMN_DEFS).length - 1);
  });
});
