// Oferta de coches' vehicle feed (schemas/feeds/oferta-de-coches.json):
// <ofertadecoches generado=… total=…> with one <coche id=…> per listing, its photos and its
// equipment list (equipamiento: Serie / Extras).
import { isKm0 } from '../../../src/domain/stock.js';
import {
  ATTRIBUTE_PREFIX as A,
  present,
  vehicleFeedFormat,
  wholeNumber,
  xmlText,
  type FeedListing,
} from '../xml.js';

const TIPO = (v: FeedListing): string =>
  v.tipo === 'VN' ? 'Nuevo' : isKm0({ tipo: 'VO', tipoVO: v.tipoVO }) ? 'Km 0' : 'Ocasión';

const equipment = (v: FeedListing) =>
  (Array.isArray(v.equipamiento) ? v.equipamiento : [])
    .map((item) => ({ tipo: xmlText(item?.tipo), texto: xmlText(item?.descripcion) }))
    .filter((item) => item.texto !== '')
    .map((item) =>
      item.tipo ? { [`${A}tipo`]: item.tipo, '#text': item.texto } : { '#text': item.texto },
    );

const oferta = vehicleFeedFormat({
  root: 'ofertadecoches',
  element: 'coche',
  repeated: ['coche', 'imagen', 'extra'],
  fields: ['tipo', 'tipoVO', 'equipamiento'],
  fuelWords: { GASOLINA: 'GASOLINA', DIESEL: 'DIESEL', ELECTRICO: 'ELECTRICO', HIBRIDO: 'HIBRIDO' },
  attributes: (now, count) => ({ generado: now.toISOString(), total: String(count) }),
  content: (v, { photos, prices, registered, fuel, gearbox }) => {
    const extras = equipment(v);
    return {
      [`${A}id`]: xmlText(v.idv),
      ...present({
        marca: xmlText(v.marca),
        modelo: xmlText(v.modelo),
        version: xmlText(v.version),
        tipo: TIPO(v),
        precio_contado: prices.cash,
        precio_financiado: prices.financed,
        km: wholeNumber(v.km),
        ano: wholeNumber(v.anyoModelo),
        matriculacion: registered,
        combustible: fuel,
        cambio: gearbox,
        potencia_cv: wholeNumber(v.potenciaCv),
        carroceria: xmlText(v.carroceria),
        color: xmlText(v.color),
        puertas: wholeNumber(v.puertas),
        garantia: wholeNumber(v.garantia),
        ubicacion: xmlText(v.ubicacion),
        observaciones: xmlText(v.observaciones),
        imagenes: photos.length ? { imagen: photos } : undefined,
        equipamiento: extras.length ? { extra: extras } : undefined,
      }),
    };
  },
});

export const ofertaParserOptions = oferta.parserOptions;
/** The listing fields the feed reads (ListingFeed.fields). */
export const OFERTA_FIELDS = oferta.fields;
export const ofertaElement = oferta.element;
export const ofertaXml = oferta.xml;
