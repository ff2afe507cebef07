// 'Sincronización Web' on /gomotor: the GOmotor web's search index, rebuilt from
// the web rows — one record per available row, with what the web's listing cards show (price,
// campaign price, counter, disclaimer, featured) — written to DATA_DIR/feeds/gomotor-algolia.json.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PRICE_INDEX } from '../ownSites/saleVehicle.js';
import type { WebListing } from './rows.js';

interface AlgoliaRecord {
  objectID: string;
  idv: string;
  title: string;
  brand: string;
  model: string;
  version: string | null;
  price: number | null;
  financedPrice: number | null;
  /** The campaign prices when the discount is active, else null. */
  discount: { price: number | null; financedPrice: number | null } | null;
  counter: { name: string; endDate: string | null } | null;
  disclaimer: string | null;
  featured: boolean;
  offerType: string;
  fuel: string | null;
  bodyType: string | null;
  warranty: number;
  km: number | null;
  year: number | null;
  reservePrice: number;
  image: string | null;
}

const price = (row: WebListing, index: number) => row.precios?.[index]?.valor ?? null;

const mainImage = (row: WebListing): string | null => {
  const images = row.recursos ?? [];
  const main = images.find((r) =>
    r.propiedades?.some((p) => p.nombre === 'EsFotoPrincipal' && p.valor === true),
  );
  return (main ?? images[0])?.url ?? null;
};

function algoliaRecord(row: WebListing): AlgoliaRecord {
  const counter = row.marketing?.counter;
  return {
    objectID: row._id,
    idv: row.idv,
    title: [row.marca, row.modelo, row.version].filter(Boolean).join(' '),
    brand: row.marca,
    model: row.modelo,
    version: row.version ?? null,
    price: price(row, PRICE_INDEX.contado),
    financedPrice: price(row, PRICE_INDEX.financiado),
    discount: row.discount?.active
      ? { price: row.discount.price, financedPrice: row.discount.financedPrice }
      : null,
    counter: counter ? { name: counter.name, endDate: counter.endDate ?? null } : null,
    disclaimer: row.marketing?.disclaimerMessage ?? null,
    featured: row.featuredHome,
    offerType: row.offerType,
    fuel: row.fuel,
    bodyType: row.bodyType,
    warranty: row.warranty,
    km: row.km ?? null,
    year: row.anyoModelo ?? null,
    reservePrice: row.precioReserva,
    image: mainImage(row),
  };
}

const algoliaFile = (dataDir: string) => join(dataDir, 'feeds', 'gomotor-algolia.json');

/** Writes the index of the available rows; returns how many records it holds. */
export async function writeAlgoliaIndex(
  dataDir: string,
  rows: readonly WebListing[],
): Promise<number> {
  const records = rows.filter((row) => !row.reserved).map(algoliaRecord);
  const file = algoliaFile(dataDir);
  await mkdir(join(dataDir, 'feeds'), { recursive: true, mode: 0o700 });
  // Written beside and renamed, so a reader never sees half an index.
  await writeFile(`${file}.tmp`, JSON.stringify(records), { mode: 0o600 });
  await rename(`${file}.tmp`, file);
  return records.length;
}
