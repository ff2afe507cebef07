// POST /api/upload and the public routes of the uploaded photos and their thumbnails
// (docs/API.md "# Motos"; server/uploads/images.ts).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../context.js';
import { notFound } from '../errors.js';
import { imageStoreRoutes } from '../imageUploads.js';
import { demoPhotosReady } from '../seed/motos.js';
import { storeUpload, THUMBNAIL_FOLDER, THUMBNAIL_NAME, UPLOAD_STORE } from './images.js';

const thumbParams = {
  type: 'object',
  additionalProperties: false,
  required: ['file'],
  properties: { file: { type: 'string', pattern: THUMBNAIL_NAME.source } },
} as const;

export const uploadRoutes: FastifyPluginAsync<ServerContext> = async (app, { config }) => {
  // The demo motos' photos are drawn after the seed, off the start-up path: a photo asked
  // for meanwhile waits for them (server/seed/motos.ts).
  app.addHook('onRequest', async (request) => {
    if (request.method === 'GET') await demoPhotosReady(config.dataDir);
  });
  // …and the app does not close (its data folder may then be removed) while they are drawn.
  app.addHook('onClose', () => demoPhotosReady(config.dataDir));

  // Multipart (one file, UPLOAD_MAX_BYTES) and GET /api/uploads/images/:file, public.
  // The client's name kept whole: one with a path is refused, not silently cut.
  await imageStoreRoutes(app, config, UPLOAD_STORE, { preservePath: true });

  app.get<{ Params: { file: string } }>(
    '/uploads/images/thumbs/:file',
    { schema: { params: thumbParams }, config: { public: true } },
    async (request, reply) => {
      const path = join(config.dataDir, THUMBNAIL_FOLDER, request.params.file);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) throw notFound(UPLOAD_STORE.notFound);
      return reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=86400')
        .send(createReadStream(path));
    },
  );

  app.post('/upload', async (request, reply) => {
    const stored = await storeUpload(request, config);
    return reply.code(201).send(stored);
  });
};
