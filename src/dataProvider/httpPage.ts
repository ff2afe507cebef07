// One page of a list the API pages on the server (issue 7 §2, docs/API.md "Notifications"):
// its rows, and the total of the whole list, which the API sends in the X-Total-Count
// header. Same token, JSON and Spanish errors as httpJson (the console's fetch helper), which
// answers only the body; this call needs a header of the answer too.
import { HttpError } from 'react-admin';
import { getSession } from '../authProvider/session';
import { apiUrl, NETWORK_ERROR_MESSAGE, toHttpError } from './http';

export const TOTAL_HEADER = 'X-Total-Count';

const parseBody = (text: string): unknown => {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

export const httpPage = async <T = unknown>(
  path: string,
  options: { signal?: AbortSignal; base?: string } = {},
): Promise<{ rows: T[]; total: number }> => {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getSession()?.accessToken;
  if (token) headers['x-access-token'] = token;
  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.base), { headers, signal: options.signal });
  } catch (error) {
    // A cancelled query must stay an AbortError for react-query.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    if (options.signal?.aborted) throw error;
    throw new HttpError(NETWORK_ERROR_MESSAGE, 0, null);
  }
  const body = parseBody(await response.text());
  if (!response.ok) throw toHttpError(response.status, response.statusText, body);
  const rows = Array.isArray(body) ? (body as T[]) : [];
  // An API without the header (an older server): the rows are all there is.
  const total = Number(response.headers.get(TOTAL_HEADER) ?? Number.NaN);
  return { rows, total: Number.isInteger(total) && total >= 0 ? total : rows.length };
};
