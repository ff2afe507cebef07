// One vehicle on every channel, as the sheet's 'Dónde está publicado' says it: listed or
// not (and whether the channel's rule takes it), its price there, and its drifts. Pure.
import { EMPTY_TEXT, formatEuros } from '../format';
import type { VehiclePlacement } from './types';

export interface PlacementRow {
  id: string;
  label: string;
  listed: boolean;
  status: string;
  price: string;
  drifts: string[];
}

// A channel may hold listings apart from its own (Coches.net's accounts, each named by its
// place): the vehicle is then listed there without being on the channel's own list.
const statusOf = (c: VehiclePlacement['channels'][number]): string => {
  if (c.listed) return c.listings.length > 1 ? `Publicado ${c.listings.length} veces` : 'Publicado';
  const places = c.listings.flatMap((l) => (l.place ? [l.place] : []));
  if (places.length) return `En ${places.join(', ')}`;
  return c.eligible ? 'No publicado (le corresponde)' : 'No publicado';
};

export const placementRows = (placement: VehiclePlacement): PlacementRow[] =>
  placement.channels.map((c) => {
    const prices = c.listings.flatMap((l) =>
      typeof l.price === 'number' ? [formatEuros(l.price)] : [],
    );
    return {
      id: c.id,
      label: c.label,
      listed: c.listed,
      status: statusOf(c),
      price: prices.length ? prices.join(' · ') : EMPTY_TEXT,
      drifts: c.drifts.map((d) => d.message),
    };
  });

/** 'Precio en stock: 9.790 €', or that the vehicle has left the stock. */
export const stockLine = (placement: VehiclePlacement): string => {
  if (!placement.inStock) return 'Ya no está en el stock';
  const price = `Precio en stock: ${formatEuros(placement.stockPrice)}`;
  return placement.reservado ? `${price} · Reservado` : price;
};
