// Demo campaign icons: small PNGs drawn here and stored as if uploaded
// (server/campaigns/icons.ts), so the demo's badges, cards and table show icons without any
// other host. Each is a few shapes in a 64-unit box (holes cut out of them), anti-aliased by
// 4×4 supersampling.
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { ICON_FOLDER, ICON_URL_BASE } from '../campaigns/icons.js';
import { OWNER_ONLY_FILE, OWNER_ONLY_FOLDER } from '../db/permissions.js';

type Point = readonly [number, number];
type Shape =
  | { polygon: readonly Point[] }
  | { circle: Point; r: number; hole?: true }
  | { segment: readonly [Point, Point]; width: number };

const SIZE = 64;
const SAMPLES = 4;

function inPolygon(points: readonly Point[], x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i]!;
    const [xj, yj] = points[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function inShape(shape: Shape, x: number, y: number): boolean {
  if ('polygon' in shape) return inPolygon(shape.polygon, x, y);
  if ('circle' in shape) return Math.hypot(x - shape.circle[0], y - shape.circle[1]) <= shape.r;
  const [[x1, y1], [x2, y2]] = shape.segment;
  const length = (x2 - x1) ** 2 + (y2 - y1) ** 2;
  const t = Math.max(0, Math.min(1, ((x - x1) * (x2 - x1) + (y - y1) * (y2 - y1)) / length));
  return Math.hypot(x - (x1 + t * (x2 - x1)), y - (y1 + t * (y2 - y1))) <= shape.width / 2;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 64×64 RGBA PNG of the shapes in `colour` (#rrggbb) on a transparent ground. */
function drawIcon(shapes: readonly Shape[], colour: string): Buffer {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
  const rows: Buffer[] = [];
  for (let py = 0; py < SIZE; py++) {
    const row = Buffer.alloc(1 + SIZE * 4); // filter byte 0: none
    for (let px = 0; px < SIZE; px++) {
      let covered = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const x = px + (sx + 0.5) / SAMPLES;
          const y = py + (sy + 0.5) / SAMPLES;
          const hit = (shape: Shape) => inShape(shape, x, y);
          if (
            shapes.some((s) => !('hole' in s) && hit(s)) &&
            !shapes.some((s) => 'hole' in s && hit(s))
          ) {
            covered++;
          }
        }
      }
      row.set([r!, g!, b!, Math.round((255 * covered) / SAMPLES ** 2)], 1 + px * 4);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const star = (points: number, outer: number, inner: number): Point[] =>
  Array.from({ length: points * 2 }, (_, i) => {
    const angle = (Math.PI * i) / points - Math.PI / 2;
    const radius = i % 2 ? inner : outer;
    return [32 + radius * Math.cos(angle), 32 + radius * Math.sin(angle)] as Point;
  });

/** The demo icons by name. */
export const DEMO_ICONS: Readonly<Record<string, readonly Shape[]>> = {
  rayo: [
    {
      polygon: [
        [38, 4],
        [14, 36],
        [30, 36],
        [24, 60],
        [50, 26],
        [34, 26],
      ],
    },
  ],
  estrella: [{ polygon: star(5, 28, 12) }],
  copo: [0, 60, 120].flatMap((degrees): Shape[] => {
    const a = (degrees * Math.PI) / 180;
    const [dx, dy] = [26 * Math.cos(a), 26 * Math.sin(a)];
    return [
      {
        segment: [
          [32 - dx, 32 - dy],
          [32 + dx, 32 + dy],
        ],
        width: 6,
      },
    ];
  }),
  porcentaje: [
    {
      segment: [
        [50, 10],
        [14, 54],
      ],
      width: 7,
    },
    { circle: [17, 17], r: 9 },
    { circle: [47, 47], r: 9 },
  ],
  etiqueta: [
    {
      polygon: [
        [6, 30],
        [30, 6],
        [58, 6],
        [58, 34],
        [34, 58],
      ],
    },
    { circle: [46, 18], r: 5, hole: true },
  ],
};

/** Stores demo icon `name` in `colour` as an uploaded icon; returns its path. */
export async function storeDemoIcon(
  dataDir: string,
  name: keyof typeof DEMO_ICONS,
  colour: string,
): Promise<string> {
  const folder = join(dataDir, ICON_FOLDER);
  await mkdir(folder, { recursive: true, mode: OWNER_ONLY_FOLDER });
  await chmod(folder, OWNER_ONLY_FOLDER);
  const file = `demo-${name}-${colour.slice(1).toLowerCase()}.png`;
  await writeFile(join(folder, file), drawIcon(DEMO_ICONS[name]!, colour), {
    mode: OWNER_ONLY_FILE,
  });
  return `${ICON_URL_BASE}/${file}`;
}
