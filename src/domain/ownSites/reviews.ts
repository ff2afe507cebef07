// The review checks of the own-site dashboards and their thresholds: a vehicle staff should look at
// before the web shows it.
import { cashPrice, financedPrice } from '../stock.js';
import type { OwnSiteVehicle } from './vehicle.js';

/** A cash or financed price of 100 or less needs review. */
export const PRICE_REVIEW_MAX = 100;
/** A warranty below 12 months needs review. */
export const WARRANTY_REVIEW_BELOW_MONTHS = 12;
/** The web body type staff must set by hand. */
export const BODY_REVIEW_VALUE = 'Revisar';

/** tipoCarroceriaWeb equals 'Revisar' (exactly). */
export const needsBodyReview = (v: Pick<OwnSiteVehicle, 'tipoCarroceriaWeb'>): boolean =>
  v.tipoCarroceriaWeb === BODY_REVIEW_VALUE;

/**
 * The cash (precios[0]) or financed (precios[3]) price is 100 or less. A missing price counts as 0
 * (the web would show it at no price), so it is flagged too.
 */
export const needsPriceReview = (v: Pick<OwnSiteVehicle, 'precios'>): boolean =>
  (cashPrice(v) ?? 0) <= PRICE_REVIEW_MAX || (financedPrice(v) ?? 0) <= PRICE_REVIEW_MAX;

/** The warranty in months as the GARANTIA column shows it: empty is 0. */
export const warrantyMonths = (v: Pick<OwnSiteVehicle, 'garantia'>): number => {
  const g: unknown = v.garantia;
  const n = typeof g === 'string' && g.trim() !== '' ? Number(g) : g;
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
};

/** A warranty below 12 months (an empty one reads 0, so it is flagged). */
export const needsWarrantyReview = (v: Pick<OwnSiteVehicle, 'garantia'>): boolean =>
  warrantyMonths(v) < WARRANTY_REVIEW_BELOW_MONTHS;

export type ReviewId = 'carroceria' | 'precios' | 'garantia';

/** Which checks a vehicle fails, in the order of the review cards. */
export const reviewsOf = (v: OwnSiteVehicle): ReviewId[] => {
  const failed: ReviewId[] = [];
  if (needsBodyReview(v)) failed.push('carroceria');
  if (needsPriceReview(v)) failed.push('precios');
  if (needsWarrantyReview(v)) failed.push('garantia');
  return failed;
};
