// Grupo Oliva, the {product} own site (DESIGN.md placeholders): 'Enviar' uses its bulk create,
// answered with numOfNews / numOfExist / existIDVs.
import { config } from '../../config';
import { notImportedInGrupoliva } from '../../domain/notImported';
import { GRUPOLIVA_CONFIG } from '../../domain/ownSites/sites';
import { batchesWithin, runBounded } from '../../domain/sendQueue';
import type { StockVehicle } from '../../domain/types';
import { saleStockProvider, saleStockResource } from '../ownSites/saleStockProvider';
import { listingChannel } from '../orchestration/listingChannel';
import { failed } from '../orchestration/publishing';
import type { Channel, PublishResult } from './types';

const LABEL = 'Grupo Oliva';
const BULK_CREATE_PATH = '/grupoliva/bulk-create';

/** Answer of POST /grupoliva/bulk-create (docs/API.md). */
export interface BulkCreateAnswer {
  message?: string;
  numOfNews?: number;
  numOfExist?: number;
  existIDVs?: (string | number)[];
}

/** One result per vehicle of a batch: those named in existIDVs were already there. */
export const bulkCreateResults = (
  batch: readonly StockVehicle[],
  answer: BulkCreateAnswer | null,
): PublishResult[] => {
  const existing = new Set((answer?.existIDVs ?? []).map(String));
  return batch.map((vehicle) => {
    const idv = String(vehicle.idv);
    return existing.has(idv)
      ? { idv, ok: false, message: `El vehículo ${idv} ya existe en ${LABEL}` }
      : { idv, ok: true };
  });
};

// Bulk requests are capped at 200000 bytes: a large selection travels in several bulk requests (run
// like single sends), each within the cap.
const publishInBulk: Channel['publish'] = async (vehicles, http, options) => {
  const batches = batchesWithin(vehicles, config.bulkContentLength);
  let sent = 0;
  const settled = await runBounded(
    batches.map(
      (batch) => () =>
        http<BulkCreateAnswer | null>(BULK_CREATE_PATH, { method: 'POST', body: { data: batch } }),
    ),
    {
      concurrency: options.concurrency,
      signal: options.signal,
      onProgress: (_done, _total, index) => {
        sent += batches[index].length;
        options.onProgress?.(sent, vehicles.length);
      },
    },
  );
  return settled.flatMap((outcome, i) =>
    outcome.ok
      ? bulkCreateResults(batches[i], outcome.value)
      : batches[i].map((vehicle) => failed(vehicle, outcome.error)),
  );
};

export const grupoliva = listingChannel({
  id: 'grupoliva',
  label: LABEL,
  listPath: '/grupoliva',
  syncPath: '/grupoliva/update-db',
  isNotImported: notImportedInGrupoliva,
  publish: publishInBulk,
  // Its sale stock (= its listings), the /stock-grupoliva dashboard.
  extraResources: {
    [saleStockResource(GRUPOLIVA_CONFIG)]: saleStockProvider(GRUPOLIVA_CONFIG),
  },
});
