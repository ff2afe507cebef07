// The moto stock API (GET /api/motos … PUT /api/motos/{id}; docs/API.md "# Motos"): list, one,
// create, delete, the five update styles of src/domain/motos/update.ts each in one transaction, and
// 'Importar a WordPress'.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Moto, MotoBody } from '../../src/domain/motos/types.js';
import {
  applyMotoUpdate,
  hasResource,
  parseMotoUpdate,
  removedPhotoUrls,
  type MotoFields,
  type NewResource,
} from '../../src/domain/motos/update.js';
import type { ResourceProperty } from '../../src/domain/types.js';
import { currentUser } from '../auth/guard.js';
import { STOCK_VEHICLE_FIELDS } from '../channels/vehicleSchema.js';
import type { ServerContext } from '../context.js';
import { DuplicateKeyError } from '../db/index.js';
import { ID_PATTERN, newId } from '../db/ids.js';
import { badRequest, conflict, HttpError, notFound } from '../errors.js';
import { fieldsQuery, requestedFields } from '../schemas.js';
import { ListBodies } from '../listBodies.js';
import { removeUploadedImage, uploadedFileName, uploadedImage } from '../uploads/images.js';
import { MOTOS, WORDPRESS_EXPORTS } from './collections.js';
import { checkMotoBody } from './schemas.js';
import {
  closeInterruptedRuns,
  EXPORT_MESSAGES,
  exportFilePath,
  wordpressExporter,
  type WordpressExporter,
} from './wordpressExport.js';

const idParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,40}$' } },
} as const;

const noQuery = { type: 'object', additionalProperties: false, properties: {} } as const;

/** Fields `?fields=` may name: the moto's. */
const MOTO_FIELD_NAMES = new Set(['_id', ...Object.keys(STOCK_VEHICLE_FIELDS)]);

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

const fixedField = (name: 'IDV') =>
  new HttpError(400, `El campo '${name}' no se puede modificar`, { field: 'idv' });

/**
 * The update a PUT body asks for, in one of the five styles, its values checked by the
 * style's schema before anything is read or written; 400 otherwise.
 */
function checkedMotoUpdate(body: unknown) {
  const parsed = parseMotoUpdate(body);
  if ('error' in parsed) {
    throw new HttpError(
      400,
      parsed.error,
      parsed.field === undefined ? {} : { field: parsed.field },
    );
  }
  const { update } = parsed;
  if ('field' in update) checkMotoBody<MotoFields>('partial', update.field);
  else if ('push' in update)
    checkMotoBody<{ recursos: NewResource }>('push', { recursos: update.push });
  else if ('setResourceProps' in update) {
    checkMotoBody<{ propiedades: ResourceProperty[] }>('propiedades', {
      propiedades: update.setResourceProps.propiedades,
    });
  } else if ('replace' in update) checkMotoBody<MotoBody>('create', update.replace);
  return parsed;
}

/** 'Importar a WordPress': launch a run, its status, the last runs and the last file. */
function wordpressExportRoutes(
  app: FastifyInstance,
  context: ServerContext,
  exporter: WordpressExporter,
): void {
  app.post(
    '/motos/wordpress-export',
    { schema: { querystring: noQuery } },
    async (request, reply) => {
      if (
        request.body !== undefined &&
        request.body !== null &&
        (typeof request.body !== 'object' || Object.keys(request.body).length > 0)
      ) {
        throw badRequest('Esta petición no lleva cuerpo');
      }
      // Photo addresses name the server's public address, never the request's Host.
      const { runId } = await exporter.launch(currentUser(request).email, context.publicOrigin());
      return reply.code(202).send({ message: EXPORT_MESSAGES.launched, runId });
    },
  );

  app.get('/motos/wordpress-export/status', { schema: { querystring: noQuery } }, async () =>
    exporter.status(),
  );

  app.get('/motos/wordpress-export/runs', { schema: { querystring: noQuery } }, async () =>
    context.db
      .collection(WORDPRESS_EXPORTS)
      .list({ sort: { field: 'startedAt', direction: 'desc' }, limit: 50 }),
  );

  app.get(
    '/motos/wordpress-export/last',
    { schema: { querystring: noQuery } },
    async (_request, reply) => {
      const last = await exporter.lastWithFile();
      const path = last?.file ? exportFilePath(context.config, last.file) : null;
      const info = path ? await stat(path).catch(() => null) : null;
      if (!last?.file || !path || !info?.isFile()) throw notFound(EXPORT_MESSAGES.noExport);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${last.file}"`)
        .header('cache-control', 'no-store')
        .send(createReadStream(path));
    },
  );
}

