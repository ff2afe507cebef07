// The vehicle data sheet and the dealer-system fields it shows: recursos and precios, the
// '0' defaults, dates as dd/MM/yyyy.
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../src/domain/format';
import { orderedPhotos } from '../../src/domain/photoOrder';
import type { StockVehicle, VehicleResource } from '../../src/domain/types';
import {
  displayField,
  emptyFields,
  equipmentLists,
  formatValue,
  GENERAL_FIELDS,
  sheetSections,
  sheetTitle,
} from '../../src/domain/vehicleSheet';

const vehicle = (over: Partial<StockVehicle> = {}): StockVehicle => ({
  idv: '100234',
  marca: 'SEAT',
  modelo: 'León',
  version: '1.5 TSI FR',
  tipo: 'VO',
  reservado: false,
  precios: [{ tipo: 'VENTA', valor: 21990 }],
  equipamiento: [],
  recursos: [],
  ...over,
});

const photo = (nombre: string, main: unknown, order: unknown): VehicleResource => ({
  _id: nombre,
  nombre,
  url: `/img/${nombre}`,
  tipo: 'IMAGEN',
  propiedades: [
    { nombre: 'EsFotoPrincipal', valor: main as boolean },
    { nombre: 'OrdenFoto', valor: order as number },
  ],
});

const field = (name: keyof StockVehicle) => GENERAL_FIELDS.find((f) => f.field === name)!;

describe('sheet title', () => {
  it('is brand, model and version', () => {
    expect(sheetTitle(vehicle())).toBe('SEAT León 1.5 TSI FR');
    expect(sheetTitle(vehicle({ version: '' }))).toBe('SEAT León');
  });
});

describe("'Campos sin valor:'", () => {
  it('lists the fields without value, and only those', () => {
    const v = vehicle({
      color: '',
      matricula: '  ',
      garantia: null,
      km: 0,
      ivaDeducible: false,
      consumos: [],
    });
    const labels = emptyFields(v).map((f) => f.label);
    expect(labels).toEqual(expect.arrayContaining(['Color', 'Matrícula', 'Garantía (meses)']));
    expect(labels).toEqual(expect.arrayContaining(['Consumo', 'Observaciones', 'Equipamiento']));
    // 0 and false are values.
    expect(labels).not.toContain('Kilómetros');
    expect(labels).not.toContain('IVA deducible');
    expect(labels).not.toContain('Marca');
    expect(labels).not.toContain('Precios');
  });
});

describe('values as shown', () => {
  it("shows '0' for the defaulted fields when missing", () => {
    const v = vehicle({ garantia: null, potenciaCv: undefined, color: '' });
    expect(displayField(v, field('garantia'))).toBe('0');
    expect(displayField(v, field('potenciaCv'))).toBe('0');
    expect(displayField(v, field('color'))).toBe('0');
    expect(displayField(v, field('matricula'))).toBe('—');
  });

  it('formats prices, numbers, booleans and dates in es-ES', () => {
    expect(formatValue(21990, 'price')).toBe('21.990\u00a0€');
    expect(formatValue(12345.5, 'number', 'km')).toBe('12.345,5 km');
    expect(formatValue(true, 'boolean')).toBe('Sí');
    expect(formatValue(false, 'boolean')).toBe('No');
    expect(formatDate('2023-03-14T08:00:00.000Z')).toBe('14/03/2023');
    expect(formatDate('2023-03-14')).toBe('14/03/2023');
    expect(formatValue('2023-12-31T23:30:00.000Z', 'date')).toBe('01/01/2024');
    expect(formatValue(null, 'price')).toBe('—');
  });
});

