// A bulk run of the publisher: planned by the domain (planSend / planUpdate / planDelete), paced by
// startPacedRun (4 s between vehicles, a 429 retried, cancel after the current vehicle), each write
// through the provider, then one action record POSTed for the run ('Ver Acciones' lists them).
import { useCallback, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import {
  actionRecordBody,
  actionSummary,
  ownDatabaseByIdv,
  OWN_DATABASE_ACCOUNT,
  planDelete,
  planSend,
  planUpdate,
  startPacedRun,
  type BulkAction,
  type BulkItem,
  type MarketplaceAccount,
  type MarketplaceListing,
  type OwnDbVehicle,
  type PacedRun,
  type RunProgress,
  type VehicleResult,
} from '../../domain/cochesNet';
import {
  CNET_PUBLISHER_RESOURCE,
  type PublisherRecord,
} from '../../dataProvider/channels/cnetPublisher';
import { usePublisherApi } from './usePublisherData';
import { useSingleFlight } from '../../writes';

export interface BulkRunRequest {
  action: BulkAction;
  /** The account written to: the destination of a send, the account on screen otherwise. */
  account: MarketplaceAccount;
  rows: readonly PublisherRecord[];
}

export function useBulkRun({
  onFinished,
  pauseMs,
}: {
  onFinished: (action: BulkAction) => void;
  pauseMs?: number;
}) {
  const api = usePublisherApi();
  const notify = useNotify();
  const [progress, setProgress] = useState<RunProgress | null>(null);
  const [results, setResults] = useState<ReadonlyMap<string, VehicleResult>>(new Map());
  const [running, setRunning] = useState(false);
  const run = useRef<PacedRun | null>(null);

  const plan = useCallback(
    async ({ action, rows }: BulkRunRequest): Promise<BulkItem[]> => {
      if (action === 'create') return planSend(rows as unknown as OwnDbVehicle[]);
      const listings = rows as unknown as MarketplaceListing[];
      if (action === 'delete') return planDelete(listings);
      // An update sends the own database's current data for each listing's IDV.
      const own = await api.getVehicles(CNET_PUBLISHER_RESOURCE, { account: OWN_DATABASE_ACCOUNT });
      return planUpdate(listings, ownDatabaseByIdv(own as unknown as OwnDbVehicle[]));
    },
    [api],
  );

  // One run at a time, however fast the clicks on its buttons come.
  const flight = useSingleFlight();
  const runOnce = useCallback(
    async (request: BulkRunRequest) => {
      const { action, account } = request;
      setRunning(true);
      setResults(new Map());
      try {
        const items = await plan(request);
        const paced = startPacedRun<BulkItem>({
          action,
          items,
          idvOf: (item) => item.idv,
          localAnswer: (item) => item.local,
          pauseMs,
          send: (item) =>
            api.write(CNET_PUBLISHER_RESOURCE, {
              action,
              account: account.value,
              listing: item.listing,
              listingId: item.listingId,
              title: item.title,
            }),
          onProgress: (next) => {
            setProgress({ ...next });
            setResults(new Map(next.results.map((r) => [r.idv, r])));
          },
        });
        run.current = paced;
        const outcome = await paced.done;
        if (outcome.results.length > 0) {
          await api
            .postAction(CNET_PUBLISHER_RESOURCE, actionRecordBody(action, account, outcome.results))
            .catch((error: Error) => notify(error.message, { type: 'error' }));
          const failed = outcome.results.some((r) => r.status < 200 || r.status >= 300);
          notify(actionSummary(action, account.key, outcome.results), {
            type: failed ? 'warning' : 'success',
          });
        }
      } catch (error) {
        notify((error as Error).message, { type: 'error' });
      } finally {
        run.current = null;
        setRunning(false);
        onFinished(action);
      }
    },
    [api, notify, plan, onFinished, pauseMs],
  );
  const { run: once } = flight;
  const start = useCallback(
    (request: BulkRunRequest) => once(() => runOnce(request)),
    [once, runOnce],
  );

  const cancel = useCallback(() => run.current?.cancel(), []);
  const clear = useCallback(() => {
    setResults(new Map());
    setProgress(null);
  }, []);

  return { start, cancel, clear, running: running || flight.pending, progress, results };
}
