// The WordPress import file of the motos (issue 12 §1: "a WordPress import file: CSV or WXR,
// written by a library"): CSV by csv-stringify, one row per moto with `publicar` true, in the
// shape WordPress importers (WP All Import) map onto a post: a unique key (idv) so a second
// import updates instead of duplicating, the title, the content, the 18 columns of spec 1 §3
// as custom fields, the equipment and the photos (absolute addresses, main photo first).
// Comma-separated UTF-8, '.' for decimals: a file for a program, not for a spreadsheet.
import { stringify } from 'csv-stringify/sync';
import { MOTO_COLUMNS, type Moto } from '../../src/domain/motos/types.js';
import { orderedPhotos } from '../../src/domain/photoOrder.js';

/** Columns of the file, in order (docs/API.md "# Motos"). */
export const WORDPRESS_CSV_COLUMNS = [
  'idv',
  'post_title',
  'post_content',
  'post_status',
  ...MOTO_COLUMNS.filter((c) => c !== 'idv'),
  'version',
  'tipo',
  'tipoVO',
  'concesionario',
  'ubicacion',
  'equipamiento_serie',
  'equipamiento_extras',
  'imagen_principal',
  'imagenes',
] as const;

type Column = (typeof WORDPRESS_CSV_COLUMNS)[number];

const cell = (value: unknown): string | number => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number') return value;
  return String(value);
};

/** A photo address as WordPress downloads it: absolute, on the API's public origin. */
const absolute = (url: string, origin: string) =>
  /^https?:\/\//.test(url) ? url : `${origin}${url}`;

export function wordpressRow(moto: Moto, origin: string): Record<Column, string | number> {
  const photos = orderedPhotos(moto.recursos ?? []).map((r) => absolute(r.url, origin));
  const equipment = (tipo: string) =>
    (moto.equipamiento ?? [])
      .filter((e) => e.tipo === tipo)
      .map((e) => e.descripcion)
      .join('|');
  const row = {} as Record<Column, string | number>;
  for (const column of MOTO_COLUMNS) row[column] = cell(moto[column]);
  return {
    ...row,
    post_title: `${moto.marca} ${moto.modelo}`.trim(),
    post_content: moto.observaciones ?? '',
    post_status: 'publish',
    version: cell(moto.version),
    tipo: moto.tipo,
    tipoVO: cell(moto.tipoVO),
    concesionario: cell(moto.nombreConcesionario),
    ubicacion: cell(moto.ubicacion),
    equipamiento_serie: equipment('Serie'),
    equipamiento_extras: equipment('Extras'),
    imagen_principal: photos[0] ?? '',
    imagenes: photos.join('|'),
  };
}

/** The file's text: a header and one row per moto given (the caller picks the published). */
export const wordpressCsv = (motos: readonly Moto[], origin: string): string =>
  stringify(
    motos.map((moto) => wordpressRow(moto, origin)),
    { header: true, columns: [...WORDPRESS_CSV_COLUMNS] },
  );
