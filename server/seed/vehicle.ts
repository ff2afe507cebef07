// One demo stock vehicle as a dealer system fills it. Every field is produced; a few are left empty
// on some vehicles on purpose (a missing garantia, potenciaCv, color, cilindrada, anyoModelo
// display '0').
import { PRICE_TYPES } from '../../src/domain/stock.js';
import type { Equipment, Price, StockVehicle, VehicleResource } from '../../src/domain/types.js';
import { CATALOG, type CatalogModel, type CatalogVersion } from './catalog.js';
import type { Dealer } from './dealers.js';
import { createRandom, hashSeed, type Random } from './random.js';
import {
  COLORS,
  INTERIOR_COLORS,
  OPTIONAL_EQUIPMENT,
  REMARKS,
  STANDARD_EQUIPMENT,
} from './vocabulary.js';

/** Fixed "today" of the demo stock, so the feed is identical on every run. */
const STOCK_REFERENCE_DATE = new Date('2026-11-01T08:00:00.000Z');

/** tipoVO of used cars; OCASION is the usual one, hence listed several times. */
const USED_KINDS = ['KM0 KM0 VO', 'OCASION', 'DEMO', 'CORTESIA', 'OCASION', 'OCASION', 'OCASION'];
const PLATE_LETTERS = [...'BCDFGHJKLMNPRSTVWXYZ'];
const VIN_CHARS = [...'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'];
// First plate letter by registration year (Spanish plates are sequential).
const PLATE_SERIES: Record<number, string> = {
  2017: 'J',
  2018: 'K',
  2019: 'K',
  2020: 'L',
  2021: 'L',
  2022: 'M',
  2023: 'M',
  2024: 'N',
  2025: 'N',
  2026: 'P',
};

const DAY = 86_400_000;
const TODAY = STOCK_REFERENCE_DATE.getTime();
const roundPrice = (value: number) => Math.max(990, Math.round(value / 100) * 100 - 10);
const plate = (random: Random, year: number) =>
  `${String(random.int(0, 9999)).padStart(4, '0')} ${PLATE_SERIES[year] ?? 'H'}${random.pick(PLATE_LETTERS)}${random.pick(PLATE_LETTERS)}`;

function vin(random: Random, wmi: string): string {
  let text = wmi;
  for (let i = 0; i < 14; i++) text += random.pick(VIN_CHARS);
  return text;
}

