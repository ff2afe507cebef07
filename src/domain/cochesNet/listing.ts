// Coches.net: the own database vehicle (a listing of the cnet channel, i.e. the group stock vehicle
// as published there), the marketplace listing, the listing the console sends for a vehicle and
// what the marketplace refuses (422 with a clear message). The reference API (server/cnet/**)
// answers its 422 with `listingProblems`, so the console's pre-check and the server agree word for
// word.
//
// Pure, importable by the server (NodeNext: relative imports carry .js).
import { cashPrice, financedPrice, isKm0 } from '../stock.js';
import { orderedPhotos } from '../photoOrder.js';
import type { StockVehicle } from '../types.js';
import { colourGroupOf } from './colours.js';

/** The web type of an own database vehicle. */
export const WEB_VEHICLE_TYPES = ['Nuevo', 'Km 0', 'Ocasión'] as const;
export type WebVehicleType = (typeof WEB_VEHICLE_TYPES)[number];

/**
 * A listing of the cnet channel (GET /api/cnet/vehicles) — the stock vehicle plus its listing
 * `_id`, and the web type and creation date when the data has them.
 */
export type OwnDbVehicle = Pick<StockVehicle, 'idv' | 'marca' | 'modelo' | 'tipo'> &
  Partial<StockVehicle> & {
    _id: string;
    tipoVehiculoWeb?: WebVehicleType | '';
    createdAt?: string;
    publishedAt?: string;
  };

/** Offer types 0 occasion, 1 new, 2 km 0. */
export const OFFER_TYPES = { occasion: 0, new: 1, km0: 2 } as const;
export type OfferType = (typeof OFFER_TYPES)[keyof typeof OFFER_TYPES];
/** The tiles' and tables' names of each offer type. */
export const OFFER_TYPE_LABELS: Record<OfferType, WebVehicleType> = {
  0: 'Ocasión',
  1: 'Nuevo',
  2: 'Km 0',
};

/** The brands call's `categoryId=2500`: the marketplace's category of cars. */
export const CAR_CATEGORY_ID = 2500;

/** Fuel names of the provider form (the marketplace's). */
export const FUEL_TYPES = ['Diesel', 'Gasolina', 'Eléctrico', 'Híbrido', 'Otros'] as const;
/** Transmissions of the provider form. */
export const TRANSMISSION_TYPES = ['Automático', 'Manual'] as const;
/** Environmental labels ('' when the vehicle has none). */
export const ENVIRONMENTAL_LABELS = ['0', 'ECO', 'B', 'C'] as const;
export type EnvironmentalLabel = (typeof ENVIRONMENTAL_LABELS)[number] | '';

/** A listing's price; figures in euros, null when not given. */
export interface ListingPrice {
  /** The cash price (precios[0]). */
  priceValue: number | null;
  /** The lowest price a buyer can get (the financed one when lower). */
  bestPrice: number | null;
  /** Always null (the group does not publish a trade price). */
  professionalPrice: number | null;
  monthlyQuota: number | null;
  /** Whether the figures include VAT (the group publishes VAT-included prices). */
  priceWithTaxes: boolean;
  /** The financed price (precios[3]). */
  financingPrice: number | null;
}

/** A listing's colour: our group id (./colours.ts), the metallic flag and the colour as written. */
export interface ListingColor {
  colorId: number | null;
  metalized: boolean;
  additionalColor: string;
}

/** One photo, in the order the marketplace shows them (1-based, the main photo first). */
export interface ListingPhoto {
  url: string;
  main: boolean;
  order: number;
}

