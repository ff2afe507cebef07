// Which collections hold vehicles, and how the history names a change to each (the audit's
// per-collection description): the entity, the channel, the vehicle's idv, the price a
// change to which is a 'price' change, and the words of its messages.
import { listingsResourceOf } from '../../src/domain/channelListings.js';
import { CASH_PRICE, type PriceRule } from '../../src/domain/consistency/channelRules.js';
import { formatEuros } from '../../src/domain/format.js';
import { fieldLabel } from '../fieldLabels.js';
import type { AuditEntity } from './types.js';

type Fields = Readonly<Record<string, unknown>>;

export interface Words {
  created: (where: string) => string;
  removed: (where: string) => string;
  updated: (where: string) => string;
  /** 'Precio en Wallapop': the subject of a price change. */
  price: (where: string) => string;
}

export interface Described {
  entity: AuditEntity;
  /** The channel the collection belongs to. */
  channel?: string;
  /** Whether its documents are listings (a new one is 'publish', a removed one 'unpublish'). */
  published: boolean;
  /** Where the document is, as messages name it: 'Wallapop', 'Coches.net (cuenta 5)'. */
  where: (doc: Fields) => string;
  idv: (doc: Fields) => string | undefined;
  /** The price the document shows, when a change to it is a price change. */
  price?: (doc: Fields) => number | null;
  /** The part of the document compared (default: all of it). */
  compared?: (doc: Fields) => Fields;
  /** Fields a change of which is not recorded (bookkeeping). */
  ignored?: ReadonlySet<string>;
  label?: (name: string) => string;
  words: Words;
}

const text = (value: unknown): string | undefined =>
  value === undefined || value === null || value === '' ? undefined : String(value);

const LISTING_WORDS: Words = {
  created: (where) => `Publicado en ${where}`,
  removed: (where) => `Retirado de ${where}`,
  updated: (where) => `Editado en ${where}`,
  price: (where) => `Precio en ${where}`,
};

/** Fields of listings that are not the stock vehicle's: Wallapop's account, Aramis's record. */
const LISTING_LABELS: Record<string, string> = {
  account: 'Cuenta',
  precio_aramis: 'Precio Aramis',
  exp_price: 'Precio de exportación',
  mileage: 'Kilómetros',
};

/** One channel's listings (`<id>-vehicles`). */
/** A channel as the history reads its listings: its id, name and the price they show. */
interface DescribedChannel {
  id: string;
  label: string;
  listings?: { price?: PriceRule };
}

const listingsOf = (channel: DescribedChannel): Described => ({
  entity: 'listing',
  channel: channel.id,
  published: true,
  where: () => channel.label,
  idv: (doc) => text(doc.idv) ?? text(doc.vehicle_id),
  price: (channel.listings?.price ?? CASH_PRICE).listed,
  ignored: new Set(['publishedAt']),
  label: (name) => LISTING_LABELS[name] ?? fieldLabel(name),
  words: LISTING_WORDS,
});

const objectAt = (doc: Fields, field: string): Fields => {
  const value = doc[field];
  return typeof value === 'object' && value !== null ? (value as Fields) : {};
};

const CNET_LABELS: Record<string, string> = {
  internalReference: 'Referencia interna (IDV)',
  priceValue: 'Precio al contado',
  kilometers: 'Kilómetros',
  title: 'Título',
  photos: 'Fotos',
};

/** The listings of the Coches.net accounts (the reference marketplace). */
const CNET_MARKETPLACE: Described = {
  entity: 'cnet',
  channel: 'cnet',
  published: true,
  where: (doc) => `Coches.net (cuenta ${String(doc.account)})`,
  idv: (doc) => text(objectAt(doc, 'listing').internalReference),
  price: (doc) => {
    const value = objectAt(objectAt(doc, 'listing'), 'price').priceValue;
    return typeof value === 'number' ? value : null;
  },
  compared: (doc) => objectAt(doc, 'listing'),
  label: (name) => CNET_LABELS[name] ?? fieldLabel(name),
  words: LISTING_WORDS,
};

const GOMOTOR_SALE_STOCK: Described = {
  entity: 'ownSiteVehicle',
  channel: 'gomotor',
  published: false,
  where: () => 'la venta de GOmotor',
  idv: (doc) => text(doc.idv),
  price: CASH_PRICE.listed,
  words: {
    created: (where) => `Creado en ${where}`,
    removed: (where) => `Eliminado de ${where}`,
    updated: (where) => `Editado en ${where}`,
    price: (where) => `Precio en ${where}`,
  },
};

const MOTOS: Described = {
  entity: 'moto',
  published: false,
  where: () => 'Motos',
  idv: (doc) => text(doc.idv),
  price: (doc) => (typeof doc.precioVenta === 'number' ? doc.precioVenta : null),
  words: {
    created: () => 'Moto creada',
    removed: () => 'Moto eliminada',
    updated: () => 'Moto editada',
    price: () => 'Precio de la moto',
  },
};

const RENTING: Described = {
  entity: 'renting',
  published: false,
  where: () => 'Renting',
  idv: () => undefined,
  ignored: new Set(['providerName']),
  words: {
    created: () => 'Vehículo de renting creado',
    removed: () => 'Vehículo de renting eliminado',
    updated: () => 'Vehículo de renting editado',
    price: () => 'Precio del renting',
  },
};

const STOCK_LABELS: Record<string, string> = {
  reservado: 'Reservado',
  vendido: 'Vendido',
  precio: 'Precio al contado',
};

/** The reference stock system's own changes (server/stock/stockChanges.ts). */
const STOCK_CHANGES: Described = {
  entity: 'stock',
  published: false,
  where: () => 'el stock',
  idv: (doc) => text(doc._id),
  price: (doc) => (typeof doc.precio === 'number' ? doc.precio : null),
  ignored: new Set(['at']),
  label: (name) => STOCK_LABELS[name] ?? fieldLabel(name),
  words: {
    created: () => 'Cambiado en el stock',
    removed: () => 'Devuelto a su estado en el stock',
    updated: () => 'Cambiado en el stock',
    price: () => 'Precio en el stock',
  },
};

/** The described collections, by name, for a registry of channels. */
export function describedCollections(
  channels: readonly DescribedChannel[],
): ReadonlyMap<string, Described> {
  return new Map<string, Described>([
    ...channels.map((channel) => [listingsResourceOf(channel.id), listingsOf(channel)] as const),
    ['cnet-listings', CNET_MARKETPLACE],
    ['gomotor-sale-stock', GOMOTOR_SALE_STOCK],
    ['motos', MOTOS],
    ['renting', RENTING],
    ['stock-changes', STOCK_CHANGES],
  ]);
}

/** 'de 9.790 € a 9.490 €'. */
export const priceChange = (before: number | null, after: number | null) =>
  `cambiado de ${formatEuros(before, 'sin precio')} a ${formatEuros(after, 'sin precio')}`;
