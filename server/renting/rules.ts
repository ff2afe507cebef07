// The rules of a renting vehicle beyond its schema (docs/API.md "# Renting"):
// what a body becomes when stored (defaults, complete grids, trimmed texts) and what makes it
// refused. Pure: the store (store.ts), the PDF (pdf.ts) and the CSV import (csvImport.ts)
// all go through here, so a vehicle refused by one is refused by all.
import { blankRentingVehicle, type RentingFields } from '../../src/domain/renting/blank.js';
import { completePriceGrid, priceTipo } from '../../src/domain/renting/priceGrid.js';
import {
  EQUIPMENT_FIELD,
  EQUIPMENT_KINDS,
  type AudienceGrid,
  type RentingVehicle,
  type RentingVehicleInput,
} from '../../src/domain/renting/types.js';
import { fieldError } from './labels.js';
import { REQUIRED_MIN_PRICES, REQUIRED_TEXTS } from './schemas.js';

export type { RentingFields };

export const GRIDS: readonly AudienceGrid[] = [
  'preciosParticular',
  'preciosAutonomos',
  'preciosEmpresas',
];

/** What a created vehicle holds for a field its body leaves out. */
export const rentingDefaults = blankRentingVehicle;

const FIELD_NAMES = Object.keys(rentingDefaults()) as (keyof RentingFields)[];

/**
 * The stored fields of a body: `base` (the defaults, or the stored vehicle on an edit) with
 * the body's fields over it; texts trimmed, grids completed to their 18 cells in grid order,
 * equipment lines trimmed. Ids and providerName of the body are ignored.
 */
export function rentingFields(
  body: Partial<RentingVehicleInput>,
  base: RentingFields = rentingDefaults(),
): RentingFields {
  const fields = { ...base } as Record<string, unknown>;
  for (const name of FIELD_NAMES) {
    const value = (body as Record<string, unknown>)[name];
    if (value !== undefined) fields[name] = typeof value === 'string' ? value.trim() : value;
  }
  const out = fields as unknown as RentingFields;
  for (const grid of GRIDS) out[grid] = completePriceGrid(out[grid]);
  for (const min of REQUIRED_MIN_PRICES) {
    out[min] = { valorMin: out[min].valorMin.trim(), tipoPrecioMin: out[min].tipoPrecioMin.trim() };
  }
  for (const kind of EQUIPMENT_KINDS) {
    const list = EQUIPMENT_FIELD[kind];
    out[list] = out[list].map((e) => ({
      tipo: kind,
      // descripcion is empty; the line is the contenido.
      descripcion: '',
      contenido: e.contenido.trim(),
    }));
  }
  // Always both properties, in one order: a photo reads the same from the API and a CSV.
  out.recursos = out.recursos.map(({ nombre, url, propiedades = [] }) => {
    const main = propiedades.find((p) => p.nombre === 'EsFotoPrincipal')?.valor === true;
    const order = propiedades.find((p) => p.nombre === 'OrdenFoto')?.valor;
    return {
      nombre: nombre ?? '',
      url,
      tipo: 'IMAGEN',
      propiedades: [
        { nombre: 'EsFotoPrincipal', valor: main },
        { nombre: 'OrdenFoto', valor: typeof order === 'number' ? order : '' },
      ],
    };
  });
  return out;
}

/**
 * Refuses (400 naming the field) what a renting vehicle may not hold: marca, modelo, color or
 * cambio blank, a grid cell whose tipo does not match its km and months or comes twice, a photo
 * property of the wrong type. `create` adds the create rule: each audience's minimum price and
 * its type filled.
 */
export function checkRentingBody(
  body: Partial<RentingVehicleInput>,
  create: boolean,
  prefix = '',
): void {
  const at = (path: string) => `${prefix}${path}`;
  for (const name of REQUIRED_TEXTS) {
    if (typeof body[name] !== 'string' || body[name].trim() === '') {
      throw fieldError(at(name), 'no puede estar vacío');
    }
  }
  if (create) {
    for (const name of REQUIRED_MIN_PRICES) {
      for (const part of ['valorMin', 'tipoPrecioMin'] as const) {
        if (!body[name]?.[part]?.trim())
          throw fieldError(at(`${name}.${part}`), 'no puede estar vacío');
      }
    }
  }
  for (const grid of GRIDS) {
    const seen = new Set<string>();
    (body[grid] ?? []).forEach((entry, i) => {
      const expected = priceTipo(entry.km, entry.meses);
      if (entry.tipo !== expected) {
        throw fieldError(at(`${grid}[${i}].tipo`), `debe ser '${expected}' (sus km y meses)`);
      }
      if (seen.has(entry.tipo))
        throw fieldError(at(`${grid}[${i}].tipo`), 'está repetido en la tabla');
      seen.add(entry.tipo);
    });
  }
  (body.recursos ?? []).forEach((photo, i) => {
    (photo.propiedades ?? []).forEach((property, j) => {
      const ok =
        property.nombre === 'EsFotoPrincipal'
          ? typeof property.valor === 'boolean'
          : property.valor === '' ||
            (typeof property.valor === 'number' &&
              Number.isInteger(property.valor) &&
              property.valor >= 0);
      if (!ok) {
        throw fieldError(
          at(`recursos[${i}].propiedades[${j}].valor`),
          property.nombre === 'EsFotoPrincipal'
            ? 'debe ser booleano (true o false)'
            : 'debe ser un número entero o estar vacío',
        );
      }
    });
  });
}

/** The main photo: the one marked EsFotoPrincipal, else the lowest OrdenFoto, else the first. */
export function mainPhoto(vehicle: Pick<RentingVehicle, 'recursos'>) {
  const photos = vehicle.recursos ?? [];
  const marked = photos.find((p) =>
    p.propiedades?.some((q) => q.nombre === 'EsFotoPrincipal' && q.valor === true),
  );
  if (marked) return marked;
  const order = (p: (typeof photos)[number]) => {
    const value = p.propiedades?.find((q) => q.nombre === 'OrdenFoto')?.valor;
    return typeof value === 'number' ? value : Number.POSITIVE_INFINITY;
  };
  return [...photos].sort((a, b) => order(a) - order(b))[0];
}
