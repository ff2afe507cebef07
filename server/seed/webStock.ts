// Demo web stock: the gomotor listings (seeded by the channel with their derived
// web rows) get what the /gomotor dashboard counts — featured ones (the sale stock's home
// vehicles and a few more), the web body staff chose in the sale stock (its rarer bodies all
// published), counters of the active campaigns, active campaign prices, disclaimers of the
// settings, a few unknown bodies, warranties under 12 months and prices of 100 € or less,
// reserve amounts and manual publishing from the sale stock. Runs after the own sites' and
// the campaigns' seeds. Deterministic.
import { CAMPAIGNS } from '../db/collections.js';
import type { Database } from '../db/index.js';
import { readInSlices } from '../db/slices.js';
import { PRICE_INDEX } from '../ownSites/saleVehicle.js';
import { GOMOTOR_SALE_STOCK } from '../ownSites/sites.js';
import { pushedRow, webBodyType, webListings, type WebListing } from '../webStock/rows.js';
import { readWebSettings } from '../webStock/settings.js';
import { createRandom, hashSeed, type Random } from './random.js';

const RARE_BODIES = new Set(['Familiar', 'Monovolumen', 'Cabrio', 'Coupé', 'Furgoneta']);

/** A campaign price: a round 300–2,000 € below the price, never under 100 €. */
const campaignPrice = (random: Random, price: number | null | undefined): number | null =>
  typeof price === 'number' && price > 2500 ? price - random.int(3, 20) * 100 : null;

/** What a web row takes from its sale-stock vehicle, as a web sync would push it. */
type SaleFlags = Pick<WebListing, 'featuredHome' | 'bodyType' | 'publicacionManual'> & {
  precioReserva?: number;
};

export async function seedWebStock(db: Database, now: Date): Promise<void> {
  const listings = db.collection(webListings);
  // Read and written a slice at a time (db/slices.ts): at 100,000 vehicles the sale stock and
  // the web rows are hundreds of MB of documents.
  const listedIdvs = new Set(
    (JSON.parse(await listings.listJson({}, ['idv'])) as { idv: string }[]).map((row) => row.idv),
  );
  if (!listedIdvs.size) return;
  const random = createRandom(hashSeed('gomotor-web-stock'));
  // Every body card of /gomotor counts something: the sale stock's rarer web bodies (an
  // estate, a convertible…) are all on the web, as a web sync of them would have put them.
  const publishedAt = new Date(now.getTime() - 86_400_000).toISOString();
  const saleStock = db.collection(GOMOTOR_SALE_STOCK);
  const sale = new Map<string, SaleFlags>();
  for await (const { docs } of readInSlices(saleStock, await saleStock.ids())) {
    const rare: WebListing[] = [];
    for (const v of docs) {
      sale.set(v.idv, {
        featuredHome: v.vehiculosHome === true,
        bodyType: webBodyType(v),
        precioReserva: v.precioReserva,
        publicacionManual: v.publicacionManual === true,
      });
      if (!v.reservado && !listedIdvs.has(v.idv) && RARE_BODIES.has(v.tipoCarroceriaWeb ?? '')) {
        rare.push(pushedRow(v, undefined, publishedAt));
      }
    }
    if (rare.length) await listings.insertMany(rare);
  }
  // Counters of the campaigns active and running at seed time (only an active campaign may be a
  // counter).
  const at = now.toISOString();
  const active = (await db.collection(CAMPAIGNS).list()).filter(
    (c) => c.active && (c.startDate ?? '') <= at && at <= (c.endDate ?? at),
  );
  const { disclaimerMessages } = await readWebSettings({ db });

  const enrich = (row: WebListing): WebListing => {
    const next: WebListing = { ...row };
    const flags = sale.get(row.idv);
    if (flags) {
      next.featuredHome = flags.featuredHome;
      next.bodyType = flags.bodyType;
      next.precioReserva = flags.precioReserva ?? next.precioReserva;
      next.publicacionManual = flags.publicacionManual;
    }
    if (random.chance(0.08)) next.featuredHome = true;
    if (active.length && random.chance(0.2)) {
      next.marketing = { ...next.marketing, counter: { ...random.pick(active) } };
    }
    if (random.chance(0.15)) {
      const price = campaignPrice(random, row.precios?.[PRICE_INDEX.contado]?.valor);
      const financedPrice = campaignPrice(random, row.precios?.[PRICE_INDEX.financiado]?.valor);
      if (price !== null) next.discount = { active: true, price, financedPrice };
    } else if (random.chance(0.04)) {
      // Campaign prices kept but switched off ('Desactivado').
      next.discount = { active: false, price: 9990, financedPrice: 8990 };
    }
    if (random.chance(0.15)) {
      next.marketing = { ...next.marketing, disclaimerMessage: random.pick(disclaimerMessages) };
    }
    // Review cases of the dashboard: body to check, short warranty, placeholder price.
    if (random.chance(0.02)) next.bodyType = null;
    if (random.chance(0.05)) {
      next.garantia = random.pick([0, 3, 6]);
      next.warranty = next.garantia;
    }
    if (random.chance(0.03) && row.precios?.length) {
      const precios = [...row.precios];
      const index = random.chance(0.5) ? PRICE_INDEX.contado : PRICE_INDEX.financiado;
      if (precios[index]) precios[index] = { ...precios[index], valor: random.pick([0, 1, 100]) };
      next.precios = precios;
    }
    return next;
  };
  for await (const { docs } of readInSlices(listings, await listings.ids())) {
    await listings.writeBatch({ put: docs.map((before) => ({ before, after: enrich(before) })) });
  }
}
