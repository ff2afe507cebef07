// The new-vehicle form's cascade: fuel type loads models; model loads body types and door counts;
// transmission loads versions — and a lower choice made for an upper one that has changed no longer
// fits, so changing an upper choice clears the lower ones.

/** The choices of the cascade, each with the choices its list is loaded with. */
const LOADED_WITH = {
  brand: [],
  year: [],
  fuelType: [],
  transmission: [],
  // GET /Models with brand, categoryId, fuelType, year.
  model: ['brand', 'year', 'fuelType'],
  // GET /BodyTypes and GET /Doors with brand, model, year.
  bodyType: ['model'],
  doors: ['model'],
  // GET /Versions with bodytype, numdoors, fueltype, brand, model, year (shown per transmission).
  version: ['bodyType', 'doors', 'transmission'],
} as const satisfies Record<string, readonly string[]>;

export type CascadeField = keyof typeof LOADED_WITH;

export const CASCADE_FIELDS = Object.keys(LOADED_WITH) as CascadeField[];

/** Whether a form field is a choice of the cascade. */
export const isCascadeField = (field: string): field is CascadeField =>
  Object.hasOwn(LOADED_WITH, field);

/** Every choice that depends, directly or through another, on `field` (cleared when it changes). */
export const clearedBy = (field: CascadeField): CascadeField[] => {
  const cleared: CascadeField[] = [];
  const visit = (upper: CascadeField) => {
    for (const lower of CASCADE_FIELDS) {
      const sources: readonly string[] = LOADED_WITH[lower];
      if (sources.includes(upper) && !cleared.includes(lower)) {
        cleared.push(lower);
        visit(lower);
      }
    }
  };
  visit(field);
  return cleared;
};

/** The form values to write when `field` changes: its lower choices emptied. */
export const resetBelow = (field: CascadeField): Partial<Record<CascadeField, null>> =>
  Object.fromEntries(clearedBy(field).map((lower) => [lower, null]));
