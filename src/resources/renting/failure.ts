// What the renting screens show when a call fails: PDF, CSV, delete, import, provider and upload
// failures are shown with the server's message, and still logged.
import { ERROR_SNACKBAR_MS } from '../../domain/renting/texts';

export const failureText = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message ? error.message : fallback;

/** The notify options of every renting error: 45 s, as every renting error snackbar. */
export const ERROR_NOTICE = { type: 'error', autoHideDuration: ERROR_SNACKBAR_MS } as const;

/** Logs a failure to the console (the user also sees it in a snackbar). */
export const logFailure = (what: string, error: unknown): void => {
  console.error(`[renting] ${what}:`, failureText(error, String(error)));
};
