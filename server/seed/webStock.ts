// Demo web stock: the gomotor listings (seeded by the channel with their derived
// web rows) get what the /gomotor dashboard counts — featured ones (the sale stock's home
// vehicles and a few more), the web body staff chose in the sale stock (its rarer bodies all
// published), counters of the active campaigns, active campaign prices, disclaimers of the
// settings, a few unknown bodies, warranties under 12 months and prices of 100 € or less,
// reserve amounts and manual publishing from the sale stock. Runs after the own sites' and
// the campaigns' seeds. Deterministic.
import { CAMPAIGNS } from '../db/collections.js';
import type { Database } from '../db/index.js';
import { PRICE_INDEX } from '../ownSites/saleVehicle.js';
import { GOMOTOR_SALE_STOCK } from '../ownSites/sites.js';
import { pushedRow, webBodyType, webListings, type WebListing } from '../webStock/rows.js';
import { readWebSettings } from '../webStock/settings.js';
import { createRandom, hashSeed, type Random } from './random.js';

const RARE_BODIES = new Set(['Familiar', 'Monovolumen', 'Cabrio', 'Coupé', 'Furgoneta']);

/** A campaign price: a round 300–2,000 € below the price, never under 100 €. */
const campaignPrice = (random: Random, price: number | null | undefined): number | null =>
  typeof price === 'number' && price > 2500 ? price - random.int(3, 20) * 100 : null;

export async function seedWebStock(db: Database, now: Date): Promise<void> {
  const listings = db.collection(webListings);
  const listed = await listings.list();
  if (!listed.length) return;
  const random = createRandom(hashSeed('gomotor-web-stock'));
  const saleStock = await db.collection(GOMOTOR_SALE_STOCK).list();
  // Every body card of /gomotor counts something: the sale stock's rarer web bodies (an
  // estate, a convertible…) are all on the web, as a web sync of them would have put them.
  const listedIdvs = new Set(listed.map((row) => row.idv));
  const rare = saleStock.filter(
    (v) => !v.reservado && !listedIdvs.has(v.idv) && RARE_BODIES.has(v.tipoCarroceriaWeb ?? ''),
  );
  const publishedAt = new Date(now.getTime() - 86_400_000).toISOString();
  if (rare.length) await listings.insertMany(rare.map((v) => pushedRow(v, undefined, publishedAt)));
  const rows = await listings.list();
  // Counters of the campaigns active and running at seed time (only an active campaign may be a
  // counter).
  const at = now.toISOString();
  const active = (await db.collection(CAMPAIGNS).list()).filter(
    (c) => c.active && (c.startDate ?? '') <= at && at <= (c.endDate ?? at),
  );
  const { disclaimerMessages } = await readWebSettings({ db });
  const sale = new Map(saleStock.map((v) => [v.idv, v]));

  const enriched = rows.map((row): WebListing => {
    const next: WebListing = { ...row };
    const vehicle = sale.get(row.idv);
    if (vehicle) {
      // As a web sync would push it: the sale stock's flags and web body.
      next.featuredHome = vehicle.vehiculosHome === true;
      next.bodyType = webBodyType(vehicle);
      next.precioReserva = vehicle.precioReserva ?? next.precioReserva;
      next.publicacionManual = vehicle.publicacionManual === true;
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
  });
  await listings.replaceWhere({}, enriched);
}
