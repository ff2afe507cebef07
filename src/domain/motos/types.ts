// A motorcycle of the group's moto stock (the stock vehicle's fields) and the moto table's columns.
// Shared by the console and the reference API (server/motos): pure, no React, importable by the
// server (NodeNext: imports carry .js).
import type { ResourceProperty, StockVehicle, VehicleResource } from '../types.js';

/** The stock system sends `reservado` as text, '1' meaning yes ('' when unknown). */
export type Reservado = '1' | '0' | '';

/**
 * A stored moto: the stock vehicle's fields, with `reservado` as the stock system sends it
 * ('1'/'0'), `publicar` ('Publicar en WordPress') always present and
 * `fechaMatriculacion` an ISO string or null when the moto has none (a VN).
 */
export interface Moto extends Omit<StockVehicle, '_id' | 'reservado' | 'publicar'> {
  _id: string;
  reservado: Reservado;
  publicar: boolean;
  fechaMatriculacion?: string | null;
}

/** The fields a moto body may carry (everything but the server's `_id`). */
export type MotoField = Exclude<keyof Moto, '_id'>;

/** A create body (POST /api/motos) or a replace document: these four are required. */
export type MotoBody = Pick<Moto, 'idv' | 'marca' | 'modelo' | 'tipo'> &
  Partial<Omit<Moto, '_id'>> & { _id?: string };

/** The moto table's columns, in order. */
export const MOTO_COLUMNS = [
  'idv',
  'marca',
  'modelo',
  'precioVenta',
  'pvpPublicacion',
  'pvoNuevo',
  'km',
  'potenciaCv',
  'potenciaKw',
  'color',
  'matricula',
  'combustible',
  'cilindrada',
  'garantia',
  'reservado',
  'anyoModelo',
  'fechaMatriculacion',
  'publicar',
] as const satisfies readonly MotoField[];

export type MotoColumn = (typeof MOTO_COLUMNS)[number];

/** Fields that never change through PUT: the document's id and the stock system's idv. */
export const MOTO_FIXED_FIELDS = ['_id', 'idv'] as const;

export type { ResourceProperty, VehicleResource };

/** Where POST /api/upload serves the photos it stores (docs/API.md "# Motos"). */
export const UPLOADED_IMAGES_URL = '/api/uploads/images/';

/**
 * The thumbnail of a photo (the table and sheet do not download full-size photos):
 * `/api/uploads/images/<name>` → `/api/uploads/images/thumbs/<name>.webp`; a photo stored elsewhere
 * (the stock system's host) has none and is shown as it is.
 */
export const motoThumbnailUrl = (url: string): string => {
  if (!url.startsWith(UPLOADED_IMAGES_URL)) return url;
  const name = url.slice(UPLOADED_IMAGES_URL.length);
  return /^[a-z0-9-]{1,120}\.(jpg|png|webp)$/.test(name)
    ? `${UPLOADED_IMAGES_URL}thumbs/${name}.webp`
    : url;
};
