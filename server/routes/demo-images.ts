// Placeholder photos for the demo stock (recursos urls /demo-images/<idv>-<n>.svg). Outside
// /api and public, like any image a browser loads from an <img>; they carry no data.
import type { FastifyPluginAsync } from 'fastify';
import { hashSeed } from '../seed/random.js';

const fileParams = {
  type: 'object',
  additionalProperties: false,
  required: ['file'],
  properties: { file: { type: 'string', pattern: '^[0-9]{1,12}-[0-9]{1,3}\\.svg$' } },
} as const;

export function demoImageSvg(idv: string, photo: number): string {
  const hue = hashSeed(idv) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="hsl(${hue},45%,82%)"/><stop offset="1" stop-color="hsl(${hue},35%,58%)"/>
</linearGradient></defs>
<rect width="800" height="600" fill="url(#g)"/>
<path d="M150 380 L210 300 Q230 270 270 265 L520 260 Q560 260 590 290 L650 345 Q690 352 700 380 L700 420 L100 420 L100 390 Q110 380 150 380 Z" fill="hsl(${hue},30%,28%)"/>
<circle cx="230" cy="420" r="48" fill="#222"/><circle cx="230" cy="420" r="22" fill="#bbb"/>
<circle cx="580" cy="420" r="48" fill="#222"/><circle cx="580" cy="420" r="22" fill="#bbb"/>
<text x="400" y="520" font-family="sans-serif" font-size="34" text-anchor="middle" fill="#fff">Vehículo ${idv} · Foto ${photo}</text>
</svg>
`;
}

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
