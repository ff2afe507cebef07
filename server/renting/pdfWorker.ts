// A worker thread of the offer PDFs (offerRenderer.ts): makes each offer it is sent.
import { serveTasks } from '../workerPool.js';
import { offerPdf } from './pdf.js';
import type { OfferTask } from './offerRenderer.js';

const asBuffer = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

serveTasks<OfferTask, Uint8Array>(
  (task) => offerPdf({ ...task, photo: task.photo && asBuffer(task.photo) }),
  // A PDF of its own memory moves to the main thread instead of being copied.
  (pdf) =>
    pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength
      ? [pdf.buffer as ArrayBuffer]
      : [],
);