export const motoRoutes: FastifyPluginAsync<ServerContext> = async (app, context) => {
  const motos = context.db.collection(MOTOS);
  const exporter = wordpressExporter(context);
  await closeInterruptedRuns(context);
  app.addHook('onClose', () => exporter.idle());

  // The whole list answered as stored (no parse of 5,000 motos), gzipped once (then held
  // gzipped only) until the next change; made ready at start and again once changes pause (a
  // run of inline edits makes it once, not once per edit).
  const bodies = new ListBodies(motos, context.events, [undefined]);
  const changed = (action: 'create' | 'update' | 'delete', id: string) =>
    context.events.changed(MOTOS.name, action, [id]);
  app.addHook('onClose', async () => bodies.close());

  const find = async (id: string): Promise<Moto | null> =>
    (new RegExp(ID_PATTERN).test(id) ? await motos.get(id) : null) ?? motos.findOne('idv', id);

  const findOr404 = async (request: IdRequest) => {
    const moto = await find(request.params.id);
    if (!moto) throw notFound('No se ha encontrado la moto');
    return moto;
  };

  /** Removes the uploaded files of `urls` that no moto refers to any more. */
  const removeUnreferenced = async (urls: readonly string[]) => {
    const names = urls.map(uploadedFileName).filter((n): n is string => n !== undefined);
    if (names.length === 0) return;
    const all = await motos.listJson({}, ['recursos']);
    for (const name of names) {
      const url = uploadedImage(name).url;
      if (!all.includes(JSON.stringify(url))) await removeUploadedImage(context.config, name);
    }
  };

  // The first visit of /motos finds its answer ready (the page must be usable within 1 s cold).
  app.addHook('onListen', async () => void context.activity.inBackground(() => bodies.warm()));

  app.get<{ Querystring: { fields?: string } }>(
    '/motos',
    { schema: { querystring: fieldsQuery } },
    async (request, reply: FastifyReply) => {
      const fields = requestedFields(request.query.fields, MOTO_FIELD_NAMES, 'las motos');
      return bodies.send(request, reply, fields);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/motos/:id',
    { schema: { params: idParams, querystring: noQuery } },
    async (request) => findOr404(request),
  );

  app.post('/motos', { schema: { querystring: noQuery } }, async (request, reply) => {
    const body = checkMotoBody<MotoBody>('create', request.body);
    const { _id: _ignored, ...fields } = body;
    try {
      const created = await motos.insert({
        reservado: '',
        publicar: false,
        ...fields,
        precios: fields.precios ?? [],
        equipamiento: fields.equipamiento ?? [],
        recursos: (fields.recursos ?? []).map((r) => ({
          ...r,
          _id: r._id ?? newId(),
          tipo: 'IMAGEN' as const,
          propiedades: r.propiedades ?? [],
        })),
      });
      changed('create', created._id);
      return reply.code(201).send(created);
    } catch (error) {
      if (error instanceof DuplicateKeyError) {
        throw conflict(`Ya existe una moto con el IDV '${body.idv}'`);
      }
      throw error;
    }
  });

  app.delete<{ Params: { id: string } }>(
    '/motos/:id',
    { schema: { params: idParams, querystring: noQuery } },
    async (request) => {
      const moto = await findOr404(request);
      if (!(await motos.delete(moto._id))) throw notFound('No se ha encontrado la moto');
      changed('delete', moto._id);
      await removeUnreferenced((moto.recursos ?? []).map((r) => r.url));
      return moto;
    },
  );

  app.put<{ Params: { id: string } }>(
    '/motos/:id',
    { schema: { params: idParams, querystring: noQuery } },
    async (request) => {
      const { update, filterId } = checkedMotoUpdate(request.body);
      const moto = await findOr404(request);
      if (filterId !== undefined && filterId !== moto._id) {
        throw new HttpError(400, "El campo 'filter._id' no corresponde a la moto de la dirección", {
          field: 'filter._id',
        });
      }
      let before: Moto = moto;
      const stored = await motos.apply(moto._id, (current) => {
        before = current;
        if ('push' in update && hasResource(current, update.push.nombre)) {
          throw badRequest(`La moto ya tiene una foto llamada '${update.push.nombre}'`);
        }
        const named =
          'setResourceProps' in update
            ? update.setResourceProps.nombre
            : 'pull' in update
              ? update.pull
              : undefined;
        if (named !== undefined && !hasResource(current, named)) {
          throw badRequest(`La moto no tiene ninguna foto llamada '${named}'`);
        }
        if ('replace' in update) {
          if (update.replace.idv !== current.idv) throw fixedField('IDV');
          if (update.replace._id !== undefined && update.replace._id !== current._id) {
            throw new HttpError(400, "El campo '_id' no se puede modificar", { field: '_id' });
          }
        }
        const next = applyMotoUpdate(current, update, newId);
        return {
          ...next,
          recursos: next.recursos.map((r) => ({
            ...r,
            tipo: 'IMAGEN' as const,
            propiedades: r.propiedades ?? [],
          })),
        };
      });
      if (!stored) throw notFound('No se ha encontrado la moto');
      changed('update', stored._id);
      await removeUnreferenced(removedPhotoUrls(before, stored));
      return stored;
    },
  );

  wordpressExportRoutes(app, context, exporter);
};
