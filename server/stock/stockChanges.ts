// The reference stock system's own changes (docs/API.md "Group stock"): in a real group a car
// is reserved, repriced or sold in Quiter by its own users; the reference API plays Quiter, so
// a test, a demo or the browser tests change its stock here — and every channel then drifts
// from it as a real one would. A deployment never needs it: its stock is Quiter's.
//
// The changes are a collection (the history records them, and every server on one
// PostgreSQL reads them); each server keeps them in memory over the generated stock
// (groupStock.ts) and reads them again when another server changes them.
import type { FastifyPluginAsync } from 'fastify';
import { requireAdmin } from '../auth/guard.js';
import type { ServerContext } from '../context.js';
import { DuplicateKeyError, type CollectionSpec } from '../db/index.js';
import { notFound } from '../errors.js';
import { idvParams } from '../schemas.js';
import {
  findStockVehicle,
  generatedVehicle,
  setStockChanges,
  type StockChange,
} from './groupStock.js';

export const STOCK_CHANGES: CollectionSpec<StockChange> = { name: 'stock-changes' };

const changeBody = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    reservado: { type: 'boolean' },
    precio: { type: 'number', minimum: 0, maximum: 10_000_000 },
    vendido: { type: 'boolean' },
  },
} as const;

type ChangeBody = Partial<Pick<StockChange, 'reservado' | 'precio' | 'vendido'>>;

export const stockChangeRoutes: FastifyPluginAsync<ServerContext> = async (app, context) => {
  const { db, events, config } = context;
  const changes = db.collection(STOCK_CHANGES);
  const load = async () => setStockChanges(config, await changes.list());
  await load();
  // Another server's change: read them all again (a handful at most).
  const unsubscribe = events.subscribe((change) => {
    if (change.resource === STOCK_CHANGES.name && change.remote) {
      load().catch((error: unknown) => app.log.error(error, 'Cambios del stock: lectura fallida'));
    }
  });
  app.addHook('onClose', async () => unsubscribe());

  /** Stores `body` over the vehicle's earlier change, if any. */
  async function store(idv: string, body: ChangeBody): Promise<void> {
    const at = new Date().toISOString();
    for (let attempt = 1; ; attempt++) {
      if (await changes.apply(idv, (current) => ({ ...current, ...body, at }))) return;
      try {
        await changes.insert({ _id: idv, ...body, at });
        return;
      } catch (error) {
        // Another request stored the first change meanwhile: apply onto it.
        if (!(error instanceof DuplicateKeyError) || attempt >= 3) throw error;
      }
    }
  }

  app.patch<{ Params: { idv: string }; Body: ChangeBody }>(
    '/publishing/api/v1/quiter/:idv',
    { onRequest: requireAdmin, schema: { params: idvParams, body: changeBody } },
    async (request) => {
      const { idv } = request.params;
      if (!generatedVehicle(config, idv)) throw notFound(`El vehículo ${idv} no está en el stock`);
      await store(idv, request.body);
      await load();
      events.changed(STOCK_CHANGES.name, 'update', [idv]);
      const vehicle = findStockVehicle(config, idv);
      return vehicle ?? { idv, vendido: true };
    },
  );
};
