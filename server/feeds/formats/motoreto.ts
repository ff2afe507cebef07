// Motoreto's vehicle feed (schemas/feeds/motoreto.json): <motoreto total=…
// fecha=…> with one <anuncio> per listing (available VO only), Spanish field
// names and values as Motoreto's catalogue words them.
import { isKm0 } from '../../../src/domain/stock.js';
import { ATTRIBUTE_PREFIX as A, present, vehicleFeedFormat, wholeNumber, xmlText } from '../xml.js';

const motoreto = vehicleFeedFormat({
  root: 'motoreto',
  element: 'anuncio',
  repeated: ['anuncio', 'foto'],
  fields: ['plazas', 'tipo', 'tipoVO', 'nombreConcesionario'],
  fuelWords: { GASOLINA: 'Gasolina', DIESEL: 'Diésel', ELECTRICO: 'Eléctrico', HIBRIDO: 'Híbrido' },
  gearboxWords: { automatic: 'Automático', manual: 'Manual' },
  attributes: (now, count) => ({ fecha: now.toISOString(), total: String(count) }),
  content: (v, { photos, prices, registered, fuel, gearbox }) =>
    present({
      referencia: xmlText(v.idv),
      marca: xmlText(v.marca),
      modelo: xmlText(v.modelo),
      version: xmlText(v.version),
      estado: isKm0({ tipo: v.tipo ?? 'VO', tipoVO: v.tipoVO }) ? 'Km 0' : 'Ocasión',
      precio: prices.cash,
      precio_financiado: prices.financed,
      kilometros: wholeNumber(v.km),
      anio: wholeNumber(v.anyoModelo),
      fecha_matriculacion: registered,
      combustible: fuel,
      cambio: gearbox,
      potencia_cv: wholeNumber(v.potenciaCv),
      carroceria: xmlText(v.carroceria),
      puertas: wholeNumber(v.puertas),
      plazas: wholeNumber(v.plazas),
      color: xmlText(v.color),
      garantia_meses: wholeNumber(v.garantia),
      concesionario: xmlText(v.nombreConcesionario),
      ubicacion: xmlText(v.ubicacion),
      descripcion: xmlText(v.observaciones),
      fotos: photos.length
        ? { foto: photos.map((url, i) => ({ [`${A}orden`]: String(i + 1), '#text': url })) }
        : undefined,
    }),
});

export const motoretoParserOptions = motoreto.parserOptions;
/** The listing fields the feed reads (ListingFeed.fields). */
export const MOTORETO_FIELDS = motoreto.fields;
export const motoretoElement = motoreto.element;
export const motoretoXml = motoreto.xml;
