// What the console and the reference API say alike about every channel's listings, so that
// adding a channel names them once: the resource (and server collection) named after the
// channel id, and which stock vehicles a channel takes.
import type { StockVehicle } from './types.js';

/** The react-admin resource of a channel's listings, and the server's collection of them. */
export const listingsResourceOf = (channelId: string): string => `${channelId}-vehicles`;

/** Which stock vehicles a channel takes, whatever it already lists. */
export type Eligibility = (vehicle: StockVehicle) => boolean;

/** Any vehicle not reserved: Grupo Oliva, Coches.net, Wallapop, Oferta de coches. */
export const isAvailable: Eligibility = (v) => !v.reservado;

/** A used car (VO) not reserved: GOmotor, Motoreto (Aramis': domain/aramis.ts). */
export const isAvailableUsed: Eligibility = (v) => !v.reservado && v.tipo === 'VO';
