import { describe, expect, it } from 'vitest';
import {
  EDIT_SECTIONS,
  NESTED_SECTIONS,
  priceEntryLabel,
  WEB_BODY_TYPES,
} from '../../src/domain/ownSites';

// Every field of an own-site vehicle but _id.
const SPEC_FIELDS = [
  'idv',
  'marca',
  'modelo',
  'codigoModelo',
  'version',
  'tipo',
  'tipoVehiculo',
  'tipoVO',
  'tipoVehiculoWeb',
  'categoriaVehiculoWeb',
  'tipoCarroceriaWeb',
  'carroceria',
  'pais',
  'idConcesion',
  'nombreConcesionario',
  'bastidor',
  'color',
  'codigoColor',
  'colorInterior',
  'potenciaCv',
  'potenciaKw',
  'cilindrada',
  'km',
  'matricula',
  'combustible',
  'cambio',
  'transmision',
  'aceleracion',
  'velocidadMaxima',
  'peso',
  'normativa',
  'garantia',
  'categoria',
  'ubicacion',
  'impFinanciacion',
  'liquidacion',
  'actualizado',
  'traccion',
  'presReacondicionamiento',
  'metalizado',
  'ivaDeducible',
  'carfax',
  'puertas',
  'plazas',
  'marchas',
  'cilindros',
  'reservado',
  'vehiculosHome',
  'destacado',
  'publicacionManual',
  'fechaMatriculacion',
  'anyoModelo',
  'mesModelo',
  'numPropietariosAnteriores',
  'importacion',
  'observaciones',
  'campana',
  'landingPages',
  'consumos',
  'emisiones',
  'precios',
  'dimensiones',
  'vehiculoContacto',
  'equipamiento',
  'recursos',
  'precioReserva',
  'marketing',
  'discount',
];

describe('edit form (every vehicle field)', () => {
  const sources = [
    ...EDIT_SECTIONS.flatMap((s) => s.fields.map((f) => f.source)),
    ...NESTED_SECTIONS.map((s) => s.source),
  ];

  it('covers every vehicle field, each once', () => {
    expect(new Set(sources).size).toBe(sources.length);
    expect(SPEC_FIELDS.filter((field) => !sources.includes(field as never))).toEqual([]);
  });

  it('marks marca and modelo required, and the reserve amount at least 300 (300 by default)', () => {
    const fields = EDIT_SECTIONS.flatMap((s) => s.fields);
    expect(fields.filter((f) => f.required).map((f) => f.source)).toEqual(['marca', 'modelo']);
    expect(fields.find((f) => f.source === 'precioReserva')).toMatchObject({
      min: 300,
      defaultValue: 300,
    });
  });

  it('offers the body types, Revisar included, as choices', () => {
    const body = EDIT_SECTIONS.flatMap((s) => s.fields).find(
      (f) => f.source === 'tipoCarroceriaWeb',
    );
    expect(body?.choices?.map((c) => c.id)).toEqual(['', ...WEB_BODY_TYPES]);
    expect(WEB_BODY_TYPES).toContain('Revisar');
  });

  it('names price entry 0 the cash price and entry 3 the financed price', () => {
    expect(priceEntryLabel(0)).toBe('Contado (VENTA)');
    expect(priceEntryLabel(3)).toBe('Financiado (PUBLICACION)');
    expect(priceEntryLabel(7)).toBe('COMPRA');
    expect(priceEntryLabel(3, 'OTRO')).toBe('Financiado (OTRO)');
    expect(priceEntryLabel(12)).toBe('Precio 13');
  });
});
