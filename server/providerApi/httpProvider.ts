// The real vehicle-data provider over HTTP: the server signs in with POST {url}/Login {username,
// password}, keeps the bearer token it answers and sends it on every call; a 401 means the token
// has expired: it signs in again once and repeats the call. The credentials and the token never
// leave this module: answers to the browser and error messages are ours (Spanish), and the
// provider's own words are passed on only with any secret in them blanked out.
import type {
  CatalogueItem,
  ProviderVehicle,
  ProviderVersion,
} from '../../src/domain/providerForm/vehicle.js';
import { HttpError } from '../errors.js';
import type { ModelQuery, ModelsQuery, ProviderClient, VersionsQuery } from './client.js';

interface HttpProviderOptions {
  baseUrl: string;
  username: string;
  password: string;
  /** Give up on a call after this long (ms). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const DEFAULT_TIMEOUT_MS = 15_000;

const PROVIDER_MESSAGES = {
  unreachable: 'No se ha podido conectar con el proveedor de datos; inténtelo más tarde',
  credentials:
    'El proveedor de datos ha rechazado las credenciales del servidor (PROVIDER_USER / PROVIDER_PASSWORD): avise al administrador',
  noToken: 'El proveedor de datos no ha devuelto un token de acceso',
  unexpected: 'El proveedor de datos ha respondido algo inesperado',
} as const;

/** The provider's own words in an error body, if any. */
function reasonOf(body: unknown): string {
  if (body && typeof body === 'object') {
    const fields = body as Record<string, unknown>;
    for (const key of ['message', 'error', 'detail', 'title']) {
      const value = fields[key];
      if (typeof value === 'string' && value) return value;
    }
  }
  return typeof body === 'string' ? body : '';
}

const parse = (text: string): unknown => {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return text;
  }
};

const asNumber = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

/** One catalogue item as we answer it; null when the provider's item lacks an id or a name. */
const itemOf = (raw: unknown): CatalogueItem | null => {
  if (!raw || typeof raw !== 'object') return null;
  const { id, name } = raw as Record<string, unknown>;
  const n = asNumber(id);
  return n === null || typeof name !== 'string' ? null : { id: n, name };
};

const versionOf = (raw: unknown): ProviderVersion | null => {
  const item = itemOf(raw);
  if (!item) return null;
  const fields = raw as Record<string, unknown>;
  const transmission = asNumber(fields.transmission);
  const powerCv = asNumber(fields.powerCv);
  return transmission === null ? null : { ...item, transmission, powerCv: powerCv ?? 0 };
};

export class HttpProvider implements ProviderClient {
  private readonly baseUrl: string;
  private readonly fetch: typeof fetch;
  /** The bearer token being fetched or held; null until the first call or after a 401. */
  private token: Promise<string> | null = null;

  constructor(private readonly options: HttpProviderOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.fetch = options.fetch ?? fetch;
  }

  /** Blanks the credentials and the token out of a text that is about to leave the server. */
  private scrub(text: string, token?: string): string {
    let clean = text;
    for (const secret of [this.options.username, this.options.password, token]) {
      if (secret) clean = clean.split(secret).join('[oculto]');
    }
    return clean.slice(0, 300);
  }

  private async send(method: string, path: string, token?: string, body?: unknown) {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    let res: Response;
    try {
      res = await this.fetch(`${this.baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
    } catch {
      throw new HttpError(502, PROVIDER_MESSAGES.unreachable);
    }
    const text = await res.text().catch(() => '');
    return { status: res.status, ok: res.ok, body: parse(text) };
  }

  private async login(): Promise<string> {
    const { username, password } = this.options;
    const answer = await this.send('POST', '/Login', undefined, { username, password });
    if (answer.status === 400 || answer.status === 401 || answer.status === 403) {
      throw new HttpError(502, PROVIDER_MESSAGES.credentials);
    }
    if (!answer.ok) {
      throw new HttpError(
        502,
        `El proveedor de datos no ha respondido correctamente al iniciar sesión (error ${answer.status})`,
      );
    }
    const fields = (answer.body ?? {}) as Record<string, unknown>;
    const token = fields.token ?? fields.access_token ?? fields.accessToken;
    if (typeof token !== 'string' || !token) throw new HttpError(502, PROVIDER_MESSAGES.noToken);
    return token;
  }

  /** The cached token, signing in when there is none (one sign-in for calls made meanwhile). */
  private currentToken(): Promise<string> {
    if (!this.token) {
      const pending = this.login();
      this.token = pending;
      pending.catch(() => {
        if (this.token === pending) this.token = null;
      });
    }
    return this.token;
  }

  /** A call with the token; on a 401 one new sign-in and one more try. */
  private async call(method: string, path: string, body?: unknown): Promise<unknown> {
    const cached = this.currentToken();
    let token = await cached;
    let answer = await this.send(method, path, token, body);
    if (answer.status === 401) {
      // Another call may already have renewed it: only forget the token that was refused.
      if (this.token === cached) this.token = null;
      token = await this.currentToken();
      answer = await this.send(method, path, token, body);
      if (answer.status === 401) {
        this.token = null;
        throw new HttpError(502, PROVIDER_MESSAGES.credentials);
      }
    }
    if (!answer.ok) throw this.failure(answer.status, answer.body, token);
    return answer.body;
  }

  private failure(status: number, body: unknown, token: string): HttpError {
    const reason = this.scrub(reasonOf(body), token);
    if (status === 400 || status === 422) {
      return new HttpError(
        422,
        `El proveedor de datos rechaza el vehículo: ${reason || 'datos no válidos'}`,
      );
    }
    if (status === 403) return new HttpError(502, PROVIDER_MESSAGES.credentials);
    if (status === 404) return new HttpError(404, 'El proveedor de datos no encuentra lo pedido');
    return new HttpError(
      502,
      `El proveedor de datos no ha respondido correctamente (error ${status})`,
    );
  }

  private async list<T>(
    path: string,
    query: object,
    map: (raw: unknown) => T | null,
  ): Promise<T[]> {
    const params = new URLSearchParams(
      Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
    );
    const body = await this.call('GET', `${path}?${params.toString()}`);
    if (!Array.isArray(body)) throw new HttpError(502, PROVIDER_MESSAGES.unexpected);
    return body.map(map).filter((item): item is T => item !== null);
  }

  models(query: ModelsQuery) {
    return this.list('/Models', query, itemOf);
  }

  bodyTypes(query: ModelQuery) {
    return this.list('/BodyTypes', query, itemOf);
  }

  doors(query: ModelQuery) {
    return this.list('/Doors', query, itemOf);
  }

  versions(query: VersionsQuery) {
    return this.list('/Versions', query, versionOf);
  }

  async createVehicle(vehicle: ProviderVehicle): Promise<{ id: string }> {
    const body = (await this.call('POST', '/Vehicles', vehicle)) as Record<string, unknown> | null;
    const id = body?.id ?? body?.vehicleId;
    if (typeof id !== 'string' && typeof id !== 'number') {
      throw new HttpError(502, PROVIDER_MESSAGES.unexpected);
    }
    return { id: String(id) };
  }
}
