// XML feeds are written by an XML library, fast-xml-parser's XMLBuilder, never by hand: it escapes
// &, <, >, quotes in texts and attributes. What it cannot do is make a character XML 1.0 forbids
// legal (a control character pasted into a description, a lone surrogate): those are dropped here,
// before the builder sees the text.
import { XMLBuilder, type X2jOptions } from 'fast-xml-parser';
import { orderedPhotos } from '../../src/domain/photoOrder.js';
import { cashPrice, financedPrice } from '../../src/domain/stock.js';
import type { StockVehicle } from '../../src/domain/types.js';

/** Attributes are written and read back with this prefix (`'@_id'`). */
export const ATTRIBUTE_PREFIX = '@_';

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: ATTRIBUTE_PREFIX,
  format: true,
  indentBy: '  ',
  suppressEmptyNode: false,
  suppressBooleanAttributes: false,
});

// XML 1.0 "Char": tab, LF, CR, U+0020–U+D7FF, U+E000–U+FFFD, U+10000–U+10FFFF. With the `u`
// flag a well-formed surrogate pair is one code point (kept); a lone surrogate is not.
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** A text as an XML feed may carry it: forbidden characters dropped, trimmed. */
export const xmlText = (value: unknown): string =>
  (typeof value === 'string' ? value : value == null ? '' : String(value))
    .replace(NOT_XML_CHAR, '')
    .trim();

/** One element, e.g. a listing's `<item>…</item>`, as the builder writes it. */
export const buildXmlElement = (name: string, content: Record<string, unknown>): string =>
  builder.build({ [name]: content }) as string;

/**
 * A document: the declaration, then the root element with its attributes and the children
 * already written by buildXmlElement (each listing's element is written once and kept while
 * the listing does not change: server/feeds/listingCache.ts).
 */
function buildXmlDocument(
  root: string,
  attributes: Record<string, string>,
  children: readonly string[],
): string {
  const head = builder.build({
    '?xml': { [`${ATTRIBUTE_PREFIX}version`]: '1.0', [`${ATTRIBUTE_PREFIX}encoding`]: 'UTF-8' },
    [root]: Object.fromEntries(
      Object.entries(attributes).map(([name, value]) => [`${ATTRIBUTE_PREFIX}${name}`, value]),
    ),
  }) as string;
  const close = head.lastIndexOf(`</${root}>`);
  return `${head.slice(0, close)}\n${children.join('')}${head.slice(close)}`;
}

/** Renders a listing's element, or answers the one written for it before (FeedBuildContext.memo). */
export type ElementMemo = (listing: { _id?: string }, render: () => string) => string;

/** A listing as a vehicle feed reads it: its id, and whichever feed fields it has. */
export type FeedListing = Partial<StockVehicle> & Pick<StockVehicle, 'idv'>;

/**
 * A listing feed: the root element with its attributes, then each listing's element, written
 * by `render` or taken from `memo` when written before.
 */
export function listingFeedXml<L extends { _id?: string }>(
  root: string,
  attributes: Record<string, string>,
  listings: readonly L[],
  render: (listing: L) => string,
  memo?: ElementMemo,
): string {
  const elements = memo
    ? listings.map((listing) => memo(listing, () => render(listing)))
    : listings.map((listing) => render(listing));
  return buildXmlDocument(root, attributes, elements);
}

/** How a test (or a marketplace) reads a feed back: attributes kept, every value a string. */
export const feedParserOptions = (repeated: readonly string[]): Partial<X2jOptions> => ({
  ignoreAttributes: false,
  attributeNamePrefix: ATTRIBUTE_PREFIX,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  ignoreDeclaration: true,
  isArray: (name) => repeated.includes(name),
});

/** Drops the fields whose value is undefined, null or '' (optional elements are left out). */
export function present<T extends Record<string, unknown>>(fields: T): Partial<T> {
  const kept: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null && value !== '') kept[name] = value;
  }
  return kept as Partial<T>;
}

/** A whole non-negative number as text ('12500'), or undefined. */
export const wholeNumber = (value: unknown): string | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0
    ? String(Math.round(value))
    : undefined;

