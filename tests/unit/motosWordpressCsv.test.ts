// The WordPress import file's rows (server/motos/wordpressCsv.ts; docs/API.md "# Motos"): the
// columns in order, the 18 moto columns as the stock sends them, empty cells for missing
// values, equipment split by type, photos absolute with the main one first.
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { WORDPRESS_CSV_COLUMNS, wordpressCsv } from '../../server/motos/wordpressCsv';
import type { Moto } from '../../src/domain/motos/types';
import { MOTO_COLUMNS } from '../../src/domain/motos/types';

const moto: Moto = {
  _id: '65a1b2c3d4e5f60718293a4b',
  idv: '70010',
  marca: 'HONDA',
  modelo: 'Forza 350',
  version: 'Forza 350 ABS 2024',
  tipo: 'VO',
  tipoVO: 'OCASION',
  reservado: '1',
  publicar: true,
  precioVenta: 5490.5,
  pvpPublicacion: null,
  km: 8200,
  color: '',
  fechaMatriculacion: '2024-04-02T00:00:00.000Z',
  observaciones: 'Con baúl, "como nueva"',
  nombreConcesionario: 'Oliva Motor',
  precios: [],
  equipamiento: [
    { tipo: 'Serie', descripcion: 'ABS' },
    { tipo: 'Extras', descripcion: 'Baúl trasero' },
    { tipo: 'Serie', descripcion: 'Smart Key' },
    { tipo: '', descripcion: 'Kit de herramientas' },
  ],
  recursos: [
    {
      _id: 'a',
      nombre: 'a.jpg',
      url: '/api/uploads/images/a.jpg',
      tipo: 'IMAGEN',
      propiedades: [
        { nombre: 'EsFotoPrincipal', valor: false },
        { nombre: 'OrdenFoto', valor: 1 },
      ],
    },
    {
      _id: 'b',
      nombre: 'b.jpg',
      url: 'https://fotos.example/b.jpg',
      tipo: 'IMAGEN',
      propiedades: [
        { nombre: 'EsFotoPrincipal', valor: true },
        { nombre: 'OrdenFoto', valor: 2 },
      ],
    },
  ],
};

describe('wordpressCsv', () => {
  const text = wordpressCsv([moto], 'https://api.grupo.example');
  const [header] = parse(text, { to_line: 1 }) as string[][];
  const [row] = parse(text, { columns: true }) as Record<string, string>[];

  it('has the documented header: idv, post fields, the other 17 stock columns, then the rest', () => {
    expect(header).toEqual([...WORDPRESS_CSV_COLUMNS]);
    expect(header?.slice(4, 21)).toEqual(MOTO_COLUMNS.filter((c) => c !== 'idv'));
  });

  it('writes the moto as the stock sends it, empty cells for missing values', () => {
    expect(row).toMatchObject({
      idv: '70010',
      post_title: 'HONDA Forza 350',
      post_content: 'Con baúl, "como nueva"',
      post_status: 'publish',
      precioVenta: '5490.5',
      pvpPublicacion: '',
      pvoNuevo: '',
      color: '',
      reservado: '1',
      publicar: '1',
      fechaMatriculacion: '2024-04-02T00:00:00.000Z',
      concesionario: 'Oliva Motor',
      equipamiento_serie: 'ABS|Smart Key',
      equipamiento_extras: 'Baúl trasero',
    });
  });

  it('lists the photos absolute, the main one first', () => {
    expect(row?.imagen_principal).toBe('https://fotos.example/b.jpg');
    expect(row?.imagenes).toBe(
      'https://fotos.example/b.jpg|https://api.grupo.example/api/uploads/images/a.jpg',
    );
  });

  it('an empty export is the header alone', () => {
    expect(wordpressCsv([], 'http://x').trim()).toBe(WORDPRESS_CSV_COLUMNS.join(','));
  });
});
