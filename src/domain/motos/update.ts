// The bodies of PUT /api/motos/{id}: a partial field, or {filter, update} in a database-update
// style (push onto recursos, set a recursos property, or replace the whole document). The styles,
// word for word (docs/API.md "# Motos"):
//
//   1. a partial field   {"precioVenta": 9790}                       (one or more fields;
//                         never _id or idv, never the keys filter/update)
//   2. push a photo      {"filter": {"_id": ID},
//                         "update": {"$push": {"recursos": {nombre, url, tipo: 'IMAGEN',
//                                                           propiedades}}}}
//   3. set a photo's     {"filter": {"_id": ID, "recursos.nombre": NOMBRE},
//      propiedades       "update": {"$set": {"recursos.$.propiedades":
//                                   [{nombre:'EsFotoPrincipal', valor}, {nombre:'OrdenFoto', valor}]}}}
//   4. remove a photo    {"filter": {"_id": ID}, "update": {"$pull": {"recursos": {"nombre": NOMBRE}}}}
//   5. replace           {"filter": {"_id": ID}, "update": {<the whole moto, without operators>}}
//
// ID is the moto's `_id` (the one in the address may be the `_id` or the idv). Any other
// operator, path or filter key is a 400 and changes nothing. One main photo: a photo made main
// (EsFotoPrincipal true, by 2 or 3) clears the flag of the others. The console builds these
// bodies ONLY through `motoUpdateBody`; the server reads them ONLY through `parseMotoUpdate`
// (structure) — the values are checked by the server's schemas (server/motos/schemas.ts).
import type { ResourceProperty, VehicleResource } from '../types.js';
import { MOTO_FIXED_FIELDS, type Moto, type MotoBody } from './types.js';

/** A photo to add: the server gives it an `_id` when it has none. */
export type NewResource = Omit<VehicleResource, '_id'> & { _id?: string };

/** The editable fields of a partial update. */
export type MotoFields = Partial<Omit<Moto, '_id' | 'idv'>>;

export type MotoUpdate =
  | { field: MotoFields }
  | { push: NewResource }
  | { setResourceProps: { nombre: string; propiedades: ResourceProperty[] } }
  | { pull: string }
  | { replace: MotoBody };

/** A structurally valid body: the update, and the `_id` its filter names (styles 2–5). */
export interface ParsedMotoUpdate {
  update: MotoUpdate;
  filterId?: string;
}

/** Why a body is refused: a Spanish sentence and the property as code names it. */
export interface MotoUpdateError {
  error: string;
  field?: string;
}

export const RESOURCE_NAME_FILTER = 'recursos.nombre';
export const RESOURCE_PROPS_PATH = 'recursos.$.propiedades';

/** The body the console sends for `update` of the moto whose `_id` is `motoId`. */
export function motoUpdateBody(update: MotoUpdate, motoId: string): Record<string, unknown> {
  if ('field' in update) return withoutRecordId(update.field);
  if ('push' in update)
    return { filter: { _id: motoId }, update: { $push: { recursos: update.push } } };
  if ('setResourceProps' in update) {
    const { nombre, propiedades } = update.setResourceProps;
    return {
      filter: { _id: motoId, [RESOURCE_NAME_FILTER]: nombre },
      update: { $set: { [RESOURCE_PROPS_PATH]: propiedades } },
    };
  }
  if ('pull' in update) {
    return { filter: { _id: motoId }, update: { $pull: { recursos: { nombre: update.pull } } } };
  }
  const { _id: _ignored, ...document } = update.replace;
  return { filter: { _id: motoId }, update: withoutRecordId(document) };
}

