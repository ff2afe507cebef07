// Demo motorcycle stock: about 150 motos of the group's brands, from
// 125 cc scooters to trail and sport bikes, new (VN) and used (VO), some reserved, some fields
// left empty on purpose (a missing figure displays '0'), `reservado` as '1'/'0' as
// the stock system sends it, and photos for most. The photos are real JPEGs with their
// thumbnails (server/uploads/images.ts), drawn by sharp after the seed, off the start-up path:
// a photo asked for before they are ready waits for them (demoPhotosReady).
import { access, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Moto } from '../../src/domain/motos/types.js';
import type { Equipment, Price, VehicleResource } from '../../src/domain/types.js';
import type { Config } from '../config.js';
import { OWNER_ONLY_FILE } from '../db/permissions.js';
import type { Database } from '../db/index.js';
import { MOTOS } from '../motos/collections.js';
import { makeThumbnail, UPLOAD_STORE, uploadedImage } from '../uploads/images.js';
import { GROUP_DEALERS } from './dealers.js';
import { createRandom, type Random } from './random.js';

/** How many motos a demo installation gets unless SEED_MOTOS says otherwise. */
const DEMO_MOTOS = 150;

type Family = 'scooter' | 'naked' | 'sport' | 'trail' | 'custom' | 'touring';

interface MotoModel {
  marca: string;
  modelo: string;
  family: Family;
  cilindrada: number | null;
  cv: number;
  /** Price new (€). */
  pvp: number;
  electric?: boolean;
}

const m = (
  marca: string,
  modelo: string,
  family: Family,
  cilindrada: number | null,
  cv: number,
  pvp: number,
  electric = false,
): MotoModel => ({ marca, modelo, family, cilindrada, cv, pvp, electric });

/** The brands the group's motorbike dealerships sell. */
const MOTO_CATALOG: readonly MotoModel[] = [
  m('YAMAHA', 'NMAX 125', 'scooter', 125, 12.2, 3599),
  m('YAMAHA', 'XMAX 300', 'scooter', 292, 28, 6499),
  m('YAMAHA', 'TMAX 560', 'scooter', 562, 47.6, 13999),
  m('YAMAHA', 'MT-07', 'naked', 689, 73.4, 7999),
  m('YAMAHA', 'MT-09', 'naked', 890, 119, 10499),
  m('YAMAHA', 'Tracer 9 GT', 'touring', 890, 119, 15999),
  m('YAMAHA', 'Ténéré 700', 'trail', 689, 73.4, 11299),
  m('YAMAHA', 'R7', 'sport', 689, 73.4, 9699),
  m('YAMAHA', 'YZF-R125', 'sport', 125, 15, 5699),
  m('HONDA', 'PCX 125', 'scooter', 125, 12.5, 3590),
  m('HONDA', 'SH125i', 'scooter', 125, 12.7, 3799),
  m('HONDA', 'Forza 350', 'scooter', 330, 29.2, 6250),
  m('HONDA', 'CB650R', 'naked', 649, 95, 9390),
  m('HONDA', 'CB500 Hornet', 'naked', 471, 47.6, 6690),
  m('HONDA', 'CRF1100L Africa Twin', 'trail', 1084, 102, 16490),
  m('HONDA', 'NC750X', 'trail', 745, 58.6, 8990),
  m('HONDA', 'CBR650R', 'sport', 649, 95, 9890),
  m('HONDA', 'Rebel 500', 'custom', 471, 46, 6590),
  m('KAWASAKI', 'Z650', 'naked', 649, 68, 7849),
  m('KAWASAKI', 'Z900', 'naked', 948, 125, 10899),
  m('KAWASAKI', 'Ninja 650', 'sport', 649, 68, 8349),
  m('KAWASAKI', 'Versys 650', 'trail', 649, 67, 8899),
  m('BMW', 'R 1250 GS', 'trail', 1254, 136, 21750),
  m('BMW', 'F 900 R', 'naked', 895, 105, 10850),
  m('BMW', 'S 1000 RR', 'sport', 999, 210, 23350),
  m('BMW', 'C 400 X', 'scooter', 350, 34, 7150),
  m('BMW', 'R 18', 'custom', 1802, 91, 23500),
  m('BMW', 'R 1250 RT', 'touring', 1254, 136, 23900),
  m('PIAGGIO', 'Beverly 300', 'scooter', 278, 26, 5299),
  m('PIAGGIO', 'MP3 400', 'scooter', 399, 35, 8999),
  m('VESPA', 'Primavera 125', 'scooter', 125, 10.7, 4299),
  m('VESPA', 'GTS 300', 'scooter', 278, 23.8, 6499),
  m('KYMCO', 'Agility 125', 'scooter', 125, 9.9, 1999),
  m('KYMCO', 'AK 550', 'scooter', 550, 53, 11490),
  m('TRIUMPH', 'Trident 660', 'naked', 660, 81, 8495),
  m('TRIUMPH', 'Tiger 900 GT', 'trail', 888, 108, 15995),
  m('KTM', '390 Duke', 'naked', 373, 44, 5999),
  m('KTM', '890 Adventure', 'trail', 889, 105, 14499),
  m('SILENCE', 'S01', 'scooter', null, 10.2, 6990, true),
];

