// The fixed choices of the new-vehicle form, with the ids the provider's v3 API takes (docs/API.md
// "# Vehicle-data provider").

export interface Choice<Id extends string | number = number> {
  id: Id;
  name: string;
}

/** Brands BMW (7) and MINI (222). */
export const BRANDS: Choice[] = [
  { id: 7, name: 'BMW' },
  { id: 222, name: 'MINI' },
];

export const YEARS: Choice[] = [
  { id: 2022, name: '2022' },
  { id: 2021, name: '2021' },
];

/** The provider's category of passenger cars (categoryId of /Models and /Versions). */
export const CAR_CATEGORY_ID = 1;

export const FUEL_TYPES: Choice[] = [
  { id: 1, name: 'Diesel' },
  { id: 2, name: 'Gasolina' },
  { id: 3, name: 'Eléctrico / Híbrido' },
  { id: 4, name: 'Otros' },
];

/** Months; 0 is "no warranty". */
export const WARRANTIES: Choice[] = [
  { id: 0, name: 'Sin garantía' },
  ...[12, 18, 24, 36, 48, 60, 72, 84].map((months) => ({ id: months, name: `${months} meses` })),
];

export const TRANSMISSIONS: Choice[] = [
  { id: 1, name: 'Automático' },
  { id: 2, name: 'Manual' },
];

/** Locations by their province code: Tarragona (43) and Girona (17). */
export const LOCATIONS: Choice[] = [
  { id: 43, name: 'Tarragona' },
  { id: 17, name: 'Girona' },
];

export const ENVIRONMENTAL_LABELS: Choice<string>[] = [
  { id: '0', name: '0 emisiones' },
  { id: 'ECO', name: 'ECO' },
  { id: 'B', name: 'B' },
  { id: 'C', name: 'C' },
];

/** The 13 colour groups (colorId). */
export const COLOUR_GROUPS: Choice[] = [
  'amarillo',
  'azul',
  'beige',
  'blanco',
  'granate',
  'gris/plata',
  'marrón',
  'naranja',
  'negro',
  'rojo',
  'rosa',
  'verde',
  'violeta/lila',
].map((name, i) => ({ id: i + 1, name }));

/** The fixed choices of the form's selects, by the field they fill. */
export const FIXED_CHOICES = {
  brand: BRANDS,
  year: YEARS,
  fuelType: FUEL_TYPES,
  warranty: WARRANTIES,
  transmission: TRANSMISSIONS,
  location: LOCATIONS,
  environmentalLabel: ENVIRONMENTAL_LABELS,
  colorId: COLOUR_GROUPS,
} as const satisfies Record<string, readonly Choice<string | number>[]>;

export type FixedChoiceField = keyof typeof FIXED_CHOICES;

export const idsOf = <Id extends string | number>(choices: readonly Choice<Id>[]): Id[] =>
  choices.map((choice) => choice.id);

export const nameOf = <Id extends string | number>(
  choices: readonly Choice<Id>[],
  id: Id | null | undefined,
): string | undefined => choices.find((choice) => choice.id === id)?.name;
