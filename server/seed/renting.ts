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
  type EcoLabel,
  type EquipmentKind,
  type MinPrice,
  type PriceEntry,
  type RentingProvider,
  type RentingVehicle,
} from '../../src/domain/renting/types.js';
import { rentingFields } from '../renting/rules.js';
import { createRandom, type Random } from './random.js';

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

export const DEMO_RENTING_COUNT = 60;
/** The first demo offer number; the rest follow. */
export const FIRST_DEMO_OFFER = 4001;

interface Model {
  marca: string;
  modelo: string;
  versions: string[];
  carroceria: string;
  combustible: string;
  cambio: string;
  potenciaCv: number;
  puertas: number;
  plazas: number;
  etiquetaEco: EcoLabel;
  emisiones: string;
  consumo: string;
  /** Monthly price for a private customer at 10,000 km/year and 48 months (VAT included). */
  cuota: number;
}

const m = (
  marca: string,
  modelo: string,
  versions: string[],
  carroceria: string,
  combustible: string,
  cambio: string,
  potenciaCv: number,
  etiquetaEco: EcoLabel,
  cuota: number,
  puertas = 5,
  plazas = 5,
): Model => ({
  marca,
  modelo,
  versions,
  carroceria,
  combustible,
  cambio,
  potenciaCv,
  puertas,
  plazas,
  etiquetaEco,
  emisiones: etiquetaEco === '0 emisiones' ? '0 g/km' : `${95 + (potenciaCv % 60)} g/km`,
  consumo:
    etiquetaEco === '0 emisiones'
      ? '15,8 kWh/100 km'
      : `${(3.8 + (potenciaCv % 25) / 10).toFixed(1).replace('.', ',')} l/100 km`,
  cuota,
});

const MODELS: readonly Model[] = [
  m(
    'Peugeot',
    '208',
    ['Active 1.2 PureTech 75', 'Allure 1.2 PureTech 100', 'GT 1.2 PureTech 130 EAT8'],
    'Utilitario',
    'Gasolina',
    'Manual',
    100,
    'C',
    289,
  ),
  m(
    'Peugeot',
    '2008',
    ['Allure Hybrid 136 e-DCS6', 'GT Hybrid 136 e-DCS6'],
    'SUV',
    'Híbrido',
    'Automático',
    136,
    'ECO',
    379,
  ),
  m(
    'Peugeot',
    'e-208',
    ['Active 136 CV', 'GT 156 CV'],
    'Utilitario',
    'Eléctrico',
    'Automático',
    136,
    '0 emisiones',
    349,
  ),
  m(
    'Citroën',
    'C3',
    ['You 1.2 PureTech 83', 'Max 1.2 PureTech 110'],
    'Utilitario',
    'Gasolina',
    'Manual',
    83,
    'C',
    259,
  ),
  m(
    'Citroën',
    'C5 Aircross',
    ['Plus Hybrid 136 e-DCS6', 'Max PHEV 180 ë-EAT8'],
    'SUV',
    'Híbrido enchufable',
    'Automático',
    180,
    '0 emisiones',
    459,
  ),
  m(
    'Nissan',
    'Qashqai',
    ['Acenta e-Power 190', 'N-Connecta mild hybrid 140'],
    'SUV',
    'Híbrido',
    'Automático',
    190,
    'ECO',
    429,
  ),
  m(
    'Nissan',
    'Juke',
    ['Acenta DIG-T 114', 'N-Design Hybrid 143'],
    'SUV',
    'Gasolina',
    'Manual',
    114,
    'C',
    329,
  ),
  m(
    'Nissan',
    'Leaf',
    ['Acenta 40 kWh', 'N-Connecta 62 kWh e+'],
    'Compacto',
    'Eléctrico',
    'Automático',
    150,
    '0 emisiones',
    369,
  ),
  m(
    'Seat',
    'Ibiza',
    ['Reference 1.0 TSI 95', 'FR 1.0 TSI 115 DSG'],
    'Utilitario',
    'Gasolina',
    'Manual',
    95,
    'C',
    249,
  ),
  m(
    'Seat',
    'León',
    ['Style 1.5 TSI 130', 'FR 1.5 eTSI 150 DSG'],
    'Compacto',
    'Gasolina',
    'Manual',
    130,
    'C',
    319,
  ),
  m(
    'Seat',
    'Arona',
    ['Style 1.0 TSI 110', 'Xperience 1.5 TSI 150 DSG'],
    'SUV',
    'Gasolina',
    'Manual',
    110,
    'C',
    299,
  ),
  m(
    'Audi',
    'A3 Sportback',
    ['Advanced 30 TFSI 110', 'S line 35 TFSI 150 S tronic'],
    'Compacto',
    'Gasolina',
    'Automático',
    150,
    'C',
    449,
  ),
  m(
    'Audi',
    'Q3',
    ['Advanced 35 TFSI 150 S tronic', 'S line 45 TFSIe 245'],
    'SUV',
    'Gasolina',
    'Automático',
    150,
    'C',
    559,
  ),
  m(
    'Audi',
    'Q4 e-tron',
    ['35 e-tron 170', 'Sportback 45 e-tron 286'],
    'SUV',
    'Eléctrico',
    'Automático',
    286,
    '0 emisiones',
    649,
  ),
  m(
    'Ford',
    'Puma',
    ['Titanium 1.0 EcoBoost MHEV 125', 'ST-Line X 1.0 EcoBoost MHEV 155'],
    'SUV',
    'Híbrido',
    'Manual',
    125,
    'ECO',
    339,
  ),
  m(
    'Ford',
    'Kuga',
    ['Titanium 2.5 FHEV 183', 'ST-Line PHEV 243'],
    'SUV',
    'Híbrido',
    'Automático',
    183,
    'ECO',
    469,
  ),
  m(
    'Ford',
    'Transit Custom',
    ['Trend 2.0 EcoBlue 136', 'Limited 2.0 EcoBlue 170 Aut.'],
    'Furgoneta',
    'Diésel',
    'Manual',
    136,
    'C',
    489,
    4,
    3,
  ),
  m(
    'Volkswagen',
    'Polo',
    ['Life 1.0 TSI 95', 'R-Line 1.0 TSI 115 DSG'],
    'Utilitario',
    'Gasolina',
    'Manual',
    95,
    'C',
    279,
  ),
  m(
    'Volkswagen',
    'T-Roc',
    ['Life 1.0 TSI 115', 'R-Line 1.5 TSI 150 DSG'],
    'SUV',
    'Gasolina',
    'Manual',
    115,
    'C',
    369,
  ),
  m(
    'Volkswagen',
    'ID.3',
    ['Pro 150 kW', 'Pro S 77 kWh'],
    'Compacto',
    'Eléctrico',
    'Automático',
    204,
    '0 emisiones',
    419,
  ),
  m('Lexus', 'UX 250h', ['Business', 'F Sport'], 'SUV', 'Híbrido', 'Automático', 184, 'ECO', 519),
  m(
    'Lexus',
    'NX 350h',
    ['Business City', 'Executive'],
    'SUV',
    'Híbrido',
    'Automático',
    244,
    'ECO',
    699,
  ),
  m(
    'Toyota',
    'Corolla',
    ['Active Tech 140H', 'Style Plus 200H'],
    'Compacto',
    'Híbrido',
    'Automático',
    140,
    'ECO',
    359,
  ),
  m(
    'Kia',
    'Sportage',
    ['Drive 1.6 T-GDi 150', 'Tech HEV 230'],
    'SUV',
    'Gasolina',
    'Manual',
    150,
    'C',
    409,
  ),
  m(
    'Renault',
    'Clio',
    ['Evolution TCe 90', 'Techno E-Tech full hybrid 145'],
    'Utilitario',
    'Gasolina',
    'Manual',
    90,
    'C',
    259,
  ),
];

