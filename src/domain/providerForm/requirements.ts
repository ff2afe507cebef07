// The provider vehicle form's required fields ('Campo requerido'): brand, year, fuel, model, cash
// price, warranty, body type, doors, transmission, version, location, environmental label, colour.
// Financed price is optional ('Campo opcional'). The hint under each input.

export const FIELD_HINTS = { required: 'Campo requerido', optional: 'Campo opcional' } as const;

export const REQUIRED_FIELDS = [
  'brand',
  'year',
  'fuelType',
  'model',
  'price',
  'warranty',
  'bodyType',
  'doors',
  'transmission',
  'version',
  'location',
  'environmentalLabel',
  'colorId',
] as const;

export type RequiredField = (typeof REQUIRED_FIELDS)[number];

export const isRequired = (field: string): field is RequiredField =>
  (REQUIRED_FIELDS as readonly string[]).includes(field);

export const fieldHint = (field: string): string =>
  isRequired(field) ? FIELD_HINTS.required : FIELD_HINTS.optional;
