// Vehicle photos uploaded from the edit page, added to the vehicle's `recursos`. Stored under
// DATA_DIR/uploads/images/gomotorcars/ with a name the server builds (brand, model, time):
// no client path, no overwrite; the content must decode as a JPEG, PNG or WebP and is kept
// re-encoded without metadata (server/imageUploads.ts). Served without a token, as any image
// an <img> loads: it carries nothing but the photo.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import {
  imageSlug,
  imageStoreRoutes,
  removeStoredImage,
  storeUploadedImage,
  storedImageUrl,
  uniquePart,
  uploadsImageStore,
} from '../imageUploads.js';
import { uploadedPhotoProperties } from '../../src/domain/photoOrder.js';

const IMAGE_STORE = uploadsImageStore('gomotorcars', 'Imagen no encontrada');

interface StoredImage {
  nombre: string;
  url: string;
}

/**
 * The propiedades an uploaded photo gets: the main photo if it is the vehicle's first, and the
 * next OrdenFoto after the last one — 1-based, the product's one convention
 * (src/domain/photoOrder.ts), so the edit page's next order and the upload's agree.
 */
export const storedPhotoProperties = uploadedPhotoProperties;

/** Registers multipart (scoped to the calling plugin) and the public photo route. */
export const imageRoutes = (app: FastifyInstance, config: Config): Promise<void> =>
  imageStoreRoutes(app, config, IMAGE_STORE);

/** Stores the multipart `file` of the request; the name is built from brand and model. */
export async function storeImage(
  request: FastifyRequest,
  config: Config,
  vehicle: { marca: string; modelo: string },
): Promise<StoredImage> {
  const nombre = await storeUploadedImage(
    request,
    config,
    IMAGE_STORE,
    (ext) =>
      `${imageSlug(vehicle.marca, 'vehiculo')}-${imageSlug(vehicle.modelo, 'vehiculo')}-${Date.now()}-${uniquePart()}.${ext}`,
  );
  return { nombre, url: storedImageUrl(IMAGE_STORE, nombre) };
}

/** Removes a stored photo whose vehicle refused it. */
export const removeImage = (config: Config, nombre: string): Promise<void> =>
  removeStoredImage(config, IMAGE_STORE, nombre);