const COLORS = ['NEGRO', 'BLANCO', 'GRIS MATE', 'ROJO', 'AZUL', 'VERDE', 'AMARILLO', 'NARANJA'];

const STANDARD: Record<Family, readonly string[]> = {
  scooter: ['ABS', 'Luces LED', 'Hueco bajo el asiento para casco', 'Toma USB', 'Smart Key'],
  naked: [
    'ABS en curva',
    'Control de tracción',
    'Modos de conducción',
    'Pantalla TFT',
    'Luces LED',
  ],
  sport: [
    'ABS en curva',
    'Control de tracción',
    'Quickshifter',
    'Embrague antirrebote',
    'Pantalla TFT',
  ],
  trail: [
    'ABS desconectable',
    'Control de tracción',
    'Protector de cárter',
    'Cúpula regulable',
    'Modos de conducción',
  ],
  custom: ['ABS', 'Luces LED', 'Control de crucero', 'Embrague asistido'],
  touring: [
    'Control de crucero',
    'Maletas laterales',
    'Puños calefactables',
    'Suspensión electrónica',
    'Pantalla TFT',
  ],
};

const EXTRAS = [
  'Baúl trasero',
  'Puños calefactables',
  'Escape Akrapovič',
  'Defensas de motor',
  'Soporte para móvil',
  'Parabrisas alto',
  'Alarma',
  'Intermitentes LED',
  'Asiento confort',
];

const REMARKS = [
  'Libro de mantenimiento sellado en el servicio oficial.',
  'Revisión recién hecha, neumáticos nuevos.',
  'Única propietaria, siempre en garaje.',
  'Unidad de exposición con garantía oficial.',
  '',
];

/** Views drawn per family: the demo photos are shared, as a stock feed's catalogue photos. */
const VIEWS = 3;
const FAMILIES: readonly Family[] = ['scooter', 'naked', 'sport', 'trail', 'custom', 'touring'];
const demoPhotoName = (family: Family, view: number) => `demo-moto-${family}-${view}.jpg`;

const round2 = (n: number) => Math.round(n * 100) / 100;
/** A shop price: ends in 90 (a few with cents, as the stock system sends some). */
const shopPrice = (random: Random, value: number) => {
  const price = Math.max(990, Math.round(value / 100) * 100 - 10);
  return random.chance(0.08) ? price + 0.5 : price;
};

const plateLetters = [...'BCDFGHJKLMNPRSTVWXYZ'];
const plate = (random: Random) =>
  `${String(random.int(0, 9999)).padStart(4, '0')} ${random.pick(['K', 'L', 'M', 'N'])}${random.pick(plateLetters)}${random.pick(plateLetters)}`;

function photos(random: Random, family: Family): VehicleResource[] {
  // About one moto in eight has no photos yet ('Este vehículo no tiene fotos').
  if (random.chance(0.12)) return [];
  const count = random.int(1, VIEWS);
  const first = random.int(1, VIEWS);
  return Array.from({ length: count }, (_, i) => {
    const view = ((first - 1 + i) % VIEWS) + 1;
    const { filename, url } = uploadedImage(demoPhotoName(family, view));
    return {
      _id: `${filename.replace(/\.jpg$/, '')}`,
      nombre: filename,
      url,
      tipo: 'IMAGEN' as const,
      propiedades: [
        { nombre: 'EsFotoPrincipal' as const, valor: i === 0 },
        { nombre: 'OrdenFoto' as const, valor: i + 1 },
      ],
    };
  });
}

