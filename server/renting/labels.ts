// The Spanish labels of the renting bodies' fields, as the renting form names them: a 400 reads 'El
// campo 'Precios Particulares nº 4 › Valor' debe ser un importe como 1.234,50…', and still carries
// the property path as code names it (`field`).
import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from '../errors.js';
import { fieldLabel } from '../fieldLabels.js';
import { validationProblem } from '../validation.js';

const RENTING_LABELS: Readonly<Record<string, string>> = {
  idOferta: 'ID Oferta',
  stock: 'Unidades',
  provider: 'Proveedor',
  providerName: 'Nombre del proveedor',
  immediate_delivery: 'Entrega inmediata',
  marca: 'Marca',
  modelo: 'Modelo',
  version: 'Versión',
  color: 'Color',
  carroceria: 'Tipo de vehículo',
  potenciaCv: 'Potencia (CV)',
  cambio: 'Cambio',
  combustible: 'Combustible',
  puertas: 'Puertas',
  plazas: 'Plazas',
  emisiones: 'Emisiones',
  consumoExtUrbano: 'Consumo extraurbano',
  franquicia: 'Franquicia',
  etiquetaEco: 'Etiqueta ECO',
  publicarParticular: 'Publicar Particular',
  publicarEmpresa: 'Publicar Empresa',
  publicarAutonomos: 'Publicar Autónomos',
  publicarOtros: 'Publicar Otros',
  precioMinParticular: 'Precio mínimo Particulares',
  precioMinAutonomos: 'Precio mínimo Autónomos',
  precioMinEmpresas: 'Precio mínimo Empresa',
  valorMin: 'Precio',
  tipoPrecioMin: 'Tipo de precio',
  preciosParticular: 'Precios Particulares',
  preciosAutonomos: 'Precios Autónomos',
  preciosEmpresas: 'Precios Empresa',
  tipo: 'Tipo',
  valor: 'Valor',
  km: 'Km/año',
  meses: 'Meses',
  equipamientoDestacado: 'Equipamiento Destacado',
  equipamientoTecnologia: 'Equipamiento Tecnología',
  equipamientoConfort: 'Equipamiento Confort',
  equipamientoSeguridad: 'Equipamiento Seguridad',
  equipamientoExterior: 'Equipamiento Exterior',
  contenido: 'Contenido',
  descripcion: 'Descripción',
  recursos: 'Imágenes',
  nombre: 'Nombre',
  url: 'Dirección',
  propiedades: 'Propiedades',
  _id: 'Identificador',
  id: 'Identificador',
  filter: 'Filtro',
  options: 'Opciones',
  typeOffer: 'Tipo de oferta',
  name: 'Nombre de la imagen',
};

/** What `data` is on each renting route (the vehicle of a PDF, a CSV's rows, an import's file). */
type DataMeaning = 'vehicle' | 'rows' | 'file';
const DATA_LABEL: Record<DataMeaning, string> = {
  vehicle: 'Vehículo',
  rows: 'Filas seleccionadas',
  file: 'Fichero',
};

/** 'carData.preciosParticular[3].valor' → ['carData', 'preciosParticular', '3', 'valor']. */
const segmentsOf = (field: string) => field.split(/\.|\[(\d+)\]/).filter((s) => s);

/**
 * A body path as the user reads it. The vehicle wrappers (`carData`, a PDF's `data`) are left
 * out: the form's user knows the field, not the envelope.
 */
export function rentingLabelPath(field: string, data: DataMeaning): string {
  const segments = segmentsOf(field);
  if (
    segments.length > 1 &&
    (segments[0] === 'carData' || (segments[0] === 'data' && data === 'vehicle'))
  ) {
    segments.shift();
  }
  const parts: string[] = [];
  segments.forEach((segment, i) => {
    if (/^\d+$/.test(segment) && parts.length) {
      parts[parts.length - 1] += ` nº ${Number(segment) + 1}`;
    } else if (i === 0 && segment === 'data') parts.push(DATA_LABEL[data]);
    else if (segment === 'carData') parts.push('Vehículo');
    else parts.push(RENTING_LABELS[segment] ?? fieldLabel(segment));
  });
  return parts.join(' › ');
}

/** The 400 of a rule: 'El campo 'Modelo' no puede estar vacío', with `field`. */
export const fieldError = (field: string, problem: string, data: DataMeaning = 'vehicle') =>
  new HttpError(400, `El campo '${rentingLabelPath(field, data)}' ${problem}`, { field });

/** Body validation errors of the plugin's routes name the renting fields in Spanish. */
export function labelRentingErrors(app: FastifyInstance, data: DataMeaning): void {
  app.setErrorHandler((error: FastifyError) => {
    if (!error.validation || error.validationContext !== 'body') throw error;
    const { message, field } = validationProblem(error.validation, 'body');
    if (field === undefined) throw new HttpError(400, message);
    const named = message.replace(
      /^El campo '[^']*'/,
      `El campo '${rentingLabelPath(field, data)}'`,
    );
    throw new HttpError(400, named, { field });
  });
}
