// The real Coches.net over HTTP (configured by CNET_API_URL and CNET_API_KEY,
// which never leave the server). Its answers are mapped to our Spanish errors so the console
// handles the real marketplace exactly as the reference one: 404, 409, 422 with the
// marketplace's reason, 429 with Retry-After; a refused key, a 5xx or no answer is a 502.
//
// The calls (the marketplace's professional API as configured; docs/API.md "# Coches.net"):
// GET/POST {url}/accounts/{account}/vehicles, PUT/DELETE {url}/accounts/{account}/vehicles/{id},
// GET {url}/brands?categoryId=; key in `Authorization: Bearer {key}`; JSON both ways.
import { HttpError } from '../errors.js';
import {
  onAccount,
  type Brand,
  type ListingBody,
  type MarketplaceClient,
  type MarketplaceListing,
  type RemovedListing,
  type RemoveOutcome,
} from './client.js';
import { PaceError } from './labels.js';
import { retryAfterMs } from '../../src/domain/cochesNet/pacing.js';

interface HttpMarketplaceOptions {
  baseUrl: string;
  apiKey: string;
  /** Give up on a call after this long (ms). */
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** How update-account waits out the marketplace's 429 (injected by tests). */
  sleep?: (ms: number) => Promise<void>;
}

const DEFAULT_TIMEOUT_MS = 15_000;
/** update-account: tries per listing when the marketplace answers 429. */
const PACED_ATTEMPTS = 3;

/** The marketplace's own words, when its error body has them. */
function reasonOf(body: unknown): string {
  if (body && typeof body === 'object') {
    const fields = body as Record<string, unknown>;
    for (const key of ['message', 'error', 'detail', 'title']) {
      if (typeof fields[key] === 'string' && fields[key]) return fields[key];
    }
    if (Array.isArray(fields.errors)) {
      const texts = fields.errors
        .map((e) => (typeof e === 'string' ? e : (e as { message?: unknown })?.message))
        .filter((t): t is string => typeof t === 'string');
      if (texts.length) return texts.join('. ');
    }
  }
  return typeof body === 'string' ? body.slice(0, 300) : '';
}

/** Our answer to a marketplace error status. */
function marketplaceError(
  status: number,
  body: unknown,
  account: number,
  retryAfter: string | null,
): HttpError {
  const reason = reasonOf(body);
  const where = onAccount(account);
  if (status === 401 || status === 403) {
    return new HttpError(
      502,
      'Coches.net ha rechazado la clave de acceso del servidor (CNET_API_KEY): avise al administrador',
    );
  }
  if (status === 404) return new HttpError(404, `Vehículo no encontrado en ${where}`);
  if (status === 409) {
    return new HttpError(
      409,
      reason ? `${where}: ${reason}` : `El vehículo ya está publicado en ${where}`,
    );
  }
  if (status === 429) {
    // Retry-After in seconds or as an HTTP date; the marketplace's pace (4,000 ms) when it says
    // nothing.
    const ms = retryAfterMs(retryAfter);
    const seconds = Math.max(1, Math.ceil((ms ?? 4000) / 1000));
    return new PaceError(
      `Demasiadas peticiones a Coches.net para la cuenta ${account}; espere ${seconds} s`,
      seconds,
    );
  }
  if (status === 400 || status === 422) {
    return new HttpError(422, `Coches.net rechaza el vehículo: ${reason || 'datos no válidos'}`);
  }
  return new HttpError(502, `Coches.net no ha respondido correctamente (error ${status})`);
}

export class HttpMarketplace implements MarketplaceClient {
  private readonly baseUrl: string;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: HttpMarketplaceOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.fetch = options.fetch ?? fetch;
  }

  private async call<T>(account: number, method: string, path: string, body?: unknown): Promise<T> {
    let res: Response;
    try {
      res = await this.fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.options.apiKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
    } catch {
      throw new HttpError(502, 'No se ha podido conectar con Coches.net; inténtelo más tarde');
    }
    const text = await res.text().catch(() => '');
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON: keep the text for the error's reason.
    }
    if (!res.ok)
      throw marketplaceError(res.status, parsed, account, res.headers.get('retry-after'));
    if (text && typeof parsed === 'string') {
      throw new HttpError(502, 'Coches.net ha respondido algo que no es JSON');
    }
    return parsed as T;
  }

  private vehicles(account: number) {
    return `/accounts/${encodeURIComponent(account)}/vehicles`;
  }

  list(account: number): Promise<MarketplaceListing[]> {
    return this.call(account, 'GET', this.vehicles(account));
  }

  create(account: number, listing: ListingBody): Promise<MarketplaceListing> {
    return this.call(account, 'POST', this.vehicles(account), listing);
  }

  update(account: number, id: string, listing: ListingBody): Promise<MarketplaceListing> {
    return this.call(
      account,
      'PUT',
      `${this.vehicles(account)}/${encodeURIComponent(id)}`,
      listing,
    );
  }

  async remove(account: number, id: string): Promise<RemovedListing> {
    const answer = await this.call<Partial<MarketplaceListing> | undefined>(
      account,
      'DELETE',
      `${this.vehicles(account)}/${encodeURIComponent(id)}`,
    );
    return {
      id,
      internalReference: answer?.internalReference ?? '',
      ...(answer?.title ? { title: answer.title } : {}),
    };
  }

  /**
   * The real marketplace has no batch delete: one call each, waiting out its 429s (its pace
   * applies to us too); a listing it refuses otherwise is reported and the others go on. No
   * answer at all (502) stops the run: the rest would fail the same way.
   */
  async removeMany(account: number, ids: readonly string[]): Promise<RemoveOutcome> {
    const outcome: RemoveOutcome = { removed: [], failed: [] };
    const sleep = this.options.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
    for (const id of ids) {
      for (let attempt = 1; ; attempt++) {
        try {
          await this.remove(account, id);
          outcome.removed.push(id);
          break;
        } catch (error) {
          if (error instanceof PaceError && attempt < PACED_ATTEMPTS) {
            await sleep(error.retryAfterSeconds * 1000);
            continue;
          }
          if (!(error instanceof HttpError) || error.statusCode === 502) throw error;
          outcome.failed.push({ id, status: error.statusCode, message: error.message });
          break;
        }
      }
    }
    return outcome;
  }

  brands(account: number, categoryId: number): Promise<Brand[]> {
    return this.call(account, 'GET', `/brands?categoryId=${encodeURIComponent(categoryId)}`);
  }
}
