// The review flags of the Coches.net publisher and their thresholds: a listing staff should fix
// before customers see it. They read the same facts from a marketplace listing and from an own
// database vehicle (account 0 shows the latter), so the tiles work in both account modes.
import { cashPrice, financedPrice } from '../stock.js';
import { needsColourReview } from './colours.js';
import {
  offerTypeOf,
  type MarketplaceListing,
  type OfferType,
  type OwnDbVehicle,
} from './listing.js';

/** A cash or financed price of 100 or less needs review. */
export const PRICE_REVIEW_MAX = 100;
/** A warranty below 12 months needs review. */
export const WARRANTY_REVIEW_BELOW_MONTHS = 12;

/** A row of the publisher's table: a marketplace listing, or an own database vehicle. */
export type PublisherRow = MarketplaceListing | OwnDbVehicle;

/** What the tiles and reviews read of a row, whatever its shape. */
export interface RowFacts {
  offerType: OfferType;
  cash: number | null;
  financed: number | null;
  warranty: number | null;
  colour: string;
}

export const isMarketplaceListing = (row: PublisherRow): row is MarketplaceListing =>
  'internalReference' in row;

const figure = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

export function rowFacts(row: PublisherRow): RowFacts {
  if (isMarketplaceListing(row)) {
    return {
      offerType: row.offerType,
      cash: figure(row.price?.priceValue),
      financed: figure(row.price?.financingPrice),
      warranty: figure(row.warranty),
      colour: typeof row.color?.additionalColor === 'string' ? row.color.additionalColor : '',
    };
  }
  const precios = Array.isArray(row.precios) ? row.precios : [];
  return {
    offerType: offerTypeOf(row),
    cash: figure(cashPrice({ precios })),
    financed: figure(financedPrice({ precios })),
    warranty: figure(row.garantia),
    colour: typeof row.color === 'string' ? row.color : '',
  };
}

/**
 * The cash or the financed price is 100 or less. A missing price counts as 0 (the marketplace would
 * show it without price), as on the own sites (../ownSites/reviews.ts).
 */
export const needsPriceReview = (facts: Pick<RowFacts, 'cash' | 'financed'>): boolean =>
  (facts.cash ?? 0) <= PRICE_REVIEW_MAX || (facts.financed ?? 0) <= PRICE_REVIEW_MAX;

/** A warranty under 12 months (a missing one reads 0, so it is flagged). */
export const needsWarrantyReview = (facts: Pick<RowFacts, 'warranty'>): boolean =>
  (facts.warranty ?? 0) < WARRANTY_REVIEW_BELOW_MONTHS;

export type ReviewId = 'precios' | 'garantias' | 'color';

/** The reviews a row fails, in the tiles' order (Precios, Garantías, Color). */
export function reviewsOf(row: PublisherRow): ReviewId[] {
  const facts = rowFacts(row);
  const failed: ReviewId[] = [];
  if (needsPriceReview(facts)) failed.push('precios');
  if (needsWarrantyReview(facts)) failed.push('garantias');
  if (needsColourReview(facts.colour)) failed.push('color');
  return failed;
}
