// Oferta de coches' vehicle feed (schemas/feeds/oferta-de-coches.json):
// <ofertadecoches generado=… total=…> with one <coche id=…> per listing, its photos and its
// equipment list (equipamiento: Serie / Extras).
import { isKm0 } from '../../../src/domain/stock.js';
import {
  ATTRIBUTE_PREFIX as A,
  buildXmlElement,
  feedParserOptions,
  feedPrices,
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

const OFERTA_REPEATED = ['coche', 'imagen', 'extra'] as const;
export const ofertaParserOptions = feedParserOptions(OFERTA_REPEATED);

/** The listing fields the feed reads (ListingFeed.fields). */
export const OFERTA_FIELDS = [...VEHICLE_FEED_FIELDS, 'tipo', 'tipoVO', 'equipamiento'] as const;

const TIPO = (v: FeedListing): string =>
  v.tipo === 'VN' ? 'Nuevo' : isKm0({ tipo: 'VO', tipoVO: v.tipoVO }) ? 'Km 0' : 'Ocasión';

const COMBUSTIBLE: Record<string, string> = {
  GASOLINA: 'GASOLINA',
  DIESEL: 'DIESEL',
  ELECTRICO: 'ELECTRICO',
  HIBRIDO: 'HIBRIDO',
};

const equipment = (v: FeedListing) =>
  (Array.isArray(v.equipamiento) ? v.equipamiento : [])
    .map((item) => ({ tipo: xmlText(item?.tipo), texto: xmlText(item?.descripcion) }))
    .filter((item) => item.texto !== '')
    .map((item) =>
      item.tipo ? { [`${A}tipo`]: item.tipo, '#text': item.texto } : { '#text': item.texto },
    );

const ofertaCoche = (v: FeedListing, origin: string) => {
  const imagenes = photoUrls(v, origin);
  const extras = equipment(v);
  const precios = feedPrices(v);
  return {
    [`${A}id`]: xmlText(v.idv),
    ...present({
      marca: xmlText(v.marca),
      modelo: xmlText(v.modelo),
      version: xmlText(v.version),
      tipo: TIPO(v),
      precio_contado: precios.cash,
      precio_financiado: precios.financed,
      km: wholeNumber(v.km),
      ano: wholeNumber(v.anyoModelo),
      matriculacion: isoDay(v.fechaMatriculacion),
      combustible: COMBUSTIBLE[v.combustible ?? ''],
      cambio: xmlText(v.cambio),
      potencia_cv: wholeNumber(v.potenciaCv),
      carroceria: xmlText(v.carroceria),
      color: xmlText(v.color),
      puertas: wholeNumber(v.puertas),
      garantia: wholeNumber(v.garantia),
      ubicacion: xmlText(v.ubicacion),
      observaciones: xmlText(v.observaciones),
      imagenes: imagenes.length ? { imagen: imagenes } : undefined,
      equipamiento: extras.length ? { extra: extras } : undefined,
    }),
  };
};

/** A listing's <coche> element as the file holds it (written once and kept: ListingFeed.element). */
export const ofertaElement = (v: FeedListing, origin: string): string =>
  buildXmlElement('coche', ofertaCoche(v, origin));

export function ofertaXml(
  listings: readonly FeedListing[],
  { now, origin, memo }: { now: Date; origin: string; memo?: ElementMemo },
): string {
  return listingFeedXml(
    'ofertadecoches',
    { generado: now.toISOString(), total: String(listings.length) },
    listings,
    (v) => ofertaElement(v, origin),
    memo,
  );
}