const COLOURS = [
  'Blanco',
  'Negro',
  'Gris Platino',
  'Azul Marino',
  'Rojo',
  'Gris Grafito',
  'Blanco Perla',
  'Plata',
];

const EQUIPMENT: Record<EquipmentKind, readonly string[]> = {
  Destacado: [
    'Navegador con pantalla táctil de 10"',
    'Cámara de visión trasera',
    'Faros LED',
    'Llantas de aleación de 17"',
    'Climatizador bizona',
    'Apple CarPlay y Android Auto inalámbricos',
    'Sensores de aparcamiento delanteros y traseros',
    'Portón trasero eléctrico',
    'Techo panorámico',
    'Asientos calefactables',
  ],
  Tecnologia: [
    'Cuadro de instrumentos digital',
    'Cargador inalámbrico para el móvil',
    'Bluetooth con manos libres',
    'Conexión USB-C delantera y trasera',
    'Servicios conectados',
  ],
  Confort: [
    'Control de crucero adaptativo',
    'Acceso y arranque sin llave',
    'Retrovisores plegables eléctricamente',
    'Volante de cuero multifunción',
    'Apoyabrazos central delantero',
  ],
  Seguridad: [
    'Frenada de emergencia autónoma',
    'Aviso de salida de carril',
    'Detector de ángulo muerto',
    'Reconocimiento de señales de tráfico',
    'Detector de fatiga',
    '6 airbags',
  ],
  Exterior: [
    'Lunas traseras tintadas',
    'Barras de techo',
    'Pintura metalizada',
    'Faros antiniebla',
    'Retrovisores en negro brillante',
  ],
};

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
      equipamientoDestacado: sample(random, EQUIPMENT.Destacado, 4, 8).map((contenido) => ({
        tipo: 'Destacado' as const,
        descripcion: '',
        contenido,
      })),
      equipamientoTecnologia: sample(random, EQUIPMENT.Tecnologia, 2, 4).map((contenido) => ({
        tipo: 'Tecnologia' as const,
        descripcion: '',
        contenido,
      })),
      equipamientoConfort: sample(random, EQUIPMENT.Confort, 2, 4).map((contenido) => ({
        tipo: 'Confort' as const,
        descripcion: '',
        contenido,
      })),
      equipamientoSeguridad: sample(random, EQUIPMENT.Seguridad, 3, 5).map((contenido) => ({
        tipo: 'Seguridad' as const,
        descripcion: '',
        contenido,
      })),
      equipamientoExterior: sample(random, EQUIPMENT.Exterior, 1, 3).map((contenido) => ({
        tipo: 'Exterior' as const,
        descripcion: '',
        contenido,
      })),
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
