// Placeholder photos for the demo stock (recursos urls /demo-images/<idv>-<n>.svg). Outside
// /api and public, like any image a browser loads from an <img>; they carry no data.
import type { FastifyPluginAsync } from 'fastify';
import { demoImageSvg } from './svg.js';

const fileParams = {
  type: 'object',
  additionalProperties: false,
  required: ['file'],
  properties: { file: { type: 'string', pattern: '^[0-9]{1,12}-[0-9]{1,3}\\.svg$' } },
} as const;

export const demoImageRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { file: string } }>(
    '/demo-images/:file',
    { schema: { params: fileParams } },
    async (request, reply) => {
      const [idv = '', photo = '1'] = request.params.file.replace(/\.svg$/, '').split('-');
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(demoImageSvg(idv, Number(photo)));
    },
  );
};
