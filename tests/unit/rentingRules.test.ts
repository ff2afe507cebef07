// The server's renting rules: a body's stored form, what is refused and why, the main photo, the
// stored names of uploaded files.
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../server/errors';
import { safeStem, storedPhotoName } from '../../server/renting/files';
import { rentingLabelPath } from '../../server/renting/labels';
import { monthly } from '../../server/renting/pdf';
import {
  checkRentingBody,
  mainPhoto,
  rentingDefaults,
  rentingFields,
} from '../../server/renting/rules';
import { emptyPriceGrid } from '../../src/domain/renting/priceGrid';
import type { RentingResource, RentingVehicleInput } from '../../src/domain/renting/types';

const body = (over: Partial<RentingVehicleInput> = {}): Partial<RentingVehicleInput> => ({
  marca: 'Seat',
  modelo: 'León',
  color: 'Rojo',
  cambio: 'Manual',
  precioMinParticular: { valorMin: '299,00', tipoPrecioMin: '10.000 km/año · 48 meses' },
  precioMinAutonomos: { valorMin: '259,00', tipoPrecioMin: '10.000 km/año · 48 meses' },
  precioMinEmpresas: { valorMin: '249,00', tipoPrecioMin: '10.000 km/año · 48 meses' },
  ...over,
});

const refusal = (fn: () => void): { message: string; field: unknown } => {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    const e = error as HttpError;
    expect(e.statusCode).toBe(400);
    return { message: e.message, field: e.extra.field };
  }
  throw new Error('not refused');
};

const photo = (url: string, main: boolean | undefined, order: number | ''): RentingResource => ({
  nombre: url,
  url,
  tipo: 'IMAGEN',
  propiedades: [
    ...(main === undefined ? [] : [{ nombre: 'EsFotoPrincipal' as const, valor: main }]),
    { nombre: 'OrdenFoto' as const, valor: order },
  ],
});

describe('renting rules', () => {
  it('create needs marca, modelo, color, cambio and every audience minimum price', () => {
    expect(() => checkRentingBody(body(), true)).not.toThrow();
    expect(refusal(() => checkRentingBody(body({ modelo: '  ' }), true))).toEqual({
      message: "El campo 'Modelo' no puede estar vacío",
      field: 'modelo',
    });
    expect(
      refusal(() =>
        checkRentingBody(body({ precioMinAutonomos: { valorMin: '', tipoPrecioMin: 'x' } }), true),
      ).message,
    ).toBe("El campo 'Precio mínimo Autónomos › Precio' no puede estar vacío");
    // Combustible is marked required on the form but not checked.
    expect(() => checkRentingBody(body({ combustible: '' }), true)).not.toThrow();
  });

  it('edit needs only the four fields; its path is named inside carData', () => {
    const edit = body({ precioMinEmpresas: { valorMin: '', tipoPrecioMin: '' } });
    expect(() => checkRentingBody(edit, false)).not.toThrow();
    expect(refusal(() => checkRentingBody({ ...edit, cambio: '' }, false, 'carData.'))).toEqual({
      message: "El campo 'Cambio' no puede estar vacío",
      field: 'carData.cambio',
    });
  });

  it('a grid cell must be its own km and months, once', () => {
    const grid = emptyPriceGrid();
    expect(() => checkRentingBody(body({ preciosParticular: grid }), true)).not.toThrow();
    const swapped = grid.map((e, i) => (i === 2 ? { ...e, tipo: '5000KM-36M' } : e));
    expect(
      refusal(() => checkRentingBody(body({ preciosParticular: swapped }), true)).message,
    ).toBe("El campo 'Precios Particulares nº 3 › Tipo' debe ser '15000KM-36M' (sus km y meses)");
    const twice = [grid[0]!, grid[0]!];
    expect(refusal(() => checkRentingBody(body({ preciosEmpresas: twice }), true)).message).toBe(
      "El campo 'Precios Empresa nº 2 › Tipo' está repetido en la tabla",
    );
  });

  it('photo properties: EsFotoPrincipal boolean, OrdenFoto a whole number or empty', () => {
    const bad = {
      ...photo('/a.png', true, 1),
      propiedades: [{ nombre: 'OrdenFoto' as const, valor: 1.5 }],
    };
    expect(refusal(() => checkRentingBody(body({ recursos: [bad] }), true)).message).toBe(
      "El campo 'Imágenes nº 1 › Propiedades nº 1 › Valor' debe ser un número entero o estar vacío",
    );
    expect(() =>
      checkRentingBody(body({ recursos: [photo('/a.png', false, '')] }), true),
    ).not.toThrow();
  });

  it('stores texts trimmed, grids complete, equipment by its list, photos with both properties', () => {
    const fields = rentingFields(
      body({
        marca: '  Seat ',
        preciosParticular: [{ tipo: '10000KM-48M', valor: '321,00', km: 10000, meses: 48 }],
        equipamientoConfort: [{ tipo: 'Confort', descripcion: 'x', contenido: '  Climatizador  ' }],
        recursos: [photo('/a.png', undefined, 2)],
      }),
    );
    expect(fields.marca).toBe('Seat');
    expect(fields.preciosParticular).toHaveLength(18);
    expect(fields.preciosParticular.find((e) => e.tipo === '10000KM-48M')?.valor).toBe('321,00');
    expect(fields.preciosAutonomos).toEqual(emptyPriceGrid());
    expect(fields.equipamientoConfort).toEqual([
      { tipo: 'Confort', descripcion: '', contenido: 'Climatizador' },
    ]);
    expect(fields.recursos[0]!.propiedades).toEqual([
      { nombre: 'EsFotoPrincipal', valor: false },
      { nombre: 'OrdenFoto', valor: 2 },
    ]);
    expect(fields.stock).toBe(0);
    expect(fields.potenciaCv).toBeNull();
  });

  it('an edit keeps what its body leaves out', () => {
    const stored = rentingFields(body({ version: 'FR', stock: 4 }));
    const edited = rentingFields(
      { marca: 'Seat', modelo: 'Ibiza', color: 'Rojo', cambio: 'Manual' },
      stored,
    );
    expect(edited).toEqual({ ...stored, modelo: 'Ibiza' });
    expect(rentingDefaults().publicarOtros).toBe(false);
  });

  it('the main photo is the marked one, else the lowest order, else the first', () => {
    const a = photo('/a.png', false, 3);
    const b = photo('/b.png', true, 9);
    const c = photo('/c.png', false, 1);
    expect(mainPhoto({ recursos: [a, b, c] })).toBe(b);
    expect(mainPhoto({ recursos: [a, c] })).toBe(c);
    expect(
      mainPhoto({ recursos: [photo('/x.png', false, ''), photo('/y.png', false, '')] })?.url,
    ).toBe('/x.png');
    expect(mainPhoto({ recursos: [] })).toBeUndefined();
  });
});

