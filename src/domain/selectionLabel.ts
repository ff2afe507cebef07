// Notificaciones: the bulk 'Eliminar' bar shows the selection count as '1 notificación
// seleccionada' or 'N notificaciones seleccionadas'.
import { formatCount } from './format.js';

/** '1 notificación' / 'N notificaciones' (Spanish uses the plural for 0 too). */
export const notificationCountLabel = (count: number): string =>
  formatCount(count, 'notificación', 'notificaciones');

/** Spanish count label of the notifications selected in the inbox. */
export const notificationSelectionLabel = (count: number): string =>
  `${notificationCountLabel(count)} ${count === 1 ? 'seleccionada' : 'seleccionadas'}`;

/**
 * The name of a table row's selection checkbox: 'Seleccionar 100008', from the row's own key
 * (the idv of a vehicle, the vehicle_id of an Aramis listing…), so a screen reader tells the
 * rows apart.
 */
export const rowSelectLabel = (key: string | number): string => `Seleccionar ${key}`;
