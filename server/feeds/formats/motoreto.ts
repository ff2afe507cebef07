// Motoreto's vehicle feed (schemas/feeds/motoreto.json): <motoreto total=…
// fecha=…> with one <anuncio> per listing (available VO only), Spanish field
// names and values as Motoreto's catalogue words them.
import { isKm0 } from '../../../src/domain/stock.js';
import {
  ATTRIBUTE_PREFIX as A,
  buildXmlElement,
  feedParserOptions,
  feedPrices,
  gearboxWord,
  isoDay,
  listingFeedXml,
  photoUrls,
  present,
  wholeNumber,
  xmlText,
  type ElementMemo,
  type FeedListing,
  VEHICLE_FEED_FIELDS,
} from '../xml.js';

const MOTORETO_REPEATED = ['anuncio', 'foto'] as const;
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

const CAMBIO = { automatic: 'Automático', manual: 'Manual' };

const motoretoAnuncio = (v: FeedListing, origin: string) => {
  const fotos = photoUrls(v, origin);
  const precios = feedPrices(v);
  return present({
    referencia: xmlText(v.idv),
    marca: xmlText(v.marca),
    modelo: xmlText(v.modelo),
    version: xmlText(v.version),
    estado: isKm0({ tipo: v.tipo ?? 'VO', tipoVO: v.tipoVO }) ? 'Km 0' : 'Ocasión',
    precio: precios.cash,
    precio_financiado: precios.financed,
    kilometros: wholeNumber(v.km),
    anio: wholeNumber(v.anyoModelo),
    fecha_matriculacion: isoDay(v.fechaMatriculacion),
    combustible: COMBUSTIBLE[v.combustible ?? ''],
    cambio: gearboxWord(v.cambio, CAMBIO),
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
export const motoretoElement = (v: FeedListing, origin: string): string =>
  buildXmlElement('anuncio', motoretoAnuncio(v, origin));

export function motoretoXml(
  listings: readonly FeedListing[],
  { now, origin, memo }: { now: Date; origin: string; memo?: ElementMemo },
): string {
  return listingFeedXml(
    'motoreto',
    { fecha: now.toISOString(), total: String(listings.length) },
    listings,
    (v) => motoretoElement(v, origin),
    memo,
  );
}