describe('sections', () => {
  it("shows the 'Precios' list alike: one price with cents gives every price two", () => {
    const v = vehicle({
      precios: [
        { tipo: 'VENTA', valor: 6850.5 },
        { tipo: 'FINANCIADO', valor: 6500 },
      ],
      precioVenta: '6850.5' as unknown as number,
      pvoNuevo: undefined,
    });
    const precios = sheetSections(v).find((s) => s.id === 'precios')!.rows;
    const value = (label: string) => precios.find((r) => r.label === label)?.value;
    expect(value('VENTA (contado)')).toBe('6.850,50\u00a0€');
    expect(value('FINANCIADO')).toBe('6.500,00\u00a0€');
    // A numeric text is read as the number it is, never shown raw ('6850.5').
    expect(value('Precio de venta')).toBe('6.850,50\u00a0€');
    expect(value('PVO nuevo')).toBe('0,00\u00a0€');
  });

  it('gives every section its rows: consumption, emissions, prices with indices 0 and 3', () => {
    const v = vehicle({
      combustible: 'DIESEL',
      consumos: [{ tipoConsumo: 'MIXTO', valor: 4.8 }],
      emisiones: [{ normativa: 'WLTP', valor: 126 }],
      precios: [
        { tipo: 'VENTA', valor: 21990 },
        { tipo: 'B', valor: 1 },
        { tipo: 'C', valor: 2 },
        { tipo: 'FINANCIADO', valor: 20990 },
      ],
      vehiculoContacto: [{ nombreVendedor: 'Marta Puig', telefonoVendedor: '977 21 45 12' }],
    });
    const sections = Object.fromEntries(sheetSections(v).map((s) => [s.id, s.rows]));
    expect(sections.consumo).toEqual([{ label: 'MIXTO', value: '4,8 l/100 km' }]);
    expect(sections.emisiones).toEqual([
      { label: 'Normativa', value: 'WLTP' },
      { label: 'CO₂', value: '126 g/km' },
    ]);
    expect(sections.precios.slice(0, 4).map((r) => r.label)).toEqual([
      'VENTA (contado)',
      'B',
      'C',
      'FINANCIADO (financiado)',
    ]);
    // One list of prices: whole euros here, and a missing price's '0' is a price too.
    expect(sections.precios.find((r) => r.label === 'PVO nuevo')?.value).toBe('0\u00a0€');
    expect(sections.contacto).toEqual([
      { label: 'Vendedor', value: 'Marta Puig' },
      { label: 'Teléfono', value: '977 21 45 12' },
    ]);
    expect(sections.dimensiones).toEqual([]);
  });

  it('splits the equipment into serie and extras', () => {
    const { serie, extras } = equipmentLists([
      { tipo: 'Serie', descripcion: 'Climatizador' },
      { tipo: 'Extras', descripcion: 'Techo solar' },
      { tipo: '', descripcion: 'Alfombrillas' },
    ]);
    expect(serie.map((e) => e.descripcion)).toEqual(['Climatizador', 'Alfombrillas']);
    expect(extras.map((e) => e.descripcion)).toEqual(['Techo solar']);
  });
});

describe('photo order', () => {
  it('puts the main photo first, then orders by OrdenFoto', () => {
    const photos = [
      photo('c', false, 3),
      photo('a', false, 1),
      photo('main', true, 5),
      photo('b', false, '2'),
      photo('none', false, undefined),
    ];
    expect(orderedPhotos(photos).map((p) => p.nombre)).toEqual(['main', 'a', 'b', 'c', 'none']);
  });

  it('reads the flags by position when the properties are not named', () => {
    const unnamed = (nombre: string, main: boolean, order: number) =>
      ({
        ...photo(nombre, main, order),
        propiedades: [{ valor: main }, { valor: order }],
      }) as unknown as VehicleResource;
    expect(
      orderedPhotos([unnamed('x', false, 2), unnamed('y', true, 9), unnamed('z', false, 1)]).map(
        (p) => p.nombre,
      ),
    ).toEqual(['y', 'z', 'x']);
  });

  it('keeps images only and no photos gives an empty gallery', () => {
    const doc = { ...photo('doc', false, 1), tipo: 'PDF' } as unknown as VehicleResource;
    expect(orderedPhotos([doc])).toEqual([]);
    expect(orderedPhotos(undefined)).toEqual([]);
  });
});
