// Campaign icons (a campaign's icon is a URL or an uploaded image): POST
// /api/publishing/api/v1/campaign/icon stores one image under
// DATA_DIR/uploads/images/campaigns/ (server/imageUploads.ts: a PNG, JPEG or WebP that
// decodes, kept re-encoded; no SVG) and answers its path, which a campaign's iconUrl /
// campaignImage may then hold.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import {
  imageStoreRoutes,
  isStoredImage,
  nameAfterUpload,
  storeUploadedImage,
  storedImageOf,
  storedImageUrl,
  uploadsImageStore,
} from '../imageUploads.js';

const ICON_STORE = uploadsImageStore('campaigns', 'Icono no encontrado');
export const ICON_FOLDER = ICON_STORE.folder;
/** Where the stored icons are served from (the path a campaign holds). */
export const ICON_URL_BASE = ICON_STORE.urlBase;

/** The stored file named by an icon path of ours, or null when the text is not one. */
export const parseIconPath = (path: string): string | null => storedImageOf(ICON_STORE, path);

export const isStoredIcon = (dataDir: string, file: string): Promise<boolean> =>
  isStoredImage({ dataDir } as Config, ICON_STORE, file);

/**
 * Registers multipart (scoped to the calling plugin), the upload route and the public icon
 * route. `uploadPath` is where the console posts an icon.
 */
export async function iconRoutes(
  app: FastifyInstance,
  config: Config,
  uploadPath: string,
): Promise<void> {
  await imageStoreRoutes(app, config, ICON_STORE);
  app.post(uploadPath, async (request, reply) => {
    const name = await storeUploadedImage(request, config, ICON_STORE, nameAfterUpload('icono'));
    const url = storedImageUrl(ICON_STORE, name);
    request.log.info({ icon: url }, 'campaign icon stored');
    return reply.code(201).send({ url });
  });
}
