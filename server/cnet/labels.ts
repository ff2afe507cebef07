// Coches.net bodies' Spanish field labels (docs/API.md "# Coches.net"): a 400 names the field
// as the console's publisher form shows it ('Precio › Precio al contado', 'Fotos nº 1 ›
// Dirección'), and a 429 carries Retry-After. The app's error handler answers the rest.
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { HttpError, labelledBodyError } from '../errors.js';

const LABELS: Readonly<Record<string, string>> = {
  // Marketplace listing.
  id: 'Identificador',
  internalReference: 'Referencia interna (IDV)',
  title: 'Título',
  plate: 'Matrícula',
  vin: 'Bastidor (VIN)',
  brand: 'Marca',
  model: 'Modelo',
  version: 'Versión',
  year: 'Año',
  fuelType: 'Combustible',
  bodyType: 'Carrocería',
  numberOfDoors: 'Puertas',
  categoryId: 'Categoría',
  transmissionType: 'Cambio',
  kilometers: 'Kilómetros',
  offerType: 'Tipo de oferta',
  warranty: 'Garantía (meses)',
  officialWarranty: 'Garantía oficial',
  showCarfaxReport: 'Informe Carfax',
  certified: 'Certificado',
  color: 'Color',
  colorId: 'Grupo de color',
  metalized: 'Metalizado',
  additionalColor: 'Color del fabricante',
  price: 'Precio',
  priceValue: 'Precio al contado',
  bestPrice: 'Mejor precio',
  professionalPrice: 'Precio profesional',
  monthlyQuota: 'Cuota mensual',
  priceWithTaxes: 'Precio con impuestos',
  financingPrice: 'Precio financiado',
  creation: 'Creación',
  date: 'Fecha',
  daysFrom: 'Días publicado',
  information: 'Información',
  professional: 'Para profesionales',
  private: 'Para particulares',
  additional: 'Adicional',
  environmentalLabel: 'Etiqueta medioambiental',
  matriculationYear: 'Año de matriculación',
  provincePrefix: 'Provincia',
  hasStock: 'En stock',
  photos: 'Fotos',
  url: 'Dirección',
  order: 'Orden',
  main: 'Foto principal',
  // Accounts, actions.
  webDescription: 'Descripción web',
  marketingImage: 'Imagen de marketing',
  type: 'Tipo',
  account: 'Cuenta',
  value: 'Número',
  key: 'Nombre',
  data: 'Vehículos',
  status: 'Estado',
  idv: 'IDV',
  message: 'Mensaje',
};

/** A 429 of the marketplace: the answer says when to come back (Retry-After, seconds). */
export class PaceError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

/** The plugin's error handler: labelled 400s, Retry-After on 429s, the rest to the app's. */
export function cnetErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, _request, reply: FastifyReply) => {
    if (error instanceof PaceError) {
      // Exposed so a console on another origin reads it too (its paced run waits that long).
      reply
        .header('retry-after', String(error.retryAfterSeconds))
        .header('access-control-expose-headers', 'Retry-After');
      throw error;
    }
    throw labelledBodyError(error, LABELS);
  });
}
