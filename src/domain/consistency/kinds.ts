// The five kinds of drift in the staff's words, and what fixing each one does to the
// channel: a listing of a reserved or sold car, or a repeated listing, is removed; a listing
// whose price differs takes the stock's price; a vehicle the channel's rule takes and the
// channel lacks is published.
import type { DriftKind } from './types';

export const DRIFT_KIND_LABELS: Record<DriftKind, string> = {
  reservado: 'Reservado',
  vendido: 'Vendido',
  precio: 'Precio distinto',
  duplicado: 'Duplicado',
  pendiente: 'Pendiente de publicar',
};

export type FixAction = 'remove' | 'price' | 'publish';

export const FIX_ACTION: Record<DriftKind, FixAction> = {
  reservado: 'remove',
  vendido: 'remove',
  duplicado: 'remove',
  precio: 'price',
  pendiente: 'publish',
};

/** The kinds an administrator may let the server fix by itself (removals of gone cars). */
export const AUTO_FIX_KINDS: readonly DriftKind[] = ['reservado', 'vendido'];
