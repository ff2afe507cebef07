// Demo sale stock of the two own sites: GOmotor's from the group stock, Grupo Oliva's
// listings (seeded by its channel) given their web fields, so every card of the sale stock
// dashboard counts something — 'Revisar' bodies, prices ≤ 100, warranties < 12, home,
// campaigns, landing pages — and a few weeks of log entries of every kind. Deterministic and
// fast.
import type { StockVehicle } from '../../src/domain/types.js';
import type { Config } from '../config.js';
import type { Database, NewDoc } from '../db/index.js';
import { insertInSlices, readInSlices } from '../db/slices.js';
import { formatCount } from '../../src/domain/format.js';
import { fieldUpdateText, importText, updateDbText, webSyncText } from '../ownSites/messages.js';
import { LOG_KINDS, OWN_SITE_LOG, type LogEntry, type LogKind } from '../ownSites/log.js';
import {
  AD_TYPES,
  LANDING_PAGES,
  PRICE_INDEX,
  saleDefaults,
  type SaleVehicle,
} from '../ownSites/saleVehicle.js';
import { GOMOTOR_SALE_STOCK, OWN_SITES, type OwnSite } from '../ownSites/sites.js';
import { getGroupStock } from '../stock/groupStock.js';
import { DEMO_CAMPAIGNS } from './campaigns.js';
import { createRandom, hashSeed, type Random } from './random.js';

// The campaigns the demo vehicles carry; the campaign records are server/seed/campaigns.ts.
export { DEMO_CAMPAIGNS };

const DEALER_PAGES: Record<string, string> = {
  'Joaquín Oliva Automòbils': 'Joaquin Oliva',
  'Oliva Motor': 'Oliva Motor',
  Tarrauto: 'Tarrauto',
  Tecnotarraco: 'Tecnotarraco',
};

const brandPage = (marca: string) =>
  LANDING_PAGES.find((page) => page.toUpperCase() === marca.toUpperCase());

/**
 * The body staff chose for the web where the stock's word is too coarse (so that every body card of
 * the dashboard counts something): an estate of a compact, a MINI convertible or coupé, an MPV of
 * the C4 family, a C3 van. Drawn from the idv alone, so the rest of the seed stays put; the GOmotor
 * web host's demo rows use it too.
 */
function demoWebBody(vehicle: Pick<StockVehicle, 'idv' | 'marca' | 'modelo'>): {
  tipoCarroceriaWeb: string;
  categoriaVehiculoWeb: string;
} | null {
  const draw = createRandom(hashSeed(`web-body:${vehicle.idv}`)).int(1, 100);
  const model = `${vehicle.marca} ${vehicle.modelo}`.toUpperCase();
  const body = (tipoCarroceriaWeb: string, categoriaVehiculoWeb = 'Coches') => ({
    tipoCarroceriaWeb,
    categoriaVehiculoWeb,
  });
  if (/GOLF|LE[OÓ]N|SERIE 1|CIVIC/.test(model) && draw <= 25) return body('Familiar');
  if (/MINI COOPER/.test(model))
    return draw <= 25 ? body('Cabrio') : draw <= 45 ? body('Coupé') : null;
  if (/CITROEN C4/.test(model) && draw <= 30) return body('Monovolumen');
  if (/CITROEN C3/.test(model) && draw <= 20) return body('Furgoneta', 'Furgonetas');
  return null;
}

/** The web fields of one demo vehicle, with the review cases sprinkled in. */
function demoSaleFields(random: Random, vehicle: StockVehicle, withPages: boolean) {
  const fields = saleDefaults(vehicle);
  const extra: Partial<StockVehicle> = {};
  Object.assign(fields, demoWebBody(vehicle));
  if (random.chance(0.05)) fields.tipoCarroceriaWeb = 'Revisar';
  if (random.chance(0.12)) fields.vehiculosHome = true;
  if (random.chance(0.08)) fields.destacado = true;
  if (random.chance(0.04)) fields.publicacionManual = true;
  if (random.chance(0.15)) fields.campana = { ...random.pick(DEMO_CAMPAIGNS) };
  if (random.chance(0.1)) fields.precioReserva = random.pick([500, 1000]);
  if (random.chance(0.1)) fields.tipoAnuncio = random.pick(AD_TYPES);
  if (random.chance(0.04) && vehicle.precios?.length) {
    // A price left at a placeholder (the price check flags 100 € or less).
    const precios = [...vehicle.precios];
    const index = random.chance(0.5) ? PRICE_INDEX.contado : PRICE_INDEX.financiado;
    if (precios[index]) precios[index] = { ...precios[index], valor: random.pick([0, 1, 100]) };
    extra.precios = precios;
  }
  if (random.chance(0.06)) extra.garantia = random.pick([0, 3, 6]);
  // Figures that differ from Quiter's were edited by hand: update-db leaves them as they are.
  if (extra.precios || extra.garantia !== undefined) fields.publicacionManual = true;
  if (withPages) {
    const pages: string[] = [];
    const brand = brandPage(vehicle.marca);
    if (brand && random.chance(0.5)) pages.push(brand);
    const dealer = DEALER_PAGES[vehicle.nombreConcesionario ?? ''];
    if (dealer && random.chance(0.4)) pages.push(dealer);
    fields.landingPages = pages;
  }
  return { ...extra, ...fields };
}

