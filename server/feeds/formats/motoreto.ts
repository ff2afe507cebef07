// Motoreto's vehicle feed (schemas/feeds/motoreto.json): <motoreto total=…
// fecha=…> with one <anuncio> per listing (available VO only), Spanish field
// names and values as Motoreto's catalogue words them.
import { cashPrice, financedPrice, isKm0 } from '../../../src/domain/stock.js';
import type { StockVehicle } from '../../../src/domain/types.js';
import {
  ATTRIBUTE_PREFIX as A,
  buildXmlDocument,
  buildXmlElement,
  feedParserOptions,
  isoDay,
  photoUrls,
  present,
  renderEach,
  wholeNumber,
  xmlText,
  type ElementMemo,
  VEHICLE_FEED_FIELDS,
} from '../xml.js';

export const MOTORETO_REPEATED = ['anuncio', 'foto'] as const;
export const motoretoParserOptions = feedParserOptions(MOTORETO_REPEATED);

/** The listing fields the feed reads (ListingFeed.fields). */
export const MOTORETO_FIELDS = [
  ...VEHICLE_FEED_FIELDS,
  'plazas',
  'tipo',
  'tipoVO',
  'nombreConcesionario',
] as const;

const COMBUSTIBLE: Record<string, string> = {
  GASOLINA: 'Gasolina',
  DIESEL: 'Diésel',
  ELECTRICO: 'Eléctrico',
  HIBRIDO: 'Híbrido',
};

export type MotoretoListing = Partial<StockVehicle> & Pick<StockVehicle, 'idv'>;

const cambio = (value: unknown): string | undefined => {
  const text = xmlText(value).toUpperCase();
  if (!text) return undefined;
  return text.startsWith('AUTOM') ? 'Automático' : 'Manual';
};

export const motoretoAnuncio = (v: MotoretoListing, origin: string) => {
  const fotos = photoUrls({ recursos: v.recursos ?? [] }, origin);
  const precios = { precios: v.precios ?? [] };
  return present({
    referencia: xmlText(v.idv),
    marca: xmlText(v.marca),
    modelo: xmlText(v.modelo),
    version: xmlText(v.version),
    estado: isKm0({ tipo: v.tipo ?? 'VO', tipoVO: v.tipoVO }) ? 'Km 0' : 'Ocasión',
    precio: wholeNumber(cashPrice(precios) ?? v.pvpPublicacion),
    precio_financiado: wholeNumber(financedPrice(precios)),
    kilometros: wholeNumber(v.km),
    anio: wholeNumber(v.anyoModelo),
    fecha_matriculacion: isoDay(v.fechaMatriculacion),
    combustible: COMBUSTIBLE[v.combustible ?? ''],
    cambio: cambio(v.cambio),
    potencia_cv: wholeNumber(v.potenciaCv),
    carroceria: xmlText(v.carroceria),
    puertas: wholeNumber(v.puertas),
    plazas: wholeNumber(v.plazas),
    color: xmlText(v.color),
    garantia_meses: wholeNumber(v.garantia),
    concesionario: xmlText(v.nombreConcesionario),
    ubicacion: xmlText(v.ubicacion),
    descripcion: xmlText(v.observaciones),
    fotos: fotos.length
      ? { foto: fotos.map((url, i) => ({ [`${A}orden`]: String(i + 1), '#text': url })) }
      : undefined,
  });
};

/** A listing's <anuncio> element as the file holds it (written once and kept: ListingFeed.element). */
export const motoretoElement = (v: MotoretoListing, origin: string): string =>
  buildXmlElement('anuncio', motoretoAnuncio(v, origin));

export function motoretoXml(
  listings: readonly MotoretoListing[],
  { now, origin, memo }: { now: Date; origin: string; memo?: ElementMemo },
): string {
  const anuncios = renderEach(listings, (v) => motoretoElement(v, origin), memo);
  return buildXmlDocument(
    'motoreto',
    { fecha: now.toISOString(), total: String(listings.length) },
    anuncios,
  );
}
