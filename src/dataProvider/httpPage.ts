// One page of a list the API pages on the server (docs/API.md "Notifications"): its rows, and the
// total of the whole list, which the API sends in the X-Total-Count header. Same token, JSON and
// Spanish errors as httpJson (both are httpAnswer).
import { httpAnswer } from './http';

export const TOTAL_HEADER = 'X-Total-Count';

export const httpPage = async <T = unknown>(
  path: string,
  options: { signal?: AbortSignal; base?: string } = {},
): Promise<{ rows: T[]; total: number }> => {
  const { body, headers } = await httpAnswer<unknown>(path, options);
  const rows = Array.isArray(body) ? (body as T[]) : [];
  // An API without the header (an older server): the rows are all there is.
  const total = Number(headers.get(TOTAL_HEADER) ?? Number.NaN);
  return { rows, total: Number.isInteger(total) && total >= 0 ? total : rows.length };
};
