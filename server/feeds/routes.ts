// The feeds folder over HTTP (docs/API.md "Feeds"): every feed file's last
// generation, and the files themselves, with the session token like any other API call.
import type { FastifyPluginAsync } from 'fastify';
import type { FeedFormat } from '../../src/domain/feeds/types.js';
import type { ServerContext } from '../context.js';
import { notFound } from '../errors.js';
import { CHANNEL_NAME, FEED_NAME, readFeedFile } from './files.js';
import { FEEDS, feedInfo } from './records.js';

const FEED_CONTENT_TYPES: Record<FeedFormat, string> = {
  xml: 'application/xml; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { channel: { type: 'string', pattern: CHANNEL_NAME.source } },
} as const;

const fileParams = {
  type: 'object',
  additionalProperties: false,
  required: ['channel', 'file'],
  properties: {
    channel: { type: 'string', pattern: CHANNEL_NAME.source },
    file: { type: 'string', pattern: FEED_NAME.source },
  },
} as const;

const fileQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { download: { type: 'string', enum: ['1', '0'] } },
} as const;

export const feedRoutes: FastifyPluginAsync<ServerContext> = async (app, { config, db }) => {
  const records = db.collection(FEEDS);

  app.get<{ Querystring: { channel?: string } }>(
    '/feeds',
    { schema: { querystring: listQuery } },
    async (request) => {
      const { channel } = request.query;
      const all = await records.list(channel ? { where: { channel } } : {});
      return all.map(feedInfo);
    },
  );

  app.get<{ Params: { channel: string; file: string }; Querystring: { download?: '1' | '0' } }>(
    '/feeds/:channel/:file',
    { schema: { params: fileParams, querystring: fileQuery } },
    async (request, reply) => {
      const { channel, file } = request.params;
      const record = await records.findOne('key', `${channel}/${file}`);
      const content = record && (await readFeedFile(config, channel, file));
      if (!record || !content) throw notFound('Fichero no encontrado');
      const disposition = request.query.download === '1' ? 'attachment' : 'inline';
      return reply
        .header('Content-Type', FEED_CONTENT_TYPES[record.format])
        .header('Content-Disposition', `${disposition}; filename="${file}"`)
        .header('Last-Modified', new Date(record.generatedAt).toUTCString())
        .header('Cache-Control', 'no-store')
        .send(content);
    },
  );
};