const DAY = 86_400_000;

/** Three weeks of log entries per site, of every kind, oldest first. */
function demoLog(
  random: Random,
  site: OwnSite,
  idvs: readonly string[],
  now: Date,
): NewDoc<LogEntry>[] {
  const entries: NewDoc<LogEntry>[] = [];
  const some = (n: number) => Array.from({ length: n }, () => random.pick(idvs));
  const texts: Record<LogKind, (n: number) => LogEntry['message']> = {
    database: (n) => ({
      id: 'database',
      type: 'Actualización DDBB',
      text: updateDbText(n, 0, 1),
      newVehicles: n,
      numUpdates: 0,
      numDeleted: 1,
      createIDVs: some(n),
      deleteIDVs: some(1),
    }),
    bulk: (n) => ({
      id: 'bulk',
      type: 'Acción masiva',
      text: fieldUpdateText('vehiculosHome', n),
      key: 'vehiculosHome',
      value: true,
      numUpdates: n,
      updateIdvs: some(n),
    }),
    sync: (n) => ({
      id: 'sync',
      type: 'Importación',
      text: importText(n, 0),
      newVehicles: n,
      duplicate: 0,
      newIDVs: some(n),
    }),
    webSync: (n) => ({
      id: 'webSync',
      type: 'Sincronización web',
      text: webSyncText(n, 0, 0),
      newVehicles: n,
      numUpdates: 0,
      numDeleted: 0,
      createIDVs: some(n),
    }),
    automaticSync: (n) => ({
      id: 'automaticSync',
      type: 'Sincronización',
      text: `Sincronización automática: ${formatCount(n, 'vehículo actualizado', 'vehículos actualizados')}`,
      numUpdates: n,
      updateIdvs: some(n),
    }),
  };
  for (let day = 21; day >= 1; day--) {
    for (const kind of LOG_KINDS) {
      if (kind !== 'automaticSync' && !random.chance(0.4)) continue;
      const n = random.int(1, 6);
      const at = now.getTime() - day * DAY + random.int(7, 19) * 3_600_000;
      entries.push({
        site: site.id,
        kind,
        timestamp: new Date(at).toISOString(),
        level: random.chance(0.05) ? 'error' : 'info',
        user: kind === 'automaticSync' ? 'sistema' : 'admin@multipublicador.local',
        message: texts[kind](n),
        changes: [],
      });
    }
  }
  return entries.sort((a, b) => a.timestamp.localeCompare(b.timestamp));
}

/** GOmotor's demo sale stock (the group's VO), made one vehicle at a time as it is written. */
function* gomotorSaleStock(
  stock: readonly StockVehicle[],
  random: Random,
): Generator<NewDoc<SaleVehicle>> {
  for (const { _id: _stockId, ...vehicle } of stock) {
    if (vehicle.tipo !== 'VO') continue;
    yield {
      ...vehicle,
      ...demoSaleFields(random, vehicle as StockVehicle, false),
    } as NewDoc<SaleVehicle>;
  }
}

export async function seedOwnSites(
  db: Database,
  config: Pick<Config, 'seedVehicles'>,
  now: Date,
): Promise<void> {
  const stock = getGroupStock(config);
  // Made and written a slice at a time, as the channels' listings (seed/listings.ts).
  const gomotor = createRandom(hashSeed('gomotor-sale-stock'));
  await insertInSlices(db.collection(GOMOTOR_SALE_STOCK), gomotorSaleStock(stock, gomotor));
  // Grupo Oliva's listings come from its channel's seed (absent when a test leaves it out).
  const grupoliva = OWN_SITES.find((site) => site.id === 'grupoliva');
  if (grupoliva) {
    const listings = db.collection(grupoliva.collection);
    const random = createRandom(hashSeed('grupoliva-sale-stock'));
    for await (const { docs } of readInSlices(listings, await listings.ids())) {
      await listings.writeBatch({
        put: docs.map((before) => ({
          before,
          after: { ...before, ...demoSaleFields(random, before, true) },
        })),
      });
    }
  }
  const logRandom = createRandom(hashSeed('own-site-log'));
  for (const site of OWN_SITES) {
    const idvs = stock.filter(site.sells).map((v) => v.idv);
    if (idvs.length)
      await db.collection(OWN_SITE_LOG).insertMany(demoLog(logRandom, site, idvs, now));
  }
}
