// The moto and photo records the moto tests start from (unit and integration alike).
import type { VehicleResource } from '../src/domain/types';

/** A photo resource as the API stores it: main photo or not, and its order. */
export const photoResource = (
  nombre: string,
  main: boolean,
  order: number | '',
): Omit<VehicleResource, '_id'> => ({
  nombre,
  url: `/api/uploads/images/${nombre}`,
  tipo: 'IMAGEN',
  propiedades: [
    { nombre: 'EsFotoPrincipal', valor: main },
    { nombre: 'OrdenFoto', valor: order },
  ],
});

/** A used Yamaha of the moto stock, without photos; `over` changes what a test needs. */
export const sheetMoto = (over: Record<string, unknown> = {}) => ({
  _id: 'm1',
  idv: '700001',
  marca: 'YAMAHA',
  modelo: 'MT-07',
  tipo: 'VO',
  reservado: '0',
  publicar: true,
  recursos: [] as unknown[],
  equipamiento: [] as unknown[],
  ...over,
});