const SIMPLE_PATH = /^\/(?!\/)[A-Za-z0-9._~!$&'()*+,;=:@%/?-]*$/;
const SIMPLE_ABSOLUTE = /^https?:\/\/[A-Za-z0-9.-]+(:\d+)?(\/[A-Za-z0-9._~!$&'()*+,;=:@%/?-]*)?$/;

/** An address a marketplace can fetch: `url` made absolute against `origin`, http(s) only. */
function absoluteUrl(url: string, origin: string): string | undefined {
  // The common cases without a URL parse (10,000 vehicles × their photos in one feed).
  if (SIMPLE_PATH.test(url)) return `${origin}${url}`;
  if (SIMPLE_ABSOLUTE.test(url)) return url;
  try {
    const absolute = new URL(url, origin);
    return absolute.protocol === 'http:' || absolute.protocol === 'https:'
      ? absolute.href
      : undefined;
  } catch {
    return undefined;
  }
}

/** The vehicle's photo addresses, absolute, main photo first (src/domain/photoOrder.ts). */
export const photoUrls = (v: Partial<Pick<StockVehicle, 'recursos'>>, origin: string): string[] =>
  orderedPhotos(Array.isArray(v.recursos) ? v.recursos : [])
    .map((photo) => absoluteUrl(xmlText(photo.url), origin))
    .filter((url): url is string => url !== undefined && url !== '');

/**
 * The listing's cash price (its publication price when it has none) and its financed price,
 * as whole numbers.
 */
export function feedPrices(v: FeedListing): { cash?: string; financed?: string } {
  const precios = { precios: v.precios ?? [] };
  return {
    cash: wholeNumber(cashPrice(precios) ?? v.pvpPublicacion),
    financed: wholeNumber(financedPrice(precios)),
  };
}

/** A gearbox text as a feed words it: 'AUTOM…' is automatic, any other text manual. */
export const gearboxWord = (
  value: unknown,
  words: { automatic: string; manual: string },
): string | undefined => {
  const text = xmlText(value).toUpperCase();
  if (!text) return undefined;
  return text.startsWith('AUTOM') ? words.automatic : words.manual;
};

/** An ISO date's day, '2021-03-01', or undefined. */
export const isoDay = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
};

/** The listing fields every vehicle feed reads (each adds its own: ListingFeed.fields). */
const VEHICLE_FEED_FIELDS = [
  'idv',
  'marca',
  'modelo',
  'version',
  'observaciones',
  'precios',
  'pvpPublicacion',
  'anyoModelo',
  'fechaMatriculacion',
  'km',
  'combustible',
  'cambio',
  'carroceria',
  'puertas',
  'color',
  'potenciaCv',
  'garantia',
  'ubicacion',
  'recursos',
] as const;

/** When and from where a feed is written, and the memo of listing elements already written. */
export interface FeedAt {
  now: Date;
  origin: string;
  memo?: ElementMemo;
}

/** A fuel as the stock records it. */
type Fuel = Exclude<StockVehicle['combustible'], '' | undefined>;

/**
 * What every vehicle feed reads of a listing the same way: its photo addresses, its prices,
 * its registration day, and its fuel and gearbox in the feed's words.
 */
export interface FeedListingValues {
  photos: string[];
  prices: { cash?: string; financed?: string };
  registered: string | undefined;
  fuel: string | undefined;
  gearbox: string | undefined;
}

/**
 * One marketplace's vehicle feed: a root element with one element per listing. The format
 * says its names, the fields it reads besides the shared ones, its root attributes and a
 * listing's content (optional elements left out when empty); the rest is the same for all.
 */
export function vehicleFeedFormat(format: {
  root: string;
  element: string;
  /** Elements a reader gets as lists even when there is one. */
  repeated: readonly string[];
  fields: readonly string[];
  fuelWords: Record<Fuel, string>;
  /** The gearbox words; without them the feed carries the stock's own text. */
  gearboxWords?: { automatic: string; manual: string };
  attributes: (now: Date, count: number) => Record<string, string>;
  content: (v: FeedListing, values: FeedListingValues) => Record<string, unknown>;
}) {
  const fuelWords: Record<string, string> = format.fuelWords;
  /** A listing's element as the file holds it (written once and kept: ListingFeed.element). */
  const element = (v: FeedListing, origin: string): string =>
    buildXmlElement(
      format.element,
      format.content(v, {
        photos: photoUrls(v, origin),
        prices: feedPrices(v),
        registered: isoDay(v.fechaMatriculacion),
        fuel: fuelWords[v.combustible ?? ''],
        gearbox: format.gearboxWords
          ? gearboxWord(v.cambio, format.gearboxWords)
          : xmlText(v.cambio),
      }),
    );
  return {
    fields: [...VEHICLE_FEED_FIELDS, ...format.fields] as readonly string[],
    parserOptions: feedParserOptions(format.repeated),
    element,
    /** The document; `leading` attributes (a feed's own, e.g. its account) come first. */
    xml: (
      listings: readonly FeedListing[],
      { now, origin, memo }: FeedAt,
      leading: Record<string, string> = {},
    ): string =>
      listingFeedXml(
        format.root,
        { ...leading, ...format.attributes(now, listings.length) },
        listings,
        (v) => element(v, origin),
        memo,
      ),
  };
}
