// The body of a marketplace listing, as published or as a manual car
// (src/domain/cochesNet/listing.ts): strict, bounded, each field typed. What the marketplace
// additionally REQUIRES of a listing (a photo, a price, km on an occasion car) is not a schema
// matter but a 422, from the shared rules (listingProblems).
import { figureSchema } from '../../src/domain/figures.js';

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
/** Prices and monthly payments: whole euros, never negative (or none). */
const amount = figureSchema('wholeEuros', { nullable: true });
const count = (maximum: number) =>
  ({ type: 'integer', minimum: 0, maximum, nullable: true }) as const;
/** Catalogue names ('SEAT', 'León', 'Gasolina'): the marketplace takes names, not ids. */
const reference = text(200);

const object = <P extends Record<string, object>>(properties: P, required: string[] = []) =>
  ({ type: 'object', additionalProperties: false, required, properties }) as const;

const LISTING_FIELDS = {
  // The marketplace's own fields: sent back as read by the console's edit, never changed by it.
  id: text(64),
  creation: object({ date: text(40), daysFrom: { type: 'integer', minimum: 0 } }),
  internalReference: { type: 'string', minLength: 1, maxLength: 64 },
  title: text(300),
  plate: text(20),
  vin: text(40),
  brand: reference,
  model: reference,
  version: reference,
  year: count(2100),
  fuelType: reference,
  bodyType: reference,
  numberOfDoors: count(9),
  categoryId: count(1_000_000),
  transmissionType: reference,
  kilometers: figureSchema('km', { nullable: true }),
  offerType: { type: 'integer', enum: [0, 1, 2] },
  warranty: count(240),
  officialWarranty: { type: 'boolean' },
  showCarfaxReport: { type: 'boolean' },
  certified: { type: 'integer', enum: [0, 1] },
  color: object({
    colorId: count(1000),
    metalized: { type: 'boolean' },
    additionalColor: text(100),
  }),
  price: object({
    priceValue: amount,
    bestPrice: amount,
    professionalPrice: amount,
    monthlyQuota: amount,
    // Whether the figures include VAT.
    priceWithTaxes: { type: 'boolean' },
    financingPrice: amount,
  }),
  information: object({
    professional: text(10_000),
    private: text(10_000),
    additional: text(10_000),
  }),
  environmentalLabel: { type: 'string', enum: ['0', 'ECO', 'B', 'C', ''] },
  matriculationYear: count(2100),
  provincePrefix: text(2),
  hasStock: { type: 'boolean' },
  photos: {
    type: 'array',
    maxItems: 60,
    items: object(
      {
        url: { type: 'string', minLength: 1, maxLength: 500 },
        order: count(1000),
        main: { type: 'boolean' },
      },
      ['url'],
    ),
  },
} as const;

export const listingBody = object(LISTING_FIELDS, ['internalReference', 'offerType']);

/** The top-level fields a listing may be read by (`GET …/vehicles?fields=`). */
export const LISTING_FIELD_NAMES: readonly string[] = Object.keys(LISTING_FIELDS);
