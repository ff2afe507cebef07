// The WordPress import file of the motos: CSV by the application's CSV writer (src/domain/csv.ts:
// RFC 4180, formulas neutralised), one row per moto with `publicar` true, in the shape WordPress
// importers (WP All Import) map onto a post: a unique key (idv) so a second import updates instead
// of duplicating, the title, the content, the 18 moto columns as custom fields, the equipment and
// the photos (absolute addresses, main photo first). Comma-separated UTF-8, '.' for decimals: a
// file for a program, not for a spreadsheet.
import { csvText } from '../../src/domain/csv.js';
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

const cell = (value: unknown): string | number => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number') return value;
  return String(value);
};

/** A photo address as WordPress downloads it: absolute, on the API's public origin. */
const absolute = (url: string, origin: string) =>
  /^https?:\/\//.test(url) ? url : `${origin}${url}`;

/** The moto fields the file is made of. */
type WordpressSource = Pick<
  Moto,
  | (typeof MOTO_COLUMNS)[number]
  | 'observaciones'
  | 'version'
  | 'tipo'
  | 'tipoVO'
  | 'nombreConcesionario'
  | 'ubicacion'
  | 'equipamiento'
  | 'recursos'
>;

const OTHER_MOTO_COLUMNS = MOTO_COLUMNS.filter((c) => c !== 'idv');

/** One row, in WORDPRESS_CSV_COLUMNS order. */
function wordpressRow(moto: WordpressSource, origin: string): (string | number)[] {
  const photos = orderedPhotos(moto.recursos ?? []).map((r) => absolute(r.url, origin));
  const serie: string[] = [];
  const extras: string[] = [];
  for (const e of moto.equipamiento ?? []) {
    if (e.tipo === 'Serie') serie.push(e.descripcion);
    else if (e.tipo === 'Extras') extras.push(e.descripcion);
  }
  return [
    moto.idv,
    `${moto.marca} ${moto.modelo}`.trim(),
    moto.observaciones ?? '',
    'publish',
    ...OTHER_MOTO_COLUMNS.map((column) => cell(moto[column])),
    cell(moto.version),
    moto.tipo,
    cell(moto.tipoVO),
    cell(moto.nombreConcesionario),
    cell(moto.ubicacion),
    serie.join('|'),
    extras.join('|'),
    photos[0] ?? '',
    photos.join('|'),
  ];
}

/** The file's text: a header and one row per moto given (the caller picks the published). */
export const wordpressCsv = (motos: readonly WordpressSource[], origin: string): string =>
  csvText([[...WORDPRESS_CSV_COLUMNS], ...motos.map((moto) => wordpressRow(moto, origin))]);
