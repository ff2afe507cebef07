// Stock vehicles for the Quiter screens' tests.
import type { StockVehicle, VehicleResource } from '../../src/domain/types';

/** precios with the cash price at index 0 and the financed one at index 3. */
export const prices = (cash: number, financed = cash - 1000) =>
  Array.from({ length: 9 }, (_, i) => ({
    tipo: `P${i}`,
    valor: i === 0 ? cash : i === 3 ? financed : 0,
  }));

export const photo = (n: number, main: boolean, order: number): VehicleResource => ({
  _id: `foto-${n}`,
  nombre: `foto-${n}.jpg`,
  url: `/demo-images/foto-${n}.jpg`,
  tipo: 'IMAGEN',
  propiedades: [
    { nombre: 'EsFotoPrincipal', valor: main },
    { nombre: 'OrdenFoto', valor: order },
  ],
});

export const stockVehicle = (idv: string, over: Partial<StockVehicle> = {}): StockVehicle => ({
  _id: `id-${idv}`,
  idv,
  marca: 'SEAT',
  modelo: 'Ibiza',
  version: '1.0 TSI Style',
  tipo: 'VO',
  tipoVO: 'OCASION',
  combustible: 'GASOLINA',
  km: 25000,
  reservado: false,
  precios: prices(15990),
  equipamiento: [],
  recursos: [],
  ...over,
});
