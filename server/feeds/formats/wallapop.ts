// Wallapop's vehicle feed (schemas/feeds/wallapop.json): one document per
// marketplace-gateway account, <wallapop account=… count=… generated=…> with one <item> per
// listing. Values are plain texts; numbers are whole numbers in decimal.
import {
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

const WALLAPOP_REPEATED = ['item', 'image'] as const;
export const wallapopParserOptions = feedParserOptions(WALLAPOP_REPEATED);

/** The listing fields the feed reads (ListingFeed.fields). */
export const WALLAPOP_FIELDS = [...VEHICLE_FEED_FIELDS, 'plazas', 'account'] as const;

const FUEL: Record<string, string> = {
  GASOLINA: 'gasoline',
  DIESEL: 'diesel',
  ELECTRICO: 'electric',
  HIBRIDO: 'hybrid',
};

const GEARBOX = { automatic: 'automatic', manual: 'manual' };

const title = (v: FeedListing) =>
  [v.marca, v.modelo, v.version].map(xmlText).filter(Boolean).join(' ');

const wallapopItem = (v: FeedListing, origin: string) => {
  const images = photoUrls(v, origin);
  return present({
    id: xmlText(v.idv),
    title: title(v),
    description: xmlText(v.observaciones),
    price: feedPrices(v).cash,
    brand: xmlText(v.marca),
    model: xmlText(v.modelo),
    version: xmlText(v.version),
    year: wholeNumber(v.anyoModelo),
    registration_date: isoDay(v.fechaMatriculacion),
    km: wholeNumber(v.km),
    fuel: FUEL[v.combustible ?? ''],
    gearbox: gearboxWord(v.cambio, GEARBOX),
    body_type: xmlText(v.carroceria),
    doors: wholeNumber(v.puertas),
    seats: wholeNumber(v.plazas),
    horsepower: wholeNumber(v.potenciaCv),
    color: xmlText(v.color),
    warranty_months: wholeNumber(v.garantia),
    location: xmlText(v.ubicacion),
    images: images.length ? { image: images } : undefined,
  });
};

/** A listing's <item> element as the file holds it (written once and kept: ListingFeed.element). */
export const wallapopElement = (v: FeedListing, origin: string): string =>
  buildXmlElement('item', wallapopItem(v, origin));

export function wallapopXml(
  account: { accountId: string; name: string },
  listings: readonly FeedListing[],
  { now, origin, memo }: { now: Date; origin: string; memo?: ElementMemo },
): string {
  return listingFeedXml(
    'wallapop',
    {
      account: xmlText(account.accountId),
      name: xmlText(account.name),
      generated: now.toISOString(),
      count: String(listings.length),
    },
    listings,
    (v) => wallapopElement(v, origin),
    memo,
  );
}
