// The form shows a field the vehicle lacks as false, '', [] or {} (react-admin inputs and
// their nested inputs); left so, it says nothing: the API treats absent and empty alike, and
// an empty object is not a valid emisiones or campaign.

export const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === false ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.values(value as object).every(isBlank));

/** The fields of `data` but the blank ones `previousData` does not have (create: none has). */
export const withoutUntouchedBlanks = (
  data: Record<string, unknown>,
  previousData?: object,
): Record<string, unknown> => {
  const before = (previousData ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(data).filter(([field, value]) => field in before || !isBlank(value)),
  );
};
