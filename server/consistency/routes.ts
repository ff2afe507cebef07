// Channel consistency (docs/API.md "Channel consistency"): the report of every drift between
// the group stock and the channels, one vehicle's place on every channel, the fixes, and the
// automatic-fix setting (administrators).
import type { FastifyPluginAsync } from 'fastify';
import { filterReport } from '../../src/domain/consistency.js';
import { isEligible } from '../../src/domain/consistency/channelRules.js';
import { DRIFT_KINDS, type Drift, type DriftKind } from '../../src/domain/consistency/types.js';
import { cashPrice } from '../../src/domain/stock.js';
import { requireAdmin } from '../auth/guard.js';
import type { ServerChannel } from '../channels/index.js';
import { marketplaceFor } from '../cnet/routes.js';
import { usesRealMarketplace } from '../cnet/client.js';
import type { ServerContext } from '../context.js';
import { HeldAnswer } from '../heldAnswer.js';
import { findStockVehicle } from '../stock/groupStock.js';
import { AutoFix } from './autoFix.js';
import { DriftFixer, type FixItem } from './fixes.js';
import { ConsistencyService, type ComputedReport } from './service.js';

/** Items one fix request may name (the console sends a selection a few at a time). */
export const MAX_FIX_ITEMS = 500;
/** The automatic fixes' first run waits for the server to settle after start. */
const FIRST_AUTO_FIX_MS = 5000;

const IDV = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,40}$' } as const;

/** Each drift as JSON bytes, written once: a new report keeps the drifts that did not change. */
const driftBytes = new WeakMap<Drift, Buffer>();

/**
 * The report's answer as sent, for each filter asked, written once per report (2.4 MB of JSON
 * at 10,000 vehicles): the bytes of JSON.stringify({generatedAt, channels, drifts}), put
 * together from the drifts' own, then held gzipped (heldAnswer.ts) as the other large answers.
 */
const answers = new WeakMap<ComputedReport, Map<string, HeldAnswer>>();

function answerBody(report: ComputedReport, filter: { channel?: string; kind?: DriftKind }) {
  const key = `${filter.channel ?? ''}|${filter.kind ?? ''}`;
  let bodies = answers.get(report);
  if (!bodies) answers.set(report, (bodies = new Map()));
  let body = bodies.get(key);
  if (body === undefined) {
    const { channels, drifts } = filterReport(report, filter);
    const head = JSON.stringify({ generatedAt: report.generatedAt, channels });
    const start = Buffer.from(`${head.slice(0, -1)},"drifts":[`);
    const parts: Buffer[] = new Array<Buffer>(drifts.length);
    let size = start.length + Math.max(0, drifts.length - 1) + 2;
    for (let i = 0; i < drifts.length; i++) {
      const drift = drifts[i]!;
      let bytes = driftBytes.get(drift);
      if (bytes === undefined) driftBytes.set(drift, (bytes = Buffer.from(JSON.stringify(drift))));
      parts[i] = bytes;
      size += bytes.length;
    }
    const json = Buffer.allocUnsafe(size);
    let at = start.copy(json, 0);
    for (let i = 0; i < parts.length; i++) {
      if (i) json[at++] = 0x2c; // ,
      at += parts[i]!.copy(json, at);
    }
    json[at++] = 0x5d; // ]
    json[at++] = 0x7d; // }
    bodies.set(key, (body = new HeldAnswer(json)));
  }
  return { body, etag: `"${Date.parse(report.generatedAt)}-${report.generation}-${key}"` };
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
  app.addHook('onListen', async () => service.warm());
  app.addHook('onReady', async () => {
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
      const { body, etag } = answerBody(report, { channel, kind });
      // Asked again with nothing changed: the page's copy is current.
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return body.send(request, reply);
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
