// The texts of the own sites' log entries and answers (a log entry's message.text), in one
// place so the live operations and the demo log say the same, in correct Spanish ('1
// vehículo importado', '3 eliminados').
import { formatCount } from '../../src/domain/format.js';

/** 'Base de datos actualizada: 3 nuevos, 0 actualizados, 1 eliminado'. */
export const updateDbText = (created: number, updated: number, deleted: number): string =>
  `Base de datos actualizada: ${formatCount(created, 'nuevo')}, ${formatCount(updated, 'actualizado')}, ${formatCount(deleted, 'eliminado')}`;

/** '3 vehículos importados, 1 ya existía' (bulk-create: 'Enviar' from Stock Quiter). */
export const importText = (created: number, existed: number): string =>
  `${formatCount(created, 'vehículo importado', 'vehículos importados')}, ${formatCount(existed, 'ya existía', 'ya existían')}`;

/** 'Sincronización web: 2 creados, 0 actualizados, 1 eliminado'. */
export const webSyncText = (created: number, updated: number, deleted: number): string =>
  `Sincronización web: ${formatCount(created, 'creado')}, ${formatCount(updated, 'actualizado')}, ${formatCount(deleted, 'eliminado')}`;

/** 'vehiculosHome: 1 vehículo actualizado' (a bulk update of one field). */
export const fieldUpdateText = (field: string, updated: number): string =>
  `${field}: ${formatCount(updated, 'vehículo actualizado', 'vehículos actualizados')}`;

/** The log message of a bulk update of one field (key, value, updated IDVs). */
export const fieldUpdateLog = (field: string, value: unknown, updateIdvs: string[]) => ({
  type: 'Acción masiva',
  text: fieldUpdateText(field, updateIdvs.length),
  key: field,
  value,
  numUpdates: updateIdvs.length,
  updateIdvs,
});
