// Error answers of docs/API.md "Errors": JSON {error, message} in Spanish, right status.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { validationProblem } from './validation.js';

export const MESSAGES = {
  400: 'La petición no es válida',
  401: 'Sesión no válida o caducada',
  403: 'No tiene permisos para realizar esta acción',
  404: 'No encontrado',
  409: 'El recurso ya existe',
  413: 'La petición es demasiado grande',
  415: 'Tipo de contenido no admitido: envíe JSON (application/json)',
  429: 'Demasiados intentos de inicio de sesión. Inténtelo de nuevo en un minuto.',
  500: 'Error interno del servidor',
  invalidJson: 'El cuerpo de la petición no es un JSON válido',
} as const;

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Extra fields merged into the JSON answer (e.g. tipoError for Quiter). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string = MESSAGES[400]) => new HttpError(400, message);
export const unauthorized = (message: string = MESSAGES[401]) => new HttpError(401, message);
export const forbidden = () => new HttpError(403, MESSAGES[403]);
export const notFound = (message: string = MESSAGES[404]) => new HttpError(404, message);
export const conflict = (message: string = MESSAGES[409]) => new HttpError(409, message);

interface ErrorBody {
  error: string;
  message: string;
  [extra: string]: unknown;
}

export const errorBody = (message: string, extra: Record<string, unknown> = {}): ErrorBody => ({
  ...extra,
  error: message,
  message,
});

function translate(error: FastifyError | HttpError): { status: number; body: ErrorBody } {
  if (error instanceof HttpError) {
    return { status: error.statusCode, body: errorBody(error.message, error.extra) };
  }
  if (error.validation) {
    const { message, field } = validationProblem(
      error.validation,
      error.validationContext ?? 'body',
    );
    return { status: 400, body: errorBody(message, field === undefined ? {} : { field }) };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, body: errorBody(MESSAGES.invalidJson) };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, body: errorBody(MESSAGES[415]) };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, body: errorBody(MESSAGES[413]) };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const known = (MESSAGES as Record<number, string>)[status];
    return { status, body: errorBody(known ?? MESSAGES[400]) };
  }
  return { status: 500, body: errorBody(MESSAGES[500]) };
}

/**
 * A body field's path in the labels of its parts: 'price.priceValue' → 'Precio › Precio al
 * contado', 'photos[0].url' → 'Fotos nº 1 › Dirección' (a part without a label as it is).
 */
function labelOf(labels: Readonly<Record<string, string>>, path: string): string {
  return path
    .replace(/\[(\d+)\]/g, (_m, index: string) => ` nº ${Number(index) + 1}`)
    .split('.')
    .map((part) => {
      const [name, rest] = part.split(' nº ');
      const label = labels[name!] ?? name!;
      return rest === undefined ? label : `${label} nº ${rest}`;
    })
    .join(' › ');
}

/**
 * For the error handler of a plugin whose body fields have labels of their own: a body's
 * validation error as a 400 naming the field by the `labels` of its path (an unknown field as
 * it was sent, under its parent's label); any other error as it is, for the app's handler.
 */
export function labelledBodyError(
  error: FastifyError | HttpError,
  labels: Readonly<Record<string, string>>,
): Error {
  if (error instanceof HttpError || !error.validation || error.validationContext !== 'body') {
    return error;
  }
  const { message, field } = validationProblem(error.validation, 'body');
  if (field === undefined) return new HttpError(400, message);
  const unknown = error.validation[0]?.keyword === 'additionalProperties';
  const cut = field.lastIndexOf('.');
  const label = !unknown
    ? labelOf(labels, field)
    : cut < 0
      ? field
      : `${labelOf(labels, field.slice(0, cut))} › ${field.slice(cut + 1)}`;
  return new HttpError(400, message.replace(/^El campo '[^']*'/, `El campo '${label}'`), {
    field,
  });
}

/** The error handler of the whole app. */
export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler(
    (error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) => {
      const { status, body } = translate(error);
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      return reply.code(status).send(body);
    },
  );
});
