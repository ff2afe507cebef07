// The provider price is the euro price excluding 21% tax plus an adjustable surcharge, default
// 1000. The form shows it live as the user types and sends it as the vehicle's price.

/** Spanish VAT taken off the price the user types. */
export const VAT_RATE = 0.21;

/** The surcharge the form starts with (the user may change it). */
export const DEFAULT_SURCHARGE = 1000;

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * The price sent to the provider for a price typed with VAT: price / 1,21 rounded to cents,
 * plus the surcharge. Null while either is empty or not a number.
 */
export const providerPrice = (
  price: number | null | undefined,
  surcharge: number | null | undefined = DEFAULT_SURCHARGE,
): number | null => {
  if (!isNumber(price) || !isNumber(surcharge)) return null;
  const withoutVat = Math.round((price / (1 + VAT_RATE)) * 100) / 100;
  return Math.round((withoutVat + surcharge) * 100) / 100;
};
