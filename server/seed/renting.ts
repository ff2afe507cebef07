// Demo renting stock: five leasing providers and 60 vehicles of the brands the console has
// logos for and a few more, each with full price grids for the three
// audiences derived from one monthly price, the minimum price of each audience, equipment,
// two or three demo photos (/demo-images/…svg, drawn by server/demoImages/), the
// audiences mixed and a few for immediate delivery. Seeded random: the same on every machine.
import type { Database } from '../db/index.js';
import { RENTING_PROVIDERS, RENTING_VEHICLES } from '../db/collections.js';
import { formatInteger } from '../../src/domain/format.js';
import { formatPriceValue, priceTipo } from '../../src/domain/renting/priceGrid.js';
import {
  RENTING_KM_TIERS,
  RENTING_TERMS,
  type EquipmentKind,
  type MinPrice,
  type PriceEntry,
  type RentingProvider,
  type RentingVehicle,
} from '../../src/domain/renting/types.js';
import { rentingFields } from '../renting/rules.js';
import { createRandom, type Random } from './random.js';
import { COLOURS, EQUIPMENT, MODELS, type Model } from './rentingModels.js';

export const DEMO_RENTING_PROVIDERS: readonly RentingProvider[] = [
  'Arval',
  'ALD Automotive',
  'LeasePlan',
  'Alphabet',
  'Santander Consumer Renting',
].map((name, i) => {
  const _id = `6570b000000000000000000${i + 1}`;
  return { _id, id: _id, name };
});

const DEMO_RENTING_COUNT = 60;
/** The first demo offer number; the rest follow. */
const FIRST_DEMO_OFFER = 4001;

/** Km factor: each 5,000 km/year over 10,000 adds 6 %, under it takes 6 % off. */
const kmFactor = (km: number) => 1 + ((km - 10000) / 5000) * 0.06;
const TERM_FACTOR: Record<number, number> = { 36: 1.08, 48: 1, 60: 0.94 };

/** The grid of an audience from the private price at 10,000 km / 48 months and a factor. */
function grid(cuota: number, factor: number): PriceEntry[] {
  return RENTING_TERMS.flatMap((meses) =>
    RENTING_KM_TIERS.map((km) => ({
      tipo: priceTipo(km, meses),
      valor: formatPriceValue(
        Math.round(cuota * factor * kmFactor(km) * (TERM_FACTOR[meses] ?? 1)),
      ),
      km,
      meses,
    })),
  );
}

/** The cheapest cell of a grid as the audience's minimum price ('299,00', '5.000 km/año · 60 meses'). */
function minOf(entries: readonly PriceEntry[]): MinPrice {
  const numeric = (e: PriceEntry) => Number(e.valor.replace(/\./g, '').replace(',', '.'));
  const cheapest = entries.reduce((a, b) => (numeric(b) < numeric(a) ? b : a));
  return {
    valorMin: cheapest.valor,
    tipoPrecioMin: `${formatInteger(cheapest.km)} km/año · ${cheapest.meses} meses`,
  };
}

const sample = (random: Random, items: readonly string[], min: number, max: number) => {
  const pool = [...items];
  const n = Math.min(pool.length, random.int(min, max));
  const out: string[] = [];
  while (out.length < n) out.push(pool.splice(random.int(0, pool.length - 1), 1)[0] ?? '');
  return out;
};

/** `count` demo renting vehicles (the seed's 60; the bench asks for 2,000). */
/** Between `min` and `max` items of one kind of equipment, drawn from the catalogue. */
const equipment = <K extends EquipmentKind>(random: Random, tipo: K, min: number, max: number) =>
  sample(random, EQUIPMENT[tipo], min, max).map((contenido) => ({
    tipo,
    descripcion: '',
    contenido,
  }));

export function demoRentingVehicles(
  count: number,
  providers: readonly RentingProvider[] = DEMO_RENTING_PROVIDERS,
  seed = 11,
): RentingVehicle[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, (_, i) => {
    const model = MODELS[i % MODELS.length] as Model;
    const provider = random.pick(providers);
    const idOferta = FIRST_DEMO_OFFER + i;
    const particular = grid(model.cuota, 1);
    // Companies and the self-employed see prices without VAT, a little keener for companies.
    const autonomos = grid(model.cuota, 0.98 / 1.21);
    const empresas = grid(model.cuota, 0.96 / 1.21);
    const photos = random.int(2, 3);
    const idv = String(9_000_000 + idOferta);
    const flags = random.int(1, 15);
    const fields = rentingFields({
      stock: random.int(1, 12),
      provider: provider._id,
      immediate_delivery: random.chance(0.15),
      marca: model.marca,
      modelo: model.modelo,
      version: random.pick(model.versions),
      color: random.pick(COLOURS),
      carroceria: model.carroceria,
      potenciaCv: model.potenciaCv,
      cambio: model.cambio,
      combustible: model.combustible,
      puertas: model.puertas,
      plazas: model.plazas,
      emisiones: model.emisiones,
      consumoExtUrbano: model.consumo,
      franquicia: random.pick([300, 450, 600]),
      etiquetaEco: model.etiquetaEco,
      // Mixed audiences: every combination of the four flags but none (1–15 as bits).
      publicarParticular: (flags & 1) !== 0,
      publicarEmpresa: (flags & 2) !== 0,
      publicarAutonomos: (flags & 4) !== 0,
      publicarOtros: (flags & 8) !== 0,
      precioMinParticular: minOf(particular),
      precioMinAutonomos: minOf(autonomos),
      precioMinEmpresas: minOf(empresas),
      preciosParticular: particular,
      preciosAutonomos: autonomos,
      preciosEmpresas: empresas,
      equipamientoDestacado: equipment(random, 'Destacado', 4, 8),
      equipamientoTecnologia: equipment(random, 'Tecnologia', 2, 4),
      equipamientoConfort: equipment(random, 'Confort', 2, 4),
      equipamientoSeguridad: equipment(random, 'Seguridad', 3, 5),
      equipamientoExterior: equipment(random, 'Exterior', 1, 3),
      recursos: Array.from({ length: photos }, (_, p) => ({
        nombre: `${idv}-${p + 1}.svg`,
        url: `/demo-images/${idv}-${p + 1}.svg`,
        tipo: 'IMAGEN' as const,
        propiedades: [
          { nombre: 'EsFotoPrincipal' as const, valor: p === 0 },
          { nombre: 'OrdenFoto' as const, valor: p + 1 },
        ],
      })),
    });
    const _id = `6570c${String(i + 1).padStart(19, '0')}`;
    return { _id, id: _id, idOferta, ...fields, providerName: provider.name };
  });
}

/** The providers and the demo vehicles, into an empty renting stock. */
export async function seedRenting(db: Database): Promise<void> {
  const providers = db.collection(RENTING_PROVIDERS);
  const vehicles = db.collection(RENTING_VEHICLES);
  if ((await providers.count()) === 0) await providers.insertMany(DEMO_RENTING_PROVIDERS);
  if ((await vehicles.count()) === 0) {
    await vehicles.insertMany(demoRentingVehicles(DEMO_RENTING_COUNT));
  }
}
