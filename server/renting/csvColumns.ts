// The columns of a renting CSV (download-csv / utils/import-csv; docs/API.md "# Renting"): one
// column per field of a renting vehicle in the form's Spanish words, one per price grid cell
// ('Particulares 10000KM-48M', Spanish '1.234,50'), equipment one entry per line within its cell,
// photos one per line as 'nombre | url | principal | orden'. Each column writes a stored vehicle's
// value as text and reads it back: export → import changes nothing.
import { parseFigure, figureProblem, type FigureKind } from '../../src/domain/figures.js';
import { formatPriceValue, priceTipo, SPANISH_PRICE } from '../../src/domain/renting/priceGrid.js';
import { RENTING_FIGURES, type RentingFigureField } from '../../src/domain/renting/validation.js';
import {
  ECO_LABELS,
  EQUIPMENT_FIELD,
  EQUIPMENT_KINDS,
  RENTING_KM_TIERS,
  RENTING_TERMS,
  type AudienceGrid,
  type EquipmentEntry,
  type RentingResource,
  type RentingVehicle,
} from '../../src/domain/renting/types.js';

/** What a cell holds once read: a field's value, or why it cannot be read. */
type CellRead = { value: unknown } | { problem: string };

export interface CsvColumn {
  header: string;
  /** The body path the column fills ('marca', 'precioMinParticular.valorMin', 'preciosParticular.10000KM-48M'). */
  field: string;
  write(vehicle: RentingVehicle): string;
  read(text: string): CellRead;
}

const ok = (value: unknown): CellRead => ({ value });
const bad = (problem: string): CellRead => ({ problem });

const textColumn = (header: string, field: keyof RentingVehicle & string): CsvColumn => ({
  header,
  field,
  write: (v) => String(v[field] ?? ''),
  read: (text) => ok(text.trim()),
});

const YES = /^(sí|si|s|true|1|x|yes)$/i;
const NO = /^(no|n|false|0|)$/i;

const flagColumn = (header: string, field: keyof RentingVehicle & string): CsvColumn => ({
  header,
  field,
  write: (v) => (v[field] === true ? 'Sí' : 'No'),
  read: (text) => {
    const t = text.trim();
    if (YES.test(t)) return ok(true);
    if (NO.test(t)) return ok(false);
    return bad(`'${t}' no es Sí ni No`);
  },
});

/**
 * A cell read as a figure of this kind (the form's rule: '-5' is refused, not dropped):
 * the number, or why it is not one ("'-5' no puede ser negativo").
 */
const readFigure = (kind: FigureKind, text: string): CellRead => {
  const t = text.trim();
  const n = parseFigure(kind, t);
  if (n !== undefined) return ok(n);
  const problem = figureProblem(kind, t) ?? '';
  return bad(`'${t}' ${problem.charAt(0).toLowerCase()}${problem.slice(1)}`);
};

/** Spanish decimals without grouping ('150', '1,5'); '' for none. */
const numberColumn = (header: string, field: RentingFigureField): CsvColumn => ({
  header,
  field,
  write: (v) => {
    const n = v[field];
    return typeof n === 'number' ? String(n).replace('.', ',') : '';
  },
  read: (text) => readFigure(RENTING_FIGURES[field], text),
});

/** Euros with cents read the Spanish way and kept as the form keeps them ('1.234,50'). */
const readCents = (text: string, blank: string): CellRead => {
  const t = text.trim();
  // As exported (the usual case): already the stored form.
  if (SPANISH_PRICE.test(t)) return ok(t);
  if (t === '') return ok(blank);
  const read = readFigure('euroCents', t);
  return 'value' in read ? ok(formatPriceValue(read.value as number)) : read;
};

const integerColumn = (header: string, field: 'idOferta' | 'stock', min: number): CsvColumn => ({
  header,
  field,
  write: (v) => String(v[field]),
  read: (text) => {
    const t = text.trim();
    if (t === '') return ok(undefined);
    const n = Number(t.replace(/\./g, ''));
    return /^[0-9.]+$/.test(t) && Number.isInteger(n) && n >= min
      ? ok(n)
      : bad(`'${t}' no es un número entero${min > 0 ? ' mayor que 0' : ''}`);
  },
});

const GRID_HEADER: Record<AudienceGrid, string> = {
  preciosParticular: 'Particulares',
  preciosAutonomos: 'Autónomos',
  preciosEmpresas: 'Empresa',
};

const MIN_HEADER = {
  precioMinParticular: 'Particulares',
  precioMinAutonomos: 'Autónomos',
  precioMinEmpresas: 'Empresa',
} as const;

const minColumns = (): CsvColumn[] =>
  (Object.keys(MIN_HEADER) as (keyof typeof MIN_HEADER)[]).flatMap((field) => [
    {
      header: `Precio mínimo ${MIN_HEADER[field]}`,
      field: `${field}.valorMin`,
      write: (v: RentingVehicle) => v[field].valorMin,
      read: (text: string) => readCents(text, ''),
    },
    {
      header: `Tipo precio mínimo ${MIN_HEADER[field]}`,
      field: `${field}.tipoPrecioMin`,
      write: (v: RentingVehicle) => v[field].tipoPrecioMin,
      read: (text: string) => ok(text.trim()),
    },
  ]);

const priceColumns = (): CsvColumn[] =>
  (Object.keys(GRID_HEADER) as AudienceGrid[]).flatMap((grid) =>
    RENTING_TERMS.flatMap((meses) =>
      RENTING_KM_TIERS.map((km) => {
        const tipo = priceTipo(km, meses);
        return {
          header: `${GRID_HEADER[grid]} ${tipo}`,
          field: `${grid}.${tipo}`,
          write: (v: RentingVehicle) => v[grid].find((e) => e.tipo === tipo)?.valor ?? '0,00',
          read: (text: string) => readCents(text, '0,00'),
        };
      }),
    ),
  );

