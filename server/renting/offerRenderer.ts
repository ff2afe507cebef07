// Offer PDFs are made in a small pool of worker threads (PDF_WORKERS, default min(2, cores)):
// pdfkit's tens of milliseconds per page on the event loop held every other request, and
// twenty offers asked at once kept /api/health waiting for seconds. Offers beyond the pool
// wait their turn; a queue already long is a 503 (try again) rather than minutes of waiting.
import { HttpError } from '../errors.js';
import { moduleWorker, PoolBusyError, WorkerPool } from '../workerPool.js';
import type { OfferInput } from './pdf.js';

/** An offer as a worker receives it (the photo's Buffer arrives as a Uint8Array). */
export type OfferTask = Omit<OfferInput, 'photo'> & { photo: Uint8Array | null };

/** Offers that may wait for a worker. */
const MAX_WAITING_OFFERS = 200;
/** An idle worker ends after this; the next offer starts one again. */
const IDLE_MS = 60_000;

const OFFERS_BUSY =
  'Se están preparando demasiadas ofertas a la vez: inténtelo de nuevo en unos segundos';

export class OfferRenderer {
  private readonly pool: WorkerPool<OfferTask, Uint8Array>;

  constructor(workers: number) {
    this.pool = new WorkerPool(() => moduleWorker(import.meta.url, 'pdfWorker'), {
      size: workers,
      maxQueued: MAX_WAITING_OFFERS,
      idleMs: IDLE_MS,
    });
  }

  /** The offer PDF's bytes, made in a worker thread. */
  async render(input: OfferInput): Promise<Buffer> {
    try {
      const pdf = await this.pool.run(input);
      return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
    } catch (error) {
      if (error instanceof PoolBusyError) throw new HttpError(503, OFFERS_BUSY);
      throw error;
    }
  }

  /** Worker threads running now. */
  get workers(): number {
    return this.pool.workers;
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
