// A field the server refuses is shown next to that input. The server's 400 names the field in
// `field` (docs/API.md "Users") or, for schema errors, by its Spanish label in the message ("El
// campo 'Teléfono' no puede tener más de 30 caracteres").

/** A form's inputs: source → the label the user sees (and the server's messages use). */
export type FormFields = Readonly<Record<string, string>>;

const bodyOf = (error: unknown): Record<string, unknown> | undefined => {
  if (typeof error !== 'object' || error === null || !('body' in error)) return undefined;
  const body = (error as { body: unknown }).body;
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : undefined;
};

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'status' in error
    ? Number((error as { status: unknown }).status)
    : undefined;

/**
 * The server's refusal as errors keyed by the form's sources, or null when the answer is not
 * a 400 about one of them (then the caller shows its general message).
 */
export const fieldErrorsOf = (
  error: unknown,
  fields: FormFields,
): Record<string, string> | null => {
  if (statusOf(error) !== 400) return null;
  const body = bodyOf(error);
  const message =
    typeof body?.error === 'string' && body.error
      ? body.error
      : error instanceof Error
        ? error.message
        : '';
  if (!message) return null;
  const named = typeof body?.field === 'string' ? body.field : undefined;
  if (named !== undefined && named in fields) return { [named]: message };
  // The first quoted name in the message that is one of the form's labels or sources.
  for (const [, quoted] of message.matchAll(/'([^']+)'/g)) {
    const source = Object.keys(fields).find(
      (key) => key === quoted || fields[key]!.toLowerCase() === quoted!.toLowerCase(),
    );
    if (source) return { [source]: message };
  }
  return null;
};