/** `count` distinct items in random order (partial Fisher–Yates: only `count` swaps). */
function sample<T>(random: Random, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const n = Math.min(count, pool.length);
  for (let i = 0; i < n; i++) {
    const j = random.int(i, pool.length - 1);
    [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
  }
  return pool.slice(0, n);
}

function prices(cash: number, financed: number, newPrice: number, used: boolean): Price[] {
  const values = [
    cash,
    Math.round(cash * 0.8),
    Math.round(cash * 0.88),
    financed,
    cash + 490,
    used ? 250 : 0,
    Math.round(cash * 1.04),
    used ? Math.round(cash * 0.76) : 0,
    newPrice,
  ];
  return values.map((valor, i) => ({ tipo: PRICE_TYPES[i], valor }));
}

function equipment(random: Random, idv: string): Equipment[] {
  const standard = sample(random, STANDARD_EQUIPMENT, random.int(5, 9));
  const extras = sample(random, OPTIONAL_EQUIPMENT, random.int(0, 4));
  const item = (tipo: 'Serie' | 'Extras', descripcion: string, n: number): Equipment => ({
    id: `${idv}-${String(n).padStart(3, '0')}`,
    codigo: `${tipo === 'Serie' ? 'S' : 'X'}${random.int(100, 999)}`,
    tipo,
    descripcion,
  });
  return [
    ...standard.map((descripcion, i) => item('Serie', descripcion, i + 1)),
    ...extras.map((descripcion, i) => item('Extras', descripcion, i + 51)),
  ];
}

function photos(random: Random, idv: string): VehicleResource[] {
  // About one vehicle in ten has no photos yet (the sheet then says 'Vehículo sin fotos').
  const count = random.chance(0.1) ? 0 : random.int(4, 12);
  return Array.from({ length: count }, (_, i) => ({
    _id: random.hex(24),
    nombre: `${idv}-${i + 1}.svg`,
    url: `/demo-images/${idv}-${i + 1}.svg`,
    tipo: 'IMAGEN' as const,
    propiedades: [
      { nombre: 'EsFotoPrincipal' as const, valor: i === 0 },
      { nombre: 'OrdenFoto' as const, valor: i + 1 },
    ],
  }));
}

interface Age {
  tipo: 'VN' | 'VO';
  tipoVO: string;
  km: number;
  registered: Date | null;
  owners: number;
}

function age(random: Random, isNew: boolean): Age {
  if (isNew) return { tipo: 'VN', tipoVO: '', km: random.int(0, 15), registered: null, owners: 0 };
  const tipoVO = random.pick(USED_KINDS);
  const used = tipoVO === 'OCASION';
  const days = used ? random.int(400, 8 * 365) : random.int(20, 330);
  const km =
    tipoVO === 'KM0 KM0 VO'
      ? random.int(5, 120)
      : used
        ? random.between(9000, 160000, 100)
        : random.int(900, 9500);
  const registered = new Date(TODAY - days * DAY);
  return { tipo: 'VO', tipoVO, km, registered, owners: used ? random.int(1, 3) : 1 };
}

/**
 * When the vehicle entered the stock: within the last year for a used car, the last four
 * months for a new one. Drawn from the idv alone (not the stock's random stream), so the
 * rest of every vehicle stays as it was.
 */
function entryDate(idv: string, isNew: boolean): string {
  const days = createRandom(hashSeed(`entrada-${idv}`)).int(0, isNew ? 120 : 365);
  return new Date(TODAY - days * DAY).toISOString().slice(0, 10);
}

/**
 * VAT: new cars and dealer-registered VO (KM0, demo, courtesy) always carry deductible VAT;
 * an OCASION car does when it came from a company or a renting fleet, not from a private
 * seller (REBU). Aramis only takes the former.
 */
const deductibleVat = (random: Random, tipoVO: string) =>
  tipoVO !== 'OCASION' || random.chance(0.65);

export function generateVehicle(
  random: Random,
  idv: string,
  dealer: Dealer,
  isNew: boolean,
): StockVehicle {
  const model: CatalogModel = random.pick(CATALOG);
  const versionIndex = random.int(0, model.versions.length - 1);
  const version: CatalogVersion = model.versions[versionIndex] as CatalogVersion;
  const history = age(random, isNew);
  const used = history.tipo === 'VO';
  const registeredYear =
    history.registered?.getUTCFullYear() ?? STOCK_REFERENCE_DATE.getUTCFullYear();
  const [colorName, colorCode, metallic] = random.pick(COLORS);
  const electric = version.fuel === 'ELECTRICO';

  const newPrice =
    Math.round((model.basePrice + versionIndex * 2400 + random.int(0, 12) * 250) / 10) * 10;
  const years = (TODAY - (history.registered?.getTime() ?? TODAY)) / (365 * DAY);
  const depreciation = used
    ? Math.max(0.3, 0.9 - 0.085 * years - history.km / 450000)
    : random.between(0.86, 0.95, 0.01);
  const cash = roundPrice(newPrice * depreciation);
  const financed = cash - random.between(500, 1500, 100);
  const mixed = version.consumption;

  const result: StockVehicle = {
    _id: random.hex(24),
    idv,
    marca: model.marca,
    modelo: model.modelo,
    codigoModelo: model.codigoModelo,
    version: version.name,
    tipo: history.tipo,
    tipoVO: history.tipoVO,
    tipoVehiculo: 'TURISMO',
    pais: 'ES',
    mercado: 'NACIONAL',
    idConcesion: dealer.idConcesion,
    bastidor: vin(random, model.wmi),
    carroceria: model.carroceria,
    color: random.chance(0.07) ? '' : colorName,
    codigoColor: colorCode,
    colorInterior: random.pick(INTERIOR_COLORS),
    potenciaCv: random.chance(0.08) ? null : version.cv,
    potenciaKw: random.chance(0.05) ? null : Math.round(version.cv * 0.7355),
    km: history.km,
    matricula: history.registered ? plate(random, registeredYear) : '',
    combustible: random.chance(0.03) ? '' : version.fuel,
    cambio: version.automatic ? 'AUTOMATICO' : 'MANUAL',
    transmision: electric
      ? 'Automático de una velocidad'
      : `${version.automatic ? 'Automático' : 'Manual'} de ${version.gears} velocidades`,
    aceleracion: version.acceleration,
    velocidadMaxima: version.topSpeed,
    peso: model.peso + (electric ? 330 : 0),
    normativa:
      registeredYear >= 2025 ? 'EURO 6E' : registeredYear >= 2021 ? 'EURO 6D' : 'EURO 6D-TEMP',
    garantia: random.chance(0.12) ? null : used ? random.pick([12, 12, 24]) : random.pick([24, 36]),
    categoria: model.categoria,
    ubicacion: random.pick(dealer.ubicaciones),
    nombreConcesionario: dealer.nombreConcesionario,
    impFinanciacion: random.chance(0.2) ? null : Math.round((cash * 0.6) / 100) * 100,
    liquidacion: random.chance(0.08),
    actualizado: new Date(TODAY - random.int(0, 30 * 24) * 3_600_000).toISOString(),
    fechaEntrada: entryDate(idv, isNew),
    traccion: version.allWheelDrive ? 'Total' : 'Delantera',
    presReacondicionamiento: used ? random.between(150, 1200, 10) : 0,
    metalizado: metallic,
    ivaDeducible: deductibleVat(random, history.tipoVO),
    carfax: used && random.chance(0.3),
    puertas: model.puertas,
    plazas: model.plazas,
    marchas: version.gears,
    cilindros: version.cylinders || null,
    reservado: random.chance(0.12),
    fechaMatriculacion: history.registered ? history.registered.toISOString() : null,
    anyoModelo: registeredYear,
    mesModelo: (history.registered?.getUTCMonth() ?? STOCK_REFERENCE_DATE.getUTCMonth()) + 1,
    numPropietariosAnteriores: history.owners,
    importacion: false,
    consumos: [
      { tipoConsumo: 'URBANO', valor: Number((mixed * (electric ? 0.85 : 1.25)).toFixed(1)) },
      { tipoConsumo: 'EXTRAURBANO', valor: Number((mixed * (electric ? 1.15 : 0.85)).toFixed(1)) },
      { tipoConsumo: 'MIXTO', valor: mixed },
    ],
    emisiones: [{ normativa: 'WLTP', valor: version.co2 }],
    dimensiones: [
      {
        largo: model.size[0],
        ancho: model.size[1],
        alto: model.size[2],
        volumenMaletero: model.maletero,
        capacidadDeposito: electric ? 0 : model.deposito,
        neumaticoDelantero: model.neumatico,
        neumaticoTrasero: model.neumatico,
        medidasNeumaticos: model.neumatico,
      },
    ],
    vehiculoContacto: [random.pick(dealer.vendedores)],
    observaciones: random.chance(0.15) ? '' : sample(random, REMARKS, random.int(1, 3)).join(' '),
    publicar: random.chance(0.85),
    precioVenta: cash,
    pvpPublicacion: financed,
    pvoNuevo: newPrice,
    cilindrada: electric || random.chance(0.05) ? null : version.cc,
    precios: prices(cash, financed, newPrice, used),
    equipamiento: equipment(random, idv),
    recursos: photos(random, idv),
  };
  if (used && random.chance(0.06)) {
    result.importacion = true;
    result.mercado = 'IMPORTACION';
  }
  if (random.chance(0.07)) delete result.anyoModelo;
  return result;
}
