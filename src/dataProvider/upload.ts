// Uploads with progress: fetch cannot tell how much of a body has gone, XMLHttpRequest can.
// The token header and the errors are httpJson's (its HttpError with the server's message), so
// a failed upload reads like any failed call. One way for the CSV files, the motos' photos and
// the Coches.net manual car's photos.
import { getSession } from '../authProvider/session';
import { HttpError } from 'react-admin';
import { apiUrl, NETWORK_ERROR_MESSAGE, toHttpError } from './http';

const parseBody = (text: string): unknown => {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/** POSTs `form` to the API path, telling the share sent (0–1); answers the parsed body. */
export const postWithProgress = (
  path: string,
  form: FormData,
  onProgress: (sent: number) => void = () => undefined,
  signal?: AbortSignal,
): Promise<unknown> =>
  new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', apiUrl(path));
    request.setRequestHeader('Accept', 'application/json');
    const token = getSession()?.accessToken;
    if (token) request.setRequestHeader('x-access-token', token);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new HttpError(NETWORK_ERROR_MESSAGE, 0, null));
    request.onabort = () => reject(new DOMException('Subida cancelada', 'AbortError'));
    request.onload = () => {
      const body = parseBody(request.responseText);
      if (request.status >= 200 && request.status < 300) resolve(body);
      else reject(toHttpError(request.status, request.statusText, body));
    };
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });

/** POST /api/upload's answer (docs/API.md "# Motos", "Photos: POST /api/upload"). */
export interface UploadedImage {
  filename: string;
  url: string;
  thumbnailUrl?: string;
}

/** An image through the generic POST /api/upload (multipart `file`), with its progress. */
export const uploadImage = async (
  file: File,
  onProgress: (sent: number) => void = () => undefined,
  signal?: AbortSignal,
): Promise<UploadedImage> => {
  const form = new FormData();
  form.append('file', file);
  const answer = (await postWithProgress(
    '/upload',
    form,
    onProgress,
    signal,
  )) as Partial<UploadedImage> | null;
  if (typeof answer?.url !== 'string' || typeof answer.filename !== 'string') {
    throw new Error('El servidor no ha devuelto la imagen subida');
  }
  onProgress(1);
  return { filename: answer.filename, url: answer.url, thumbnailUrl: answer.thumbnailUrl };
};
