// The renting API (docs/API.md "# Renting"): vehicles (list, create, one, edit, delete), providers,
// uploads (photos and CSVs), delete-image, offer PDFs and CSV export/import. Every route needs the
// token but the photos', which any <img> loads. Bodies are strict; a 400 names the field in Spanish
// and changes nothing.
import { createReadStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../context.js';
import { OWNER_ONLY_FILE } from '../db/permissions.js';
import { notFound } from '../errors.js';
import { imageStoreRoutes } from '../imageUploads.js';
import { VEHICLE_BODY_LIMIT } from '../limits.js';
import { fieldsQuery, idParams, requestedFields, sendJson, type IdParams } from '../schemas.js';
import type { Audience, RentingVehicleInput } from '../../src/domain/renting/types.js';
import { exportCsv, importCsv } from './csvFile.js';
import {
  CSV_FOLDER,
  FILE_MESSAGES,
  fileExists,
  madeFile,
  PDF_FOLDER,
  photoPath,
  RENTING_IMAGES,
  removePhotos,
  storeUpload,
} from './files.js';
import { labelRentingErrors } from './labels.js';
import { OfferRenderer } from './offerRenderer.js';
import { photoBytes } from './photo.js';
import { checkRentingBody, mainPhoto, rentingDefaults, rentingFields } from './rules.js';
import {
  createBody,
  csvBody,
  deleteBody,
  deleteImageBody,
  fileParams,
  importBody,
  pdfBody,
  updateBody,
} from './schemas.js';
import { RentingStore } from './store.js';

const BASE = '/renting';

/** What `?fields=_id,marca,…` may name: the vehicle's top-level fields (docs/API.md "# Renting"). */
const VEHICLE_FIELDS: ReadonlySet<string> = new Set([
  '_id',
  'id',
  'idOferta',
  'providerName',
  ...Object.keys(rentingDefaults()),
]);
/** A CSV of a whole selection names up to 10,000 rows (the console may send whole records). */
const CSV_BODY_LIMIT = 32 * 1024 * 1024;

type UpdateBody = { filter: { _id: string }; carData: RentingVehicleInput };
type DeleteBody = { filter?: { _id: string } } | undefined;

function vehicleRoutes(app: FastifyInstance, store: RentingStore): void {
  labelRentingErrors(app, 'vehicle');
  app.get<{ Querystring: { fields?: string } }>(
    `${BASE}/vehicles`,
    { schema: { querystring: fieldsQuery } },
    async (request, reply) => {
      const fields = requestedFields(
        request.query.fields,
        VEHICLE_FIELDS,
        'los vehículos de renting',
      );
      return store.bodies.send(request, reply, fields);
    },
  );
  app.get(`${BASE}/providers`, async (_request, reply) =>
    sendJson(reply, await store.providers.listJson()),
  );
  app.post<{ Body: RentingVehicleInput }>(
    `${BASE}/vehicles`,
    { bodyLimit: VEHICLE_BODY_LIMIT, schema: { body: createBody } },
    async (request, reply) => reply.code(201).send(await store.create(request.body)),
  );
  app.get<{ Params: IdParams }>(
    `${BASE}/vehicles/:id`,
    { schema: { params: idParams } },
    async (request) => store.get(request.params.id),
  );
  app.put<{ Params: IdParams; Body: UpdateBody }>(
    `${BASE}/vehicles/:id`,
    { bodyLimit: VEHICLE_BODY_LIMIT, schema: { params: idParams, body: updateBody } },
    async (request) =>
      store.update(request.params.id, request.body.filter._id, request.body.carData),
  );
  app.delete<{ Params: IdParams; Body: DeleteBody }>(
    `${BASE}/vehicles/:id`,
    {
      schema: { params: idParams, body: deleteBody },
      // The body is optional: none is the same as {}.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) => {
      await store.remove(request.params.id, request.body?.filter?._id);
      return { deleted: 1 };
    },
  );
  app.post<{ Body: { name: string } }>(
    `${BASE}/delete-image`,
    { schema: { body: deleteImageBody } },
    async (request) => {
      const { name } = request.body;
      if (!(await fileExists(photoPath(store.config, name)))) {
        throw notFound(FILE_MESSAGES.imageNotFound);
      }
      // A photo a saved vehicle still shows stays until that vehicle is saved without it.
      if (await store.photoInUse(name)) return { deleted: false, inUse: true };
      await removePhotos(store.config, [name]);
      request.log.info({ photo: name }, 'renting photo deleted');
      return { deleted: true };
    },
  );
}

function offerRoutes(app: FastifyInstance, store: RentingStore, offers: OfferRenderer): void {
  labelRentingErrors(app, 'vehicle');
  app.post<{ Body: { data: RentingVehicleInput; typeOffer: Audience } }>(
    `${BASE}/download-pdf`,
    { bodyLimit: VEHICLE_BODY_LIMIT, schema: { body: pdfBody } },
    async (request) => {
      const { data, typeOffer } = request.body;
      checkRentingBody(data, false, 'data.');
      const fields = rentingFields(data);
      const providerName = await store.providerName(fields.provider, 'data.provider');
      const photoUrl = mainPhoto(fields)?.url;
      // A photo that cannot be read leaves the offer without it (its frame says 'Sin foto').
      const photo = await photoBytes(store.config, photoUrl, (reason) =>
        request.log.info({ photo: photoUrl, reason }, 'renting offer without its photo'),
      );
      const pdf = await offers.render({
        vehicle: { ...fields, idOferta: data.idOferta ?? 0, providerName },
        audience: typeOffer,
        providerName,
        photo,
        now: new Date(),
      });
      const stem = `oferta-${data.idOferta ?? 'nueva'}-${typeOffer}`;
      const { path, name } = await madeFile(store.config, PDF_FOLDER, stem, 'pdf');
      await writeFile(path, pdf, { mode: OWNER_ONLY_FILE });
      request.log.info({ pdf: name, idOferta: data.idOferta, typeOffer }, 'renting offer made');
      return { file: `pdf/${name}`, url: `/api${BASE}/pdf/${name}` };
    },
  );
  app.get<{ Params: { file: string } }>(
    `${BASE}/pdf/:file`,
    { schema: { params: fileParams('pdf') } },
    async (request, reply) => {
      const path = join(store.config.dataDir, PDF_FOLDER, request.params.file);
      if (!(await fileExists(path))) throw notFound(FILE_MESSAGES.fileNotFound);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${request.params.file}"`)
        .header('cache-control', 'private, no-store')
        .send(createReadStream(path));
    },
  );
}

function csvRoutes(app: FastifyInstance, store: RentingStore): void {
  labelRentingErrors(app, 'rows');
  app.post<{ Body: { data: { _id: string }[] } }>(
    `${BASE}/download-csv`,
    { bodyLimit: CSV_BODY_LIMIT, schema: { body: csvBody } },
    async (request) => {
      const answer = await exportCsv(store, store.config, request.body.data);
      request.log.info({ csv: answer.file, rows: request.body.data.length }, 'renting csv made');
      return answer;
    },
  );
  app.get<{ Params: { file: string } }>(
    `${BASE}/csv/:file`,
    { schema: { params: fileParams('csv') } },
    async (request, reply) => {
      const path = join(store.config.dataDir, CSV_FOLDER, request.params.file);
      if (!(await fileExists(path))) throw notFound(FILE_MESSAGES.fileNotFound);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${request.params.file}"`)
        .header('cache-control', 'private, no-store')
        .send(createReadStream(path));
    },
  );
}

function importRoutes(app: FastifyInstance, store: RentingStore): void {
  labelRentingErrors(app, 'file');
  app.post<{ Body: { data: string } }>(
    `${BASE}/utils/import-csv`,
    { schema: { body: importBody }, config: { audit: { action: 'import' } } },
    async (request) => {
      const result = await importCsv(store, store.config, request.body.data);
      request.log.info({ file: request.body.data, ...result }, 'renting csv imported');
      return result;
    },
  );
}

async function uploadRoutes(app: FastifyInstance, store: RentingStore): Promise<void> {
  // The photos' public route (and multipart for this plugin only).
  await imageStoreRoutes(app, store.config, RENTING_IMAGES);
  app.post(`${BASE}/upload`, async (request) => {
    const stored = await storeUpload(request, store.config);
    request.log.info({ upload: stored.filename, kind: stored.kind }, 'renting file uploaded');
    return stored.kind === 'image'
      ? { status: 200, data: { filename: stored.filename, url: stored.url } }
      : { status: 200, data: { filename: stored.filename } };
  });
}

export const rentingRoutes: FastifyPluginAsync<ServerContext> = async (app, context) => {
  const store = new RentingStore(context, app.log);
  app.addHook('onClose', async () => store.bodies.close());
  const offers = new OfferRenderer(context.config.pdfWorkers);
  app.addHook('onClose', () => offers.close());
  // Each group in its own child plugin: its error handler words `data` as that route means it.
  await app.register(async (child) => vehicleRoutes(child, store));
  await app.register(async (child) => offerRoutes(child, store, offers));
  await app.register(async (child) => csvRoutes(child, store));
  await app.register(async (child) => importRoutes(child, store));
  await app.register(async (child) => uploadRoutes(child, store));
};
