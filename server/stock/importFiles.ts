// The eight import files (GET /download-json-quiter/{fileName}):
// JSON exports Quiter leaves for the group, each a deterministic selection of the group stock.
import type { QuiterFeed, StockVehicle } from '../../src/domain/types.js';
import type { Config } from '../config.js';
import { getGroupStock, portalVehicles } from './groupStock.js';
import { isOffer } from './portals.js';

type StockConfig = Pick<Config, 'seedVehicles'>;
type Selection = (stock: StockVehicle[], config: StockConfig) => StockVehicle[];

const ofDealer =
  (idConcesion: string, offersOnly = false) =>
  (stock: StockVehicle[]) =>
    stock.filter((v) => v.idConcesion === idConcesion && (!offersOnly || isOffer(v)));

/** In spec order. stock1 / stock3 are the exports behind the portals 'LP stock1' / 'LP stock3'. */
const IMPORT_FILES: Readonly<Record<string, Selection>> = {
  stock1: (_stock, config) => portalVehicles(config, 'U360') ?? [],
  stock3: (_stock, config) => portalVehicles(config, 'U341') ?? [],
  'ofertas-joaquin-oliva': ofDealer('01', true),
  'ofertas-bmw-mini': (stock) =>
    stock.filter((v) => (v.marca === 'BMW' || v.marca === 'MINI') && !v.reservado),
  'gomotor-ofertas': ofDealer('03', true),
  'gomotor-general': ofDealer('03'),
  'tarrauto-general': ofDealer('04'),
  'tarrauto-ofertas': ofDealer('04', true),
};

export const IMPORT_FILE_NAMES = Object.keys(IMPORT_FILES);

/** The file's content, or the tipoError answer the console shows for an unknown name. */
export function importFile(config: StockConfig, fileName: string): QuiterFeed {
  const selection = Object.hasOwn(IMPORT_FILES, fileName) ? IMPORT_FILES[fileName] : undefined;
  if (!selection) {
    return {
      tipoError: 'FICHERO_DESCONOCIDO',
      mensajeError: `El fichero '${fileName}' no existe. Ficheros disponibles: ${IMPORT_FILE_NAMES.join(', ')}`,
    };
  }
  return { vehiculos: selection(getGroupStock(config), config) };
}