function equipment(random: Random, family: Family): Equipment[] {
  const serie: Equipment[] = STANDARD[family]
    .filter(() => random.chance(0.8))
    .map((descripcion, i) => ({ id: String(i + 1), tipo: 'Serie', descripcion }));
  const extras: Equipment[] = EXTRAS.filter(() => random.chance(0.15)).map((descripcion, i) => ({
    id: String(100 + i),
    tipo: 'Extras',
    descripcion,
  }));
  // One moto in twenty has a row the stock system left without type.
  const loose: Equipment[] = random.chance(0.05)
    ? [{ tipo: '', descripcion: 'Kit de herramientas' }]
    : [];
  return [...serie, ...extras, ...loose];
}

/** The i-th demo moto (deterministic). */
function demoMoto(i: number, random: Random, now: Date): Omit<Moto, '_id'> {
  const model = random.pick(MOTO_CATALOG);
  const dealer = random.pick(GROUP_DEALERS);
  const nuevo = random.chance(0.4);
  const year = nuevo ? now.getUTCFullYear() : random.int(2016, now.getUTCFullYear() - 1);
  const km = nuevo ? random.int(0, 10) : random.int(1, 60) * 1000 + random.int(0, 999);
  const age = now.getUTCFullYear() - year;
  const value = nuevo
    ? model.pvp * (1 - random.int(0, 8) / 100)
    : model.pvp * Math.pow(0.88, age) - km * 0.03;
  const precioVenta = shopPrice(random, value);
  const month = random.int(1, 12);
  const registered = nuevo
    ? null
    : new Date(Date.UTC(year, month - 1, random.int(1, 28))).toISOString();
  const empty = (probability: number) => random.chance(probability);
  const seller = random.pick(dealer.vendedores);
  const precios: Price[] = [
    { tipo: 'VENTA', valor: precioVenta },
    { tipo: 'COMPRAVENTA', valor: shopPrice(random, precioVenta * 0.85) },
    { tipo: 'EXPORTACION', valor: shopPrice(random, precioVenta * 0.9) },
    { tipo: 'PUBLICACION', valor: precioVenta + 300 },
  ];
  return {
    idv: String(70001 + i),
    marca: model.marca,
    modelo: model.modelo,
    version: `${model.modelo} ${model.electric ? 'Eléctrica' : 'ABS'} ${year}`,
    tipo: nuevo ? 'VN' : 'VO',
    tipoVO: nuevo ? '' : km < 1000 ? 'KM0 KM0 VO' : 'OCASION',
    tipoVehiculo: 'MOTOCICLETA',
    pais: 'ES',
    idConcesion: dealer.idConcesion,
    nombreConcesionario: dealer.nombreConcesionario,
    ubicacion: random.pick(dealer.ubicaciones),
    bastidor: `${model.marca.slice(0, 2)}M${random.hex(14).toUpperCase()}`,
    carroceria: model.family.toUpperCase(),
    color: empty(0.08) ? '' : random.pick(COLORS),
    potenciaCv: empty(0.08) ? null : model.cv,
    potenciaKw: empty(0.1) ? null : round2(model.cv * 0.7355),
    km,
    matricula: nuevo ? '' : plate(random),
    combustible: empty(0.06) ? '' : model.electric ? 'ELECTRICO' : 'GASOLINA',
    cambio: model.family === 'scooter' ? 'AUTOMATICO' : 'MANUAL',
    normativa: model.electric ? '' : 'EURO 5',
    garantia: empty(0.1) ? null : nuevo ? random.pick([24, 36]) : 12,
    reservado: random.chance(0.12) ? '1' : '0',
    fechaMatriculacion: registered,
    anyoModelo: empty(0.07) ? null : year,
    mesModelo: month,
    numPropietariosAnteriores: nuevo ? 0 : random.int(1, 3),
    ivaDeducible: random.chance(0.3),
    observaciones: random.pick(REMARKS),
    publicar: random.chance(0.65),
    precioVenta,
    pvpPublicacion: empty(0.1) ? null : precioVenta + 300,
    pvoNuevo: empty(0.12) ? null : model.pvp,
    cilindrada: model.cilindrada,
    vehiculoContacto: [seller],
    precios,
    equipamiento: equipment(random, model.family),
    recursos: photos(random, model.family),
  };
}

/** Writes the demo motos into an empty moto collection. */
export async function seedMotos(
  db: Database,
  config: Pick<Config, 'dataDir' | 'seedMotos'>,
  now = new Date(),
): Promise<number> {
  const motos = db.collection(MOTOS);
  if ((await motos.count()) > 0) return 0;
  const random = createRandom(12_2026);
  const count = config.seedMotos ?? DEMO_MOTOS;
  const docs = Array.from({ length: count }, (_, i) => demoMoto(i, random, now));
  await motos.insertMany(docs);
  drawDemoPhotos(config.dataDir);
  return count;
}

