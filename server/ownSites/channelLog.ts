// Grupo Oliva's sale stock is its channel's listings (sites.ts), so the channel's own routes —
// 'Enviar' (bulk-create), update-db and the single delete — write the site's log too, as every
// import and update-db of an own site does. Hooked onto the channel's plugin from
// channels/grupoliva.ts: the answer, once sent successfully, says what changed.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../auth/guard.js';
import { isIdempotentReplay } from '../idempotency.js';
import type { ServerContext } from '../context.js';
import { writeLog, type NewLogEntry } from './log.js';
import type { OwnSite } from './sites.js';

type Entry = Omit<NewLogEntry, 'site' | 'siteLabel' | 'user'>;

interface ChannelAnswers {
  /** bulk-create: numOfNews, numOfExist, existIDVs and the idvs sent. */
  bulkCreate: string;
  /** update-db: {count, vehicles} of the retired listings. */
  updateDb: string;
  /** DELETE …/:id: the listing deleted. */
  remove: string;
}

type Json = Record<string, unknown>;

const parse = (payload: unknown): Json | null => {
  if (typeof payload !== 'string') return null;
  try {
    return JSON.parse(payload) as Json;
  } catch {
    return null;
  }
};

const idvsOf = (list: unknown): string[] =>
  Array.isArray(list) ? list.map((v) => String((v as Json).idv)) : [];

export function logChannelRoutes(
  app: FastifyInstance,
  context: Pick<ServerContext, 'db' | 'events'>,
  site: Pick<OwnSite, 'id' | 'label'>,
  urls: ChannelAnswers,
  /** update-db's 'changed ones updated' step, before the channel retires the others. */
  refreshChanged?: () => Promise<string[]>,
): void {
  const refreshed = new WeakMap<FastifyRequest, string[]>();
  // The idv of a listing about to be deleted (its answer only has the _id).
  const deleting = new WeakMap<FastifyRequest, string>();
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.url === urls.updateDb && refreshChanged) {
      refreshed.set(request, await refreshChanged());
    }
    if (request.routeOptions.url !== urls.remove) return;
    const { id } = request.params as { id: string };
    const doc = await context.db.collection({ name: `${site.id}-vehicles` }).get(id);
    if (doc) deleting.set(request, String((doc as unknown as Json).idv));
  });

  const entryFor = (request: FastifyRequest, answer: Json): Entry | null => {
    switch (request.routeOptions.url) {
      case urls.bulkCreate: {
        // A sent idv was created when it was sent once more than it is named as existing.
        const left = new Map<string, number>();
        for (const idv of idvsOf((request.body as { data?: unknown }).data)) {
          left.set(idv, (left.get(idv) ?? 0) + 1);
        }
        for (const idv of answer.existIDVs as string[]) left.set(idv, (left.get(idv) ?? 0) - 1);
        return {
          kind: 'sync',
          message: {
            type: 'Importación',
            text: String(answer.message),
            newVehicles: Number(answer.numOfNews),
            duplicate: Number(answer.numOfExist),
            newIDVs: [...left].filter(([, n]) => n > 0).map(([idv]) => idv),
          },
        };
      }
      case urls.updateDb: {
        const deleteIDVs = idvsOf(answer.vehicles);
        const updateIdvs = refreshed.get(request) ?? [];
        return {
          kind: 'database',
          // The channel's sync has written its sync record and notification already.
          notify: false,
          message: {
            type: 'Actualización DDBB',
            text: String(answer.message),
            numUpdates: updateIdvs.length,
            numDeleted: deleteIDVs.length,
            updateIdvs,
            deleteIDVs,
          },
        };
      }
      case urls.remove: {
        const idv = deleting.get(request);
        if (!idv) return null;
        return {
          kind: 'database',
          message: {
            type: 'Eliminación',
            text: `Vehículo ${idv} eliminado`,
            numDeleted: 1,
            deleteIDVs: [idv],
          },
        };
      }
      default:
        return null;
    }
  };

  app.addHook('onSend', async (request, reply, payload) => {
    // A repeated request's stored answer did nothing: it was logged the first time.
    if (reply.statusCode >= 300 || !request.user || isIdempotentReplay(request)) return payload;
    const answer = parse(payload);
    const entry = answer && entryFor(request, answer);
    if (entry) {
      await writeLog(context, {
        ...entry,
        site: site.id,
        siteLabel: site.label,
        user: currentUser(request).email,
      });
    }
    return payload;
  });
}