/** A listing as the marketplace keeps it. */
export interface MarketplaceListing {
  /** The marketplace's id; absent until the listing is created. */
  id?: string;
  /** The IDV. */
  internalReference: string;
  title: string;
  plate: string;
  vin: string;
  categoryId: number;
  offerType: OfferType;
  brand: string;
  model: string;
  version: string;
  year: number | null;
  fuelType: string;
  bodyType: string;
  numberOfDoors: number | null;
  transmissionType: string;
  kilometers: number | null;
  /** Months. */
  warranty: number | null;
  officialWarranty: boolean;
  showCarfaxReport: boolean;
  certified: 0 | 1;
  color: ListingColor;
  price: ListingPrice;
  /** date: ISO date-time; daysFrom: whole days since then. */
  creation: { date: string; daysFrom: number };
  information: { professional: string; private: string; additional: string };
  photos: ListingPhoto[];
  environmentalLabel: EnvironmentalLabel;
  matriculationYear: number | null;
  /** The province's two-digit postal prefix ('43' Tarragona, '17' Girona), '' when unknown. */
  provincePrefix: string;
  hasStock: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A field's text, trimmed; '' for anything that is not a text (data from outside). */
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const positiveOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;

const numberOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** The offer type from the web type, else from the stock's tipo and tipoVO. */
export function offerTypeOf(
  v: Pick<OwnDbVehicle, 'tipo' | 'tipoVO' | 'tipoVehiculoWeb'>,
): OfferType {
  if (v.tipoVehiculoWeb === 'Nuevo') return OFFER_TYPES.new;
  if (v.tipoVehiculoWeb === 'Km 0') return OFFER_TYPES.km0;
  if (v.tipoVehiculoWeb === 'Ocasión') return OFFER_TYPES.occasion;
  if (v.tipo === 'VN') return OFFER_TYPES.new;
  return isKm0(v) || /KM\s*0/i.test(v.tipoVO ?? '') ? OFFER_TYPES.km0 : OFFER_TYPES.occasion;
}

const FUEL_BY_STOCK: Record<string, (typeof FUEL_TYPES)[number]> = {
  GASOLINA: 'Gasolina',
  DIESEL: 'Diesel',
  ELECTRICO: 'Eléctrico',
  HIBRIDO: 'Híbrido',
};

/** The marketplace's fuel name of a stock fuel ('' when the stock has none). */
export const fuelTypeOf = (combustible: unknown): string =>
  typeof combustible === 'string' && combustible !== ''
    ? (FUEL_BY_STOCK[combustible] ?? 'Otros')
    : '';

/** 'Automático' when the stock's gearbox says so, 'Manual' for any other, '' when empty. */
export const transmissionTypeOf = (cambio: unknown): string => {
  const gearbox = text(cambio);
  if (!gearbox) return '';
  return /autom|dsg|cvt|edc|eat|tiptronic|s.?tronic/i.test(gearbox) ? 'Automático' : 'Manual';
};

/** The year of a registration date ('2021-03-04', '04/03/2021'), or null. */
export const registrationYear = (fecha: unknown): number | null => {
  if (typeof fecha !== 'string') return null;
  const match = /(?:^|\D)((?:19|20)\d{2})(?:\D|$)/.exec(fecha);
  return match ? Number(match[1]) : null;
};

/**
 * The DGT environmental label (0, ECO, B, C) from the fuel and the year of registration: electric
 * 0, hybrid ECO; petrol C from 2006 and B from 2001; diesel C from 2014 and B from 2006; none
 * otherwise.
 */
export function environmentalLabelOf(
  combustible: unknown,
  year: number | null,
): EnvironmentalLabel {
  if (combustible === 'ELECTRICO') return '0';
  if (combustible === 'HIBRIDO') return 'ECO';
  if (year === null) return '';
  if (combustible === 'GASOLINA') return year >= 2006 ? 'C' : year >= 2001 ? 'B' : '';
  if (combustible === 'DIESEL') return year >= 2014 ? 'C' : year >= 2006 ? 'B' : '';
  return '';
}

/** Province codes: Tarragona (43) and Girona (17); the other Catalan provinces too. */
const PROVINCE_PREFIXES: readonly [RegExp, string][] = [
  [/tarragona|reus|tortosa|valls|cambrils|salou/i, '43'],
  [/girona|gerona|figueres|blanes|olot/i, '17'],
  [/barcelona|badalona|sabadell|terrassa|matar/i, '08'],
  [/lleida|lerida/i, '25'],
];

export const provincePrefixOf = (ubicacion: unknown): string => {
  const text = typeof ubicacion === 'string' ? ubicacion : '';
  return PROVINCE_PREFIXES.find(([pattern]) => pattern.test(text))?.[1] ?? '';
};

/** The photos as the marketplace shows them: the main one first (EsFotoPrincipal,
 * else the first by OrdenFoto), 1-based order. */
export const listingPhotosOf = (recursos: OwnDbVehicle['recursos']): ListingPhoto[] =>
  orderedPhotos(Array.isArray(recursos) ? recursos : []).map((photo, index) => ({
    url: photo.url,
    main: index === 0,
    order: index + 1,
  }));

/** 'Peugeot 208 1.2 PureTech Active': brand, model and version, single-spaced. */
export const listingTitleOf = (v: Pick<OwnDbVehicle, 'marca' | 'modelo' | 'version'>): string =>
  [v.marca, v.modelo, v.version ?? ''].map(text).filter(Boolean).join(' ');

/** What the marketplace's additional text lists: the equipment of the vehicle, one per line. */
const equipmentText = (equipamiento: OwnDbVehicle['equipamiento']): string =>
  (Array.isArray(equipamiento) ? equipamiento : [])
    .map((e) => text(e?.descripcion))
    .filter(Boolean)
    .join('\n');

/** The creation date: the listing's own dates first, else now. */
const creationDateOf = (v: OwnDbVehicle, now: Date): Date => {
  for (const value of [v.createdAt, v.publishedAt, v.actualizado]) {
    const date = typeof value === 'string' ? new Date(value) : null;
    if (date && !Number.isNaN(date.getTime())) return date;
  }
  return now;
};

/**
 * The listing the console sends for an own database vehicle (the bulk action that sends to the
 * marketplace). Prices: cash precios[0], financed precios[3]; the colour keeps its text and gets
 * the group's id; `now` dates the listing (injected for tests).
 */
export function listingFromVehicle(
  vehicle: OwnDbVehicle,
  now: Date = new Date(),
): MarketplaceListing {
  const cash = positiveOrNull(cashPrice({ precios: vehicle.precios ?? [] }));
  const financed = positiveOrNull(financedPrice({ precios: vehicle.precios ?? [] }));
  const year = registrationYear(vehicle.fechaMatriculacion) ?? numberOrNull(vehicle.anyoModelo);
  const created = creationDateOf(vehicle, now);
  const colourText = text(vehicle.color);
  const observations = text(vehicle.observaciones);
  return {
    internalReference: String(vehicle.idv),
    title: listingTitleOf(vehicle),
    plate: text(vehicle.matricula),
    vin: text(vehicle.bastidor),
    categoryId: CAR_CATEGORY_ID,
    offerType: offerTypeOf(vehicle),
    brand: text(vehicle.marca),
    model: text(vehicle.modelo),
    version: text(vehicle.version),
    year: numberOrNull(vehicle.anyoModelo) ?? year,
    fuelType: fuelTypeOf(vehicle.combustible),
    bodyType: text(vehicle.carroceria),
    numberOfDoors: positiveOrNull(vehicle.puertas),
    transmissionType: transmissionTypeOf(vehicle.cambio),
    kilometers: numberOrNull(vehicle.km),
    warranty: numberOrNull(vehicle.garantia),
    officialWarranty: true,
    showCarfaxReport: false,
    certified: 0,
    color: {
      colorId: colourGroupOf(colourText)?.id ?? null,
      metalized: vehicle.metalizado === true,
      additionalColor: colourText,
    },
    price: {
      priceValue: cash,
      bestPrice: cash !== null && financed !== null ? Math.min(cash, financed) : (cash ?? financed),
      professionalPrice: null,
      monthlyQuota: null,
      priceWithTaxes: true,
      financingPrice: financed,
    },
    creation: {
      date: created.toISOString(),
      daysFrom: Math.max(0, Math.floor((now.getTime() - created.getTime()) / DAY_MS)),
    },
    information: {
      professional: observations,
      private: observations,
      additional: equipmentText(vehicle.equipamiento),
    },
    photos: listingPhotosOf(vehicle.recursos),
    environmentalLabel: environmentalLabelOf(vehicle.combustible, year),
    matriculationYear: year,
    provincePrefix: provincePrefixOf(vehicle.ubicacion),
    hasStock: vehicle.reservado !== true,
  };
}

/**
 * What the marketplace requires, in the order a person fixes them (the reference marketplace
 * answers 422 with these). Each is one Spanish sentence without a final stop.
 */
export const LISTING_PROBLEMS = {
  noReference: 'Falta la referencia interna (IDV)',
  noBrand: 'Falta la marca',
  noModel: 'Falta el modelo',
  badOfferType: 'El tipo de oferta no es válido (0 ocasión, 1 nuevo, 2 km 0)',
  noPrice: 'Falta el precio',
  negativePrice: 'Los precios no pueden ser negativos',
  noKilometers: 'Faltan los kilómetros (obligatorios en un vehículo de ocasión)',
  negativeKilometers: 'Los kilómetros no pueden ser negativos',
  noPlate: 'Falta la matrícula (obligatoria en un vehículo de ocasión o km 0)',
  noPhotos: 'Este vehículo no tiene fotos',
} as const;

const isFigure = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * The marketplace's refusals of a listing, empty when it would be accepted. Tolerant of any
 * input (the server runs it on request bodies already shaped by its JSON schema, the console on
 * listings it built).
 */
export function listingProblems(listing: Partial<MarketplaceListing>): string[] {
  const problems: string[] = [];
  const offerType = listing.offerType;
  const validOffer = offerType === 0 || offerType === 1 || offerType === 2;
  if (!text(listing.internalReference)) problems.push(LISTING_PROBLEMS.noReference);
  if (!text(listing.brand)) problems.push(LISTING_PROBLEMS.noBrand);
  if (!text(listing.model)) problems.push(LISTING_PROBLEMS.noModel);
  if (!validOffer) problems.push(LISTING_PROBLEMS.badOfferType);
  const price = listing.price;
  const figures = price
    ? [price.priceValue, price.bestPrice, price.financingPrice, price.monthlyQuota]
    : [];
  if (!price || !isFigure(price.priceValue) || price.priceValue === 0)
    problems.push(LISTING_PROBLEMS.noPrice);
  if (figures.some((f) => isFigure(f) && f < 0)) problems.push(LISTING_PROBLEMS.negativePrice);
  const used = offerType === OFFER_TYPES.occasion;
  if (used && (!isFigure(listing.kilometers) || listing.kilometers === 0))
    problems.push(LISTING_PROBLEMS.noKilometers);
  else if (isFigure(listing.kilometers) && listing.kilometers < 0)
    problems.push(LISTING_PROBLEMS.negativeKilometers);
  if ((used || offerType === OFFER_TYPES.km0) && !text(listing.plate))
    problems.push(LISTING_PROBLEMS.noPlate);
  const photos = Array.isArray(listing.photos) ? listing.photos : [];
  if (!photos.some((p) => text(p?.url))) problems.push(LISTING_PROBLEMS.noPhotos);
  return problems;
}

/** The 422 message: the problems joined into one text ('Falta el precio. Este vehículo no tiene fotos.'). */
export const listingProblemsMessage = (problems: readonly string[]): string =>
  problems.length ? `${problems.join('. ')}.` : '';