describe('renting file names (the stored name of an upload)', () => {
  it('keeps only lower-case letters, digits and dashes, without path or extension', () => {
    expect(safeStem('1700000000000-Mi foto.png', 'foto')).toBe('1700000000000-mi-foto');
    expect(safeStem('../../etc/passwd', 'foto')).toBe('passwd');
    expect(safeStem('C:\\fotos\\Señal Ñandú.JPG', 'foto')).toBe('senal-nandu');
    expect(safeStem('....png', 'foto')).toBe('foto');
    expect(safeStem(`${'a'.repeat(150)}.png`, 'foto')).toHaveLength(100);
  });

  it('a recurso url names one of our photos only by its folder and a safe name', () => {
    expect(storedPhotoName('/api/uploads/images/renting/a-1.png')).toBe('a-1.png');
    expect(storedPhotoName('/api/uploads/images/renting/../a.png')).toBeNull();
    expect(storedPhotoName('/api/uploads/images/campaigns/a.png')).toBeNull();
    expect(storedPhotoName('https://example.com/a.png')).toBeNull();
  });
});

describe('renting words', () => {
  it('names body paths by the form labels, without the envelope', () => {
    expect(rentingLabelPath('carData.preciosParticular[3].valor', 'vehicle')).toBe(
      'Precios Particulares nº 4 › Valor',
    );
    expect(rentingLabelPath('data.modelo', 'vehicle')).toBe('Modelo');
    expect(rentingLabelPath('data[0]._id', 'rows')).toBe(
      'Filas seleccionadas nº 1 › Identificador',
    );
    expect(rentingLabelPath('filter._id', 'vehicle')).toBe('Filtro › Identificador');
  });

  it('a PDF cell reads €/mes, or Consultar when left at 0,00', () => {
    expect(monthly('1.234,50')).toBe('1.234,50 €/mes');
    expect(monthly('0,00')).toBe('Consultar');
    expect(monthly(undefined)).toBe('Consultar');
  });
});
