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
// place): the vehicle may be listed there too, or only there.
const statusOf = (c: VehiclePlacement['channels'][number]): string => {
  const own = c.listings.filter((l) => !l.place).length;
  const places = c.listings.flatMap((l) => (l.place ? [l.place] : []));
  const elsewhere = places.length ? `en ${places.join(', ')}` : '';
  if (c.listed) {
    const listed = own > 1 ? `Publicado ${own} veces` : 'Publicado';
    return elsewhere ? `${listed} y ${elsewhere}` : listed;
  }
  if (elsewhere) return `Solo ${elsewhere}`;
  return c.eligible ? 'No publicado (le corresponde)' : 'No publicado';
};

export const placementRows = (placement: VehiclePlacement): PlacementRow[] =>
  placement.channels.map((c) => {
    const prices = c.listings.flatMap((l) => {
      const where = l.place ? ` (${l.place})` : '';
      if (typeof l.price === 'number') return [`${formatEuros(l.price)}${where}`];
      return where ? [`${EMPTY_TEXT}${where}`] : [];
    });
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
