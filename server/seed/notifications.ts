// Demo notifications: what syncs and exports report to the bell.
import type { Notification, Severity } from '../../src/domain/types.js';
import type { NewDoc } from '../db/index.js';

type Entry = [
  text: string,
  severity: Severity,
  action: string,
  site: string,
  itemsUpdated?: number,
];

const ENTRIES: Entry[] = [
  [
    'Sincronización de GOmotor completada: 12 vehículos actualizados',
    'success',
    'sync',
    'gomotor',
    12,
  ],
  [
    'Error al importar el stock de Quiter (U341): tiempo de espera agotado',
    'error',
    'import',
    'quiter',
  ],
  ['Wallapop: 3 anuncios eliminados por estar reservados', 'info', 'drop', 'wallapop', 3],
  ['Se ha lanzado la exportación de motos a WordPress', 'info', 'export', 'wordpress'],
  ['Stock de Quiter guardado en la base de datos: 48 vehículos', 'success', 'save', 'quiter', 48],
  [
    'Grupo Oliva: 5 vehículos nuevos publicados en WooCommerce',
    'success',
    'bulk-create',
    'grupoliva',
    5,
  ],
  ['Aramis Francia: fichero CSV generado con 21 vehículos', 'success', 'csv', 'aramis', 21],
  ['Coches.net: la cuenta 1 ha rechazado 2 anuncios sin fotos', 'error', 'publish', 'cnet', 2],
  [
    'Oferta de Coches: XML actualizado con 34 vehículos',
    'success',
    'create-xml',
    'oferta-de-coches',
    34,
  ],
  ['Motoreto: sincronización completada sin cambios', 'info', 'sync', 'motoreto', 0],
  ['Wallapop: ficheros XML actualizados para 3 cuentas', 'success', 'update-xml', 'wallapop', 3],
  [
    'Error al sincronizar GOmotor con Algolia: clave de API no válida',
    'error',
    'algolia-sync',
    'gomotor',
  ],
  [
    'Campaña "Ofertas de invierno" actualizada: 18 vehículos',
    'success',
    'campaign',
    'campaigns',
    18,
  ],
  ['Renting: 4 vehículos con cuota recalculada', 'info', 'renting', 'renting', 4],
  [
    'Sincronización de Grupo Oliva completada: 27 vehículos actualizados',
    'success',
    'sync',
    'grupoliva',
    27,
  ],
  ['Quiter (U97): 3 vehículos sin fotos en el stock', 'warning', 'import', 'quiter', 3],
  ['Error al subir el fichero CSV: formato no reconocido', 'error', 'upload-csv', 'files'],
  ['Aramis Francia: 2 vehículos retirados por no tener IVA deducible', 'info', 'drop', 'aramis', 2],
  [
    'Sincronización de GOmotor completada: 7 vehículos actualizados',
    'success',
    'sync',
    'gomotor',
    7,
  ],
  ['Coches.net: 9 anuncios actualizados', 'success', 'update', 'cnet', 9],
  ['Wallapop: 1 anuncio eliminado por estar reservado', 'info', 'drop', 'wallapop', 1],
  ['Se ha lanzado la exportación de motos a WordPress', 'info', 'export', 'wordpress'],
  [
    'Error al importar el stock de Quiter (U341): tiempo de espera agotado',
    'error',
    'import',
    'quiter',
  ],
  ['Motoreto: 6 motos publicadas', 'success', 'publish', 'motoreto', 6],
  ['Stock de Quiter guardado en la base de datos: 52 vehículos', 'success', 'save', 'quiter', 52],
];

/** Unread: the ten newest entries except two, plus two older ones, so the bell has history. */
const UNREAD = new Set([0, 1, 2, 3, 5, 6, 8, 9, 13, 16]);

/** Newest first, about seven hours apart, ending a few minutes before `now`. */
export function demoNotifications(now: Date): NewDoc<Notification>[] {
  return ENTRIES.map(([text, severity, action, site, itemsUpdated], index) => ({
    text,
    severity,
    reading: !UNREAD.has(index),
    action,
    site,
    createdAt: new Date(
      now.getTime() - (5 + index * 7 * 60 + (index % 3) * 13) * 60_000,
    ).toISOString(),
    metaData: itemsUpdated === undefined ? {} : { itemsUpdated },
  }));
}
