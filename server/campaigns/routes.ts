// Campaigns (docs/API.md "Campaigns"): one collection seen two ways — /api/campaigns with the
// campaign field names and /api/publishing/api/v1/campaign with the countdown campaign names — each
// with GET (list and one), POST, PUT /:id and DELETE /:id; plus the icon upload and the public icon
// files.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { iconRoutes } from './icons.js';
import { createBody, labelValidationErrors, updateBody } from './schemas.js';
import { CampaignStore } from './store.js';
import { CAMPAIGN_VIEWS, COUNTDOWN_VIEW, toView, type CampaignView } from './views.js';
import type { ServerContext } from '../context.js';
import { idParams, type IdParams } from '../schemas.js';

const noQuery = { type: 'object', additionalProperties: false, properties: {} } as const;

type Body = Record<string, unknown>;

function viewRoutes(app: FastifyInstance, store: CampaignStore, view: CampaignView): void {
  const show = (campaign: Parameters<typeof toView>[1]) => toView(view, campaign);
  const { base } = view;
  labelValidationErrors(app, view);

  app.get(base, { schema: { querystring: noQuery } }, async () => (await store.list()).map(show));
  app.get<{ Params: IdParams }>(
    `${base}/:id`,
    { schema: { params: idParams, querystring: noQuery } },
    async (request) => show(await store.get(request.params.id)),
  );
  app.post<{ Body: Body }>(
    base,
    { schema: { querystring: noQuery, body: createBody(view) } },
    async (request, reply) => reply.code(201).send(show(await store.create(view, request.body))),
  );
  app.put<{ Params: IdParams; Body: Body }>(
    `${base}/:id`,
    { schema: { params: idParams, querystring: noQuery, body: updateBody(view) } },
    async (request) => {
      const { campaign } = await store.update(view, request.params.id, request.body);
      return show(campaign);
    },
  );
  app.delete<{ Params: IdParams }>(
    `${base}/:id`,
    { schema: { params: idParams, querystring: noQuery } },
    async (request) => {
      await store.remove(request.params.id);
      return { message: 'Campaña eliminada', _id: request.params.id };
    },
  );
}

export const campaignRoutes: FastifyPluginAsync<ServerContext> = async (app, context) => {
  const store = new CampaignStore(context, app.log);
  await iconRoutes(app, context.config, `${COUNTDOWN_VIEW.base}/icon`);
  // Each view in its own child plugin: its error handler names the fields with its labels.
  for (const view of CAMPAIGN_VIEWS) {
    await app.register(async (child) => viewRoutes(child, store, view));
  }
};
