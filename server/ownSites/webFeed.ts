// What the web would receive on a web sync ('Sincronización Web' / bulk-update-wp and
// woocommerce-sync): one WooCommerce-like product per vehicle, written to a feed file the
// console can open (GET /api/{site}/woocommerce-feed), and which IDVs were created, updated
// or deleted against the previous feed.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { orderedPhotos } from '../../src/domain/photoOrder.js';
import { PRICE_INDEX, type SaleVehicle } from './saleVehicle.js';

interface WooProduct {
  sku: string;
  name: string;
  type: 'simple';
  status: 'publish';
  featured: boolean;
  regular_price: string;
  description: string;
  categories: { name: string }[];
  images: { src: string; name: string; position: number }[];
  attributes: { name: string; options: string[] }[];
  meta_data: { key: string; value: unknown }[];
}

export interface FeedOutcome {
  createIDVs: string[];
  updateIdvs: string[];
  deleteIDVs: string[];
  /** Products in the feed after the sync. */
  total: number;
}

const price = (v: SaleVehicle, index: number) => v.precios?.[index]?.valor ?? null;

/** The product the web gets for one vehicle. */
export function wooProduct(v: SaleVehicle): WooProduct {
  const contado = price(v, PRICE_INDEX.contado);
  const attribute = (name: string, value: unknown) =>
    value === undefined || value === null || value === ''
      ? []
      : [{ name, options: [String(value)] }];
  return {
    sku: v.idv,
    name: [v.marca, v.modelo, v.version].filter(Boolean).join(' '),
    type: 'simple',
    status: 'publish',
    featured: Boolean(v.vehiculosHome || v.destacado),
    regular_price: contado === null ? '' : String(Math.round(contado)),
    description: v.observaciones ?? '',
    categories: [{ name: v.categoriaVehiculoWeb || 'Coches' }],
    // The console's photo order (src/domain/photoOrder.ts: main photo first, then OrdenFoto,
    // none last); WooCommerce's own `position` counts from 0, the first being the featured one.
    images: orderedPhotos(v.recursos ?? []).map((r, position) => ({
      src: r.url,
      name: r.nombre ?? '',
      position,
    })),
    attributes: [
      ...attribute('Marca', v.marca),
      ...attribute('Modelo', v.modelo),
      ...attribute('Tipo', v.tipoVehiculoWeb),
      ...attribute('Carrocería', v.tipoCarroceriaWeb),
      ...attribute('Combustible', v.combustible),
      ...attribute('Kilómetros', v.km),
      ...attribute('Año', v.anyoModelo),
    ],
    meta_data: [
      { key: 'idv', value: v.idv },
      { key: 'precio_financiado', value: price(v, PRICE_INDEX.financiado) },
      { key: 'precio_reserva', value: v.precioReserva ?? null },
      { key: 'campana', value: v.campana?.name ?? null },
      { key: 'landing_pages', value: v.landingPages ?? [] },
      { key: 'tipo_anuncio', value: v.tipoAnuncio ?? null },
    ],
  };
}

const feedFile = (dataDir: string, site: string) =>
  join(dataDir, 'feeds', `${site}-woocommerce.json`);

export async function readFeed(dataDir: string, site: string): Promise<WooProduct[]> {
  try {
    return JSON.parse(await readFile(feedFile(dataDir, site), 'utf8')) as WooProduct[];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * Writes the feed: with `selection`, only those vehicles change (available ones in, reserved
 * ones out); without, the feed becomes the site's whole available stock.
 */
export async function writeFeed(
  dataDir: string,
  site: string,
  stock: readonly SaleVehicle[],
  selection?: ReadonlySet<string>,
): Promise<FeedOutcome> {
  const previous = await readFeed(dataDir, site);
  const bySku = new Map(previous.map((p) => [p.sku, p]));
  const next = new Map(selection ? bySku : []);
  const outcome: FeedOutcome = { createIDVs: [], updateIdvs: [], deleteIDVs: [], total: 0 };
  for (const vehicle of stock) {
    if (selection && !selection.has(vehicle._id)) continue;
    const before = bySku.get(vehicle.idv);
    if (vehicle.reservado) {
      if (selection && next.delete(vehicle.idv)) outcome.deleteIDVs.push(vehicle.idv);
      continue;
    }
    const product = wooProduct(vehicle);
    next.set(vehicle.idv, product);
    if (!before) outcome.createIDVs.push(vehicle.idv);
    else if (JSON.stringify(before) !== JSON.stringify(product))
      outcome.updateIdvs.push(vehicle.idv);
  }
  if (!selection) {
    for (const sku of bySku.keys()) if (!next.has(sku)) outcome.deleteIDVs.push(sku);
  }
  outcome.total = next.size;
  const file = feedFile(dataDir, site);
  await mkdir(join(dataDir, 'feeds'), { recursive: true, mode: 0o700 });
  // Written beside and renamed, so a reader never sees half a feed.
  await writeFile(`${file}.tmp`, JSON.stringify([...next.values()]), { mode: 0o600 });
  await rename(`${file}.tmp`, file);
  return outcome;
}