// ---------------------------------------------------------------- the demo photos

const pending = new Map<string, Promise<void>>();

/** Resolves once the demo photos of this data folder are on disk (at once if none pending). */
export const demoPhotosReady = (dataDir: string): Promise<void> =>
  pending.get(dataDir) ?? Promise.resolve();

function photoSvg(family: Family, view: number): Buffer {
  const hue = (FAMILIES.indexOf(family) * 55 + view * 23) % 360;
  const small = family === 'scooter';
  const r = small ? 52 : 78;
  const y = 440;
  const body = small
    ? `M230 ${y - 20} L300 ${y - 60} L470 ${y - 60} L520 ${y - 190} L560 ${y - 190} L540 ${y - 60} L590 ${y - 20} Z`
    : family === 'sport'
      ? `M210 ${y - 40} L330 ${y - 170} L520 ${y - 190} L610 ${y - 120} L590 ${y - 40} Z`
      : family === 'custom'
        ? `M200 ${y - 30} L300 ${y - 110} L480 ${y - 120} L620 ${y - 60} L600 ${y - 30} Z`
        : `M210 ${y - 40} L320 ${y - 150} L500 ${y - 160} L600 ${y - 90} L590 ${y - 40} Z`;
  const label = {
    scooter: 'Scooter',
    naked: 'Naked',
    sport: 'Deportiva',
    trail: 'Trail',
    custom: 'Custom',
    touring: 'Turismo',
  }[family];
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="hsl(${hue},40%,86%)"/><stop offset="1" stop-color="hsl(${hue},30%,62%)"/></linearGradient></defs>
<rect width="800" height="600" fill="url(#g)"/>
<rect y="${y + r - 10}" width="800" height="${600 - y - r + 10}" fill="hsl(${hue},15%,40%)"/>
<circle cx="${small ? 250 : 220}" cy="${y}" r="${r}" fill="#1d1d1d"/><circle cx="${small ? 250 : 220}" cy="${y}" r="${r * 0.45}" fill="#9a9a9a"/>
<circle cx="${small ? 560 : 590}" cy="${y}" r="${r}" fill="#1d1d1d"/><circle cx="${small ? 560 : 590}" cy="${y}" r="${r * 0.45}" fill="#9a9a9a"/>
<path d="${body}" fill="hsl(${hue},55%,32%)"/>
<path d="M${small ? 540 : 580} ${y - (small ? 190 : 130)} L${small ? 560 : 610} ${y - (small ? 240 : 230)} L${small ? 610 : 650} ${y - (small ? 245 : 238)}" stroke="#222" stroke-width="12" stroke-linecap="round" fill="none"/>
<rect x="${small ? 330 : 360}" y="${y - (small ? 85 : family === 'custom' ? 140 : 185)}" width="${small ? 150 : 140}" height="24" rx="12" fill="#222"/>
<circle cx="${small ? 565 : 615}" cy="${y - (small ? 150 : 120)}" r="16" fill="#ffe9a8"/>
<text x="400" y="90" font-family="sans-serif" font-size="40" text-anchor="middle" fill="#fff">${label} · vista ${view}</text>
<text x="400" y="130" font-family="sans-serif" font-size="22" text-anchor="middle" fill="#fff">Foto de demostración</text>
</svg>`);
}

/** Draws the photos (and thumbnails) missing from the data folder, in the background. */
function drawDemoPhotos(dataDir: string): void {
  const run = (async () => {
    const folder = join(dataDir, UPLOAD_STORE.folder);
    await mkdir(folder, { recursive: true, mode: 0o700 });
    for (const family of FAMILIES) {
      for (let view = 1; view <= VIEWS; view++) {
        const name = demoPhotoName(family, view);
        const path = join(folder, name);
        if (
          await access(path).then(
            () => true,
            () => false,
          )
        )
          continue;
        const jpeg = await sharp(photoSvg(family, view)).jpeg({ quality: 78 }).toBuffer();
        await writeFile(path, jpeg, { mode: OWNER_ONLY_FILE });
        await makeThumbnail({ dataDir }, name, jpeg);
      }
    }
  })()
    // A data folder removed meanwhile (a test closing early) only loses its demo photos.
    .catch(() => undefined)
    .finally(() => pending.delete(dataDir));
  pending.set(dataDir, run);
}
