// Channel consistency (docs/API.md "Channel consistency"): the report of every drift between
// the group stock and the channels, one vehicle's place on every channel, the fixes, and the
// automatic-fix setting (administrators).
import type { FastifyPluginAsync } from 'fastify';
import {
  DRIFT_KINDS,
  filterReport,
  isEligible,
  type DriftKind,
} from '../../src/domain/consistency.js';
import { cashPrice } from '../../src/domain/stock.js';
import { requireAdmin } from '../auth/guard.js';
import type { ServerChannel } from '../channels/index.js';
import { marketplaceFor } from '../cnet/routes.js';
import { usesRealMarketplace } from '../cnet/client.js';
import type { ServerContext } from '../context.js';
import { sendJson } from '../schemas.js';
import { findStockVehicle } from '../stock/groupStock.js';
import { AutoFix } from './autoFix.js';
import { DriftFixer, type FixItem } from './fixes.js';
import { ConsistencyService, type ComputedReport } from './service.js';

/** Items one fix request may name (the console sends a selection a few at a time). */
export const MAX_FIX_ITEMS = 500;
/** The channels' listings are read in the background this long after start. */
const WARM_DELAY_MS = 3000;
/** The automatic fixes' first run waits for the server to settle after start. */
const FIRST_AUTO_FIX_MS = 5000;

const IDV = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,40}$' } as const;

/** The whole report as sent, written once per report (2 MB at 10,000 vehicles). */
const written = new WeakMap<ComputedReport, string>();
function unfilteredJson(report: ComputedReport): string {
  let json = written.get(report);
  if (json === undefined) {
    const { generatedAt, channels, drifts } = report;
    json = JSON.stringify({ generatedAt, channels, drifts });
    written.set(report, json);
  }
  return json;
}

export const consistencyRoutes: FastifyPluginAsync<
  ServerContext & { channels: readonly ServerChannel[] }
> = async (app, options) => {
  const { channels, ...context } = options;
  const ids = channels.map((channel) => channel.id);
  const service = new ConsistencyService(context, channels);
  const cnet = ids.includes('cnet') && !usesRealMarketplace(context.config);
  const fixer = new DriftFixer(context, service, cnet ? marketplaceFor(context) : undefined);
  const autoFix = new AutoFix(context, service, fixer);
  service.onSettled = () => autoFix.soon();
  let firstRun: ReturnType<typeof setTimeout> | undefined;
  app.addHook('onReady', async () => {
    service.warmSoon(WARM_DELAY_MS);
    firstRun = setTimeout(() => autoFix.soon(), FIRST_AUTO_FIX_MS);
    firstRun.unref();
  });
  app.addHook('onClose', async () => {
    clearTimeout(firstRun);
    service.close();
    await autoFix.settled();
  });

  const reportQuery = {
    type: 'object',
    additionalProperties: false,
    properties: {
      channel: { type: 'string', enum: ids },
      kind: { type: 'string', enum: DRIFT_KINDS },
    },
  } as const;

  app.get<{ Querystring: { channel?: string; kind?: DriftKind } }>(
    '/consistency',
    { schema: { querystring: reportQuery } },
    async (request, reply) => {
      const report = await service.report();
      const { channel, kind } = request.query;
      if (!channel && !kind) return sendJson(reply, unfilteredJson(report));
      const { generatedAt, channels: counts, drifts } = report;
      return { generatedAt, ...filterReport({ channels: counts, drifts }, { channel, kind }) };
    },
  );

  app.get<{ Params: { idv: string } }>(
    '/consistency/vehicles/:idv',
    {
      schema: {
        params: {
          type: 'object',
          additionalProperties: false,
          required: ['idv'],
          properties: { idv: IDV },
        },
      },
    },
    async (request) => {
      const { idv } = request.params;
      const report = await service.report();
      const vehicle = findStockVehicle(context.config, idv);
      const stockPrice = vehicle ? cashPrice(vehicle) : null;
      return {
        idv,
        inStock: Boolean(vehicle),
        reservado: Boolean(vehicle?.reservado),
        ...(stockPrice !== null ? { stockPrice } : {}),
        channels: report.inputs.map((input) => {
          const own = input.listings.filter((ref) => ref.idv === idv);
          const elsewhere = (input.elsewhere ?? []).filter((ref) => ref.idv === idv);
          return {
            id: input.id,
            label: input.label,
            eligible: vehicle ? isEligible(input.rule, vehicle) : false,
            listed: own.length > 0,
            listings: [...own, ...elsewhere].map((ref) => ({
              listingId: ref.listingId,
              ...(ref.price !== null ? { price: ref.price } : {}),
              ...(ref.place ? { place: ref.place } : {}),
            })),
            drifts: report.drifts
              .filter((d) => d.channel === input.id && d.idv === idv)
              .map((d) => ({ kind: d.kind, message: d.message })),
          };
        }),
      };
    },
  );

  const fixBody = {
    type: 'object',
    additionalProperties: false,
    required: ['items'],
    properties: {
      items: {
        type: 'array',
        minItems: 1,
        maxItems: MAX_FIX_ITEMS,
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['channel', 'idv', 'kind'],
          properties: {
            channel: { type: 'string', enum: ids },
            idv: IDV,
            kind: { type: 'string', enum: DRIFT_KINDS },
          },
        },
      },
    },
  } as const;

  app.post<{ Body: { items: FixItem[] } }>(
    '/consistency/fix',
    { schema: { body: fixBody } },
    async (request) => fixer.fix(request.body.items),
  );

  const settingsBody = {
    type: 'object',
    additionalProperties: false,
    required: ['autoFix'],
    properties: {
      autoFix: {
        type: 'object',
        additionalProperties: false,
        properties: Object.fromEntries(ids.map((id) => [id, { type: 'boolean' }])),
      },
    },
  } as const;

  app.get('/settings/consistency', { onRequest: requireAdmin }, async () => ({
    autoFix: await autoFix.read(),
  }));

  app.put<{ Body: { autoFix: Record<string, boolean> } }>(
    '/settings/consistency',
    { onRequest: requireAdmin, schema: { body: settingsBody } },
    async (request) => ({ autoFix: await autoFix.write(request.body.autoFix) }),
  );
};