/** react-admin's record `id` (the idv, console side) is not a moto field: never sent. */
const withoutRecordId = (fields: object): Record<string, unknown> => {
  const { id: _recordId, ...rest } = fields as Record<string, unknown>;
  return rest;
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const fail = (error: string, field?: string): MotoUpdateError =>
  field === undefined ? { error } : { error, field };

const onlyKeys = (object: Record<string, unknown>, keys: readonly string[]) =>
  Object.keys(object).find((key) => !keys.includes(key));

const isNonEmptyText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

/**
 * Which style `body` is, or why it is none of them (Spanish, naming the part). The values
 * themselves (the stock vehicle's types, 2 decimals, ISO dates) are the server schemas' job.
 */
export function parseMotoUpdate(body: unknown): ParsedMotoUpdate | MotoUpdateError {
  if (!isObject(body)) return fail('El cuerpo de la petición debe ser un objeto JSON');
  const keys = Object.keys(body);
  if (keys.length === 0) return fail('La petición debe incluir al menos un campo');
  if (!('filter' in body) && !('update' in body)) {
    const fixed = MOTO_FIXED_FIELDS.find((name) => name in body);
    if (fixed)
      return fail(`El campo '${fixed === 'idv' ? 'IDV' : '_id'}' no se puede modificar`, fixed);
    return { update: { field: body as MotoFields } };
  }
  const extra = onlyKeys(body, ['filter', 'update']);
  if (extra !== undefined)
    return fail(`El campo '${extra}' no está permitido junto a 'filter' y 'update'`, extra);
  const { filter, update } = body;
  if (!isObject(filter)) return fail("El campo 'filter' debe ser un objeto", 'filter');
  if (!isObject(update)) return fail("El campo 'update' debe ser un objeto", 'update');
  const badFilterKey = onlyKeys(filter, ['_id', RESOURCE_NAME_FILTER]);
  if (badFilterKey !== undefined) {
    return fail(`El filtro por '${badFilterKey}' no está permitido`, `filter.${badFilterKey}`);
  }
  if (!isNonEmptyText(filter._id))
    return fail("El campo 'filter._id' es obligatorio", 'filter._id');
  const filterId = filter._id;
  const byName = filter[RESOURCE_NAME_FILTER];
  if (byName !== undefined && !isNonEmptyText(byName)) {
    return fail(
      `El campo 'filter.${RESOURCE_NAME_FILTER}' debe ser un nombre de foto`,
      `filter.${RESOURCE_NAME_FILTER}`,
    );
  }
  const operators = Object.keys(update).filter((key) => key.startsWith('$'));
  if (operators.length === 0) {
    // Style 5: the whole document.
    if (byName !== undefined) return noNameFilter();
    return { update: { replace: update as MotoBody }, filterId };
  }
  if (operators.length !== Object.keys(update).length || operators.length > 1) {
    return fail(
      "El campo 'update' debe tener un solo operador ($push, $set o $pull) o ser el documento completo",
      'update',
    );
  }
  const operator = operators[0] as string;
  const operand = update[operator];
  if (!isObject(operand))
    return fail(`El operador '${operator}' debe llevar un objeto`, `update.${operator}`);
  const paths = Object.keys(operand);
  const allowedPath = operator === '$set' ? RESOURCE_PROPS_PATH : 'recursos';
  const badPath = paths.find((path) => path !== allowedPath);
  if (!['$push', '$set', '$pull'].includes(operator)) {
    return fail(`El operador '${operator}' no está permitido`, `update.${operator}`);
  }
  if (badPath !== undefined || paths.length !== 1) {
    return fail(
      `La ruta '${badPath ?? ''}' no está permitida en ${operator} (solo '${allowedPath}')`,
      `update.${operator}${badPath ? `.${badPath}` : ''}`,
    );
  }
  const value = operand[allowedPath];
  switch (operator) {
    case '$push':
      if (byName !== undefined) return noNameFilter();
      if (!isObject(value))
        return fail("El campo 'update.$push.recursos' debe ser una foto", 'update.$push.recursos');
      return { update: { push: value as unknown as NewResource }, filterId };
    case '$set':
      if (byName === undefined) {
        return fail(
          `El campo 'filter.${RESOURCE_NAME_FILTER}' es obligatorio con $set`,
          `filter.${RESOURCE_NAME_FILTER}`,
        );
      }
      if (!Array.isArray(value)) {
        return fail(
          `El campo 'update.$set.${RESOURCE_PROPS_PATH}' debe ser una lista`,
          `update.$set.${RESOURCE_PROPS_PATH}`,
        );
      }
      return {
        update: { setResourceProps: { nombre: byName, propiedades: value as ResourceProperty[] } },
        filterId,
      };
    default: {
      if (byName !== undefined) return noNameFilter();
      const keysOf = isObject(value) ? Object.keys(value) : [];
      if (!isObject(value) || keysOf.length !== 1 || !isNonEmptyText(value.nombre)) {
        return fail("El campo 'update.$pull.recursos' debe ser {nombre}", 'update.$pull.recursos');
      }
      return { update: { pull: value.nombre }, filterId };
    }
  }
}

const noNameFilter = () =>
  fail(
    `El filtro por '${RESOURCE_NAME_FILTER}' solo se admite con $set`,
    `filter.${RESOURCE_NAME_FILTER}`,
  );

const MAIN_PHOTO = 'EsFotoPrincipal';

const isMain = (propiedades: readonly ResourceProperty[] = []) => {
  const flag = propiedades.find((p) => p.nombre === MAIN_PHOTO)?.valor ?? propiedades[0]?.valor;
  return flag === true || flag === 1 || flag === 'true' || flag === '1' || flag === 'S';
};

/** The others lose the main-photo flag when `main` becomes the main photo (one main photo). */
const clearOtherMains = (recursos: VehicleResource[], main: string): VehicleResource[] =>
  recursos.map((r) =>
    r.nombre === main || !isMain(r.propiedades)
      ? r
      : {
          ...r,
          propiedades: r.propiedades.map((p, i) =>
            p.nombre === MAIN_PHOTO || (i === 0 && p.nombre !== 'OrdenFoto')
              ? { ...p, valor: false }
              : p,
          ),
        },
  );

/** Whether the moto has a photo named `nombre` (styles 3 and 4 name one that must exist). */
export const hasResource = (moto: Pick<Moto, 'recursos'>, nombre: string): boolean =>
  (moto.recursos ?? []).some((r) => r.nombre === nombre);

/**
 * The moto after `update` (pure). `newId` names a pushed photo without an `_id`. The server
 * checks beforehand that a named photo exists (hasResource) and that a pushed one is new.
 */
export function applyMotoUpdate(
  moto: Moto,
  update: MotoUpdate,
  newId: () => string = () => '',
): Moto {
  const recursos = moto.recursos ?? [];
  if ('field' in update) return { ...moto, ...update.field, _id: moto._id, idv: moto.idv };
  if ('push' in update) {
    const photo: VehicleResource = {
      ...update.push,
      _id: update.push._id || newId() || update.push.nombre,
    };
    const others = isMain(photo.propiedades) ? clearOtherMains(recursos, photo.nombre) : recursos;
    return { ...moto, recursos: [...others, photo] };
  }
  if ('setResourceProps' in update) {
    const { nombre, propiedades } = update.setResourceProps;
    const set = recursos.map((r) => (r.nombre === nombre ? { ...r, propiedades } : r));
    return { ...moto, recursos: isMain(propiedades) ? clearOtherMains(set, nombre) : set };
  }
  if ('pull' in update)
    return { ...moto, recursos: recursos.filter((r) => r.nombre !== update.pull) };
  return {
    ...update.replace,
    _id: moto._id,
    idv: moto.idv,
    reservado: update.replace.reservado ?? '',
    publicar: update.replace.publicar ?? false,
    precios: update.replace.precios ?? [],
    equipamiento: update.replace.equipamiento ?? [],
    recursos: update.replace.recursos ?? [],
  };
}

/** The photo URLs `before` had and `after` no longer has (their files may go). */
export const removedPhotoUrls = (before: Moto, after: Moto): string[] => {
  const kept = new Set((after.recursos ?? []).map((r) => r.url));
  return [...new Set((before.recursos ?? []).map((r) => r.url))].filter((url) => !kept.has(url));
};
