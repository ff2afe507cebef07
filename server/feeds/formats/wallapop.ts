// Wallapop's vehicle feed (schemas/feeds/wallapop.json): one document per
// marketplace-gateway account, <wallapop account=… count=… generated=…> with one <item> per
// listing. Values are plain texts; numbers are whole numbers in decimal.
import {
  present,
  vehicleFeedFormat,
  wholeNumber,
  xmlText,
  type FeedAt,
  type FeedListing,
} from '../xml.js';

const title = (v: FeedListing) =>
  [v.marca, v.modelo, v.version].map(xmlText).filter(Boolean).join(' ');

const wallapop = vehicleFeedFormat({
  root: 'wallapop',
  element: 'item',
  repeated: ['item', 'image'],
  fields: ['plazas', 'account'],
  fuelWords: { GASOLINA: 'gasoline', DIESEL: 'diesel', ELECTRICO: 'electric', HIBRIDO: 'hybrid' },
  gearboxWords: { automatic: 'automatic', manual: 'manual' },
  attributes: (now, count) => ({ generated: now.toISOString(), count: String(count) }),
  content: (v, { photos, prices, registered, fuel, gearbox }) =>
    present({
      id: xmlText(v.idv),
      title: title(v),
      description: xmlText(v.observaciones),
      price: prices.cash,
      brand: xmlText(v.marca),
      model: xmlText(v.modelo),
      version: xmlText(v.version),
      year: wholeNumber(v.anyoModelo),
      registration_date: registered,
      km: wholeNumber(v.km),
      fuel: fuel,
      gearbox: gearbox,
      body_type: xmlText(v.carroceria),
      doors: wholeNumber(v.puertas),
      seats: wholeNumber(v.plazas),
      horsepower: wholeNumber(v.potenciaCv),
      color: xmlText(v.color),
      warranty_months: wholeNumber(v.garantia),
      location: xmlText(v.ubicacion),
      images: photos.length ? { image: photos } : undefined,
    }),
});

export const wallapopParserOptions = wallapop.parserOptions;
/** The listing fields the feed reads (ListingFeed.fields). */
export const WALLAPOP_FIELDS = wallapop.fields;
export const wallapopElement = wallapop.element;

/** The account's document: its id and name lead the root's attributes. */
export const wallapopXml = (
  account: { accountId: string; name: string },
  listings: readonly FeedListing[],
  at: FeedAt,
): string =>
  wallapop.xml(listings, at, { account: xmlText(account.accountId), name: xmlText(account.name) });