const EQUIPMENT_HEADER: Record<(typeof EQUIPMENT_KINDS)[number], string> = {
  Destacado: 'Equipamiento Destacado',
  Tecnologia: 'Equipamiento Tecnología',
  Confort: 'Equipamiento Confort',
  Seguridad: 'Equipamiento Seguridad',
  Exterior: 'Equipamiento Exterior',
};

/** An equipment cell: one entry per line (blank lines skipped). */
export const equipmentLines = (
  tipo: (typeof EQUIPMENT_KINDS)[number],
  text: string,
): EquipmentEntry[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((contenido) => ({ tipo, descripcion: '', contenido }));

const equipmentColumns = (): CsvColumn[] =>
  EQUIPMENT_KINDS.map((kind) => ({
    header: EQUIPMENT_HEADER[kind],
    field: EQUIPMENT_FIELD[kind],
    write: (v: RentingVehicle) => v[EQUIPMENT_FIELD[kind]].map((e) => e.contenido).join('\n'),
    read: (text: string) => ok(equipmentLines(kind, text)),
  }));

const PHOTO_SEPARATOR = ' | ';

/** 'foto.jpg | /api/uploads/images/renting/foto.jpg | principal | 1'. */
export const photoLine = (photo: RentingResource): string => {
  const main = photo.propiedades.find((p) => p.nombre === 'EsFotoPrincipal')?.valor === true;
  const order = photo.propiedades.find((p) => p.nombre === 'OrdenFoto')?.valor;
  return [photo.nombre, photo.url, main ? 'principal' : '', order ?? ''].join(PHOTO_SEPARATOR);
};

export function readPhotoLine(line: string): RentingResource | string {
  const parts = line.split('|').map((p) => p.trim());
  const [nombre = '', url = '', main = '', order = ''] = parts;
  if (parts.length !== 4)
    return `la foto '${line}' no tiene la forma 'nombre | url | principal | orden'`;
  if (!/^(\/[^/\\]|https?:\/\/)/.test(url)) return `'${url}' no es una dirección de imagen`;
  if (main !== '' && main !== 'principal') return `'${main}' debe ser 'principal' o nada`;
  if (order !== '' && !/^\d+$/.test(order)) return `el orden '${order}' no es un número entero`;
  return {
    nombre,
    url,
    tipo: 'IMAGEN',
    propiedades: [
      { nombre: 'EsFotoPrincipal', valor: main === 'principal' },
      { nombre: 'OrdenFoto', valor: order === '' ? '' : Number(order) },
    ],
  };
}

const photoColumn: CsvColumn = {
  header: 'Fotos',
  field: 'recursos',
  write: (v) => v.recursos.map(photoLine).join('\n'),
  read: (text) => {
    const photos: RentingResource[] = [];
    for (const line of text.split(/\r?\n/).filter((l) => l.trim())) {
      const photo = readPhotoLine(line);
      if (typeof photo === 'string') return bad(photo);
      photos.push(photo);
    }
    return ok(photos);
  },
};

const ecoColumn: CsvColumn = {
  header: 'Etiqueta ECO',
  field: 'etiquetaEco',
  write: (v) => v.etiquetaEco,
  read: (text) => {
    const t = text.trim();
    if (t === '') return ok('');
    const label = ECO_LABELS.find((l) => l.toLowerCase() === t.toLowerCase());
    return label ? ok(label) : bad(`'${t}' no es una etiqueta: ${ECO_LABELS.join(', ')}`);
  },
};

/** The provider column writes the name; it reads a name or an id (import.ts resolves it). */
const providerColumn: CsvColumn = {
  header: 'Proveedor',
  field: 'provider',
  write: (v) => v.providerName ?? '',
  read: (text) => ok(text.trim()),
};

/** Every column in file order. */
export const CSV_COLUMNS: readonly CsvColumn[] = [
  integerColumn('ID Oferta', 'idOferta', 1),
  providerColumn,
  integerColumn('Unidades', 'stock', 0),
  flagColumn('Entrega inmediata', 'immediate_delivery'),
  textColumn('Marca', 'marca'),
  textColumn('Modelo', 'modelo'),
  textColumn('Versión', 'version'),
  textColumn('Color', 'color'),
  textColumn('Tipo de vehículo', 'carroceria'),
  numberColumn('Potencia (CV)', 'potenciaCv'),
  textColumn('Cambio', 'cambio'),
  textColumn('Combustible', 'combustible'),
  numberColumn('Puertas', 'puertas'),
  numberColumn('Plazas', 'plazas'),
  textColumn('Emisiones', 'emisiones'),
  textColumn('Consumo extraurbano', 'consumoExtUrbano'),
  numberColumn('Franquicia', 'franquicia'),
  ecoColumn,
  flagColumn('Publicar Particular', 'publicarParticular'),
  flagColumn('Publicar Empresa', 'publicarEmpresa'),
  flagColumn('Publicar Autónomos', 'publicarAutonomos'),
  flagColumn('Publicar Otros', 'publicarOtros'),
  ...minColumns(),
  ...priceColumns(),
  ...equipmentColumns(),
  photoColumn,
];

/** A header as compared on import: no accents, case or surrounding spaces. */
export const headerKey = (header: string): string =>
  header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ');

export const COLUMN_BY_HEADER: ReadonlyMap<string, CsvColumn> = new Map(
  CSV_COLUMNS.map((column) => [headerKey(column.header), column]),
);
