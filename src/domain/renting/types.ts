// The renting (leasing) stock: the renting vehicle, its provider and the fixed constants. Shared by
// the console (forms, cards, list) and the reference API (schemas, PDF, CSV): the contract between
// both sides.

/** The audience an offer is published to and printed for (the API's `typeOffer`). */
export type Audience = 'Particular' | 'Empresa' | 'Autonomos' | 'Otros';

/** The four audiences in the order of the cards' menu and the list's flags (PAR/EMP/AUT/OTR). */
export const AUDIENCES: readonly Audience[] = ['Particular', 'Empresa', 'Autonomos', 'Otros'];

/** What each audience reads as in Spanish (chips, menus, the PDF). */
export const AUDIENCE_LABEL: Record<Audience, string> = {
  Particular: 'Particular',
  Empresa: 'Empresa',
  Autonomos: 'Autónomos',
  Otros: 'Otros',
};

/** Renting terms in months. */
export const RENTING_TERMS = [36, 48, 60] as const;
/** Yearly km tiers. */
export const RENTING_KM_TIERS = [5000, 10000, 15000, 20000, 25000, 30000] as const;
/** Environmental labels. */
export const ECO_LABELS = ['0 emisiones', 'B', 'C', 'ECO'] as const;

export type EcoLabel = (typeof ECO_LABELS)[number];

/** One cell of a price grid: tipo '10000KM-48M', valor '1.234,50' (Spanish, 2 decimals). */
export interface PriceEntry {
  tipo: string;
  valor: string;
  km: number;
  meses: number;
}

/** The minimum ("desde") price of an audience: valorMin '299,00', tipoPrecioMin '10.000 km/año · 48 meses'. */
export interface MinPrice {
  valorMin: string;
  tipoPrecioMin: string;
}

export const EQUIPMENT_KINDS = [
  'Destacado',
  'Tecnologia',
  'Confort',
  'Seguridad',
  'Exterior',
] as const;
export type EquipmentKind = (typeof EQUIPMENT_KINDS)[number];

/** One line of an equipment text area (split by line, one entry per line). */
export interface EquipmentEntry {
  tipo: EquipmentKind;
  descripcion: string;
  contenido: string;
}

/** The list field of each equipment kind. */
export const EQUIPMENT_FIELD: Record<
  EquipmentKind,
  | 'equipamientoDestacado'
  | 'equipamientoTecnologia'
  | 'equipamientoConfort'
  | 'equipamientoSeguridad'
  | 'equipamientoExterior'
> = {
  Destacado: 'equipamientoDestacado',
  Tecnologia: 'equipamientoTecnologia',
  Confort: 'equipamientoConfort',
  Seguridad: 'equipamientoSeguridad',
  Exterior: 'equipamientoExterior',
};

export type RentingResourceProperty =
  { nombre: 'EsFotoPrincipal'; valor: boolean } | { nombre: 'OrdenFoto'; valor: number | '' };

/** A photo of the vehicle (same shape as the stock vehicles' recursos). */
export interface RentingResource {
  nombre: string;
  url: string;
  tipo: 'IMAGEN';
  propiedades: RentingResourceProperty[];
}

/** A renting vehicle as the API stores and answers it. */
export interface RentingVehicle {
  /** Server-made; `id` is the same string (react-admin's record id). */
  _id: string;
  id: string;
  /** Unique offer number; the server assigns the next free one when a create has none. */
  idOferta: number;
  /** Units available (UNIDADES), integer ≥ 0. */
  stock: number;
  /** A provider `_id`. */
  provider: string;
  /** Read-only in answers (PROVEEDOR column, cards); ignored on writes. */
  providerName?: string;
  immediate_delivery: boolean;
  marca: string;
  modelo: string;
  version: string;
  color: string;
  /** Vehicle type (body). */
  carroceria: string;
  potenciaCv: number | null;
  cambio: string;
  combustible: string;
  puertas: number | null;
  plazas: number | null;
  emisiones: string;
  consumoExtUrbano: string;
  franquicia: number | null;
  /** One of ECO_LABELS, or '' while not chosen. */
  etiquetaEco: EcoLabel | '';
  publicarParticular: boolean;
  publicarEmpresa: boolean;
  publicarAutonomos: boolean;
  publicarOtros: boolean;
  precioMinParticular: MinPrice;
  precioMinAutonomos: MinPrice;
  precioMinEmpresas: MinPrice;
  preciosParticular: PriceEntry[];
  preciosAutonomos: PriceEntry[];
  preciosEmpresas: PriceEntry[];
  equipamientoDestacado: EquipmentEntry[];
  equipamientoTecnologia: EquipmentEntry[];
  equipamientoConfort: EquipmentEntry[];
  equipamientoSeguridad: EquipmentEntry[];
  equipamientoExterior: EquipmentEntry[];
  recursos: RentingResource[];
}

/** What POST /api/renting/vehicles takes (and PUT's carData): no ids but an optional idOferta. */
export type RentingVehicleInput = Omit<
  RentingVehicle,
  '_id' | 'id' | 'providerName' | 'idOferta'
> & {
  idOferta?: number;
};

export interface RentingProvider {
  _id: string;
  id: string;
  name: string;
}

export type AudienceFlag =
  'publicarParticular' | 'publicarEmpresa' | 'publicarAutonomos' | 'publicarOtros';
export type AudienceGrid = 'preciosParticular' | 'preciosAutonomos' | 'preciosEmpresas';
export type AudienceMin = 'precioMinParticular' | 'precioMinAutonomos' | 'precioMinEmpresas';

/** The publish flag of each audience. */
export const AUDIENCE_FLAG: Record<Audience, AudienceFlag> = {
  Particular: 'publicarParticular',
  Empresa: 'publicarEmpresa',
  Autonomos: 'publicarAutonomos',
  Otros: 'publicarOtros',
};

/** The price grid of each audience. Otros has no grid of its own: it is offered the companies' one. */
export const AUDIENCE_GRID: Record<Audience, AudienceGrid> = {
  Particular: 'preciosParticular',
  Empresa: 'preciosEmpresas',
  Autonomos: 'preciosAutonomos',
  Otros: 'preciosEmpresas',
};

/** The minimum price of each audience (Otros: the companies' one, as its grid). */
export const AUDIENCE_MIN: Record<Audience, AudienceMin> = {
  Particular: 'precioMinParticular',
  Empresa: 'precioMinEmpresas',
  Autonomos: 'precioMinAutonomos',
  Otros: 'precioMinEmpresas',
};

/** The audiences a vehicle is published to, in AUDIENCES order (cards' chips and offer menu). */
export const enabledAudiences = (vehicle: Pick<RentingVehicle, AudienceFlag>): Audience[] =>
  AUDIENCES.filter((audience) => vehicle[AUDIENCE_FLAG[audience]] === true);
