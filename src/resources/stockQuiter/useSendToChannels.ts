// 'Enviar' of the send panel: plans the selection against
// each ticked channel's keys (what a channel lists is not sent again), asks first when a
// channel's rule leaves vehicles out, sends with bounded concurrency and a progress bar,
// keeps the outcomes of every send (counts accumulate until 'Limpiar'), retries just the
// real failures, then reads the channels' keys again so their 'not imported' counts drop.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useStore } from 'react-admin';
import { config } from '../../config';
import type { Channel } from '../../dataProvider/channels';
import { sendPlanned, requestCount } from '../../dataProvider/orchestration/sendToChannels';
import { apiProtocol, httpJson } from '../../dataProvider/http';
import { fetchStockVehicles } from '../../dataProvider/stock';
import { failureMessage } from '../../dataProvider/orchestration/publishing';
import {
  exclusionCounts,
  excludedTotal,
  planSend,
  type ChannelPlan,
  type ExclusionCount,
} from '../../domain/sendPlan';
import {
  accumulate,
  lastSendAfter,
  retryRequests,
  type LastSend,
  type SendOutcome,
} from '../../domain/sendTally';
import { ABORT_MESSAGE, sendConcurrencyFor } from '../../domain/sendQueue';
import type { StockVehicle } from '../../domain/types';
import { channelKeysQueryKey } from './channelKeys';

/** How often the progress bar and its 'Enviando i de n' move while a send runs. */
const PROGRESS_INTERVAL_MS = 150;

const OUTCOMES_KEY = 'stock.send.outcomes';
const LAST_SEND_KEY = 'stock.send.last';

export interface SendProgress {
  done: number;
  total: number;
}

/** A send waiting for staff to say what to do with the vehicles the rules leave out. */
export interface PendingSend {
  plans: ChannelPlan[];
  exclusions: ExclusionCount[];
  excluded: number;
  /** Requests without / with the excluded vehicles. */
  requests: { skipping: number; including: number };
}

interface Run {
  plans: readonly ChannelPlan[];
  includeExcluded: boolean;
  /** The errors a retry answers again (their old outcomes are replaced). */
  replacing?: readonly SendOutcome[];
}

/**
 * The progress of a send. Hundreds of answers arrive a second and the browser's time is better
 * spent sending: the bar (which glides between values) moves every PROGRESS_INTERVAL_MS.
 */
const useThrottledProgress = () => {
  const [progress, setProgressState] = useState<SendProgress | null>(null);
  const latest = useRef<SendProgress | null>(null);
  const tick = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (tick.current !== null) clearTimeout(tick.current);
    },
    [],
  );
  /** Shows this progress now (null: no send runs); a later throttled value is dropped. */
  const setProgress = useCallback((next: SendProgress | null) => {
    latest.current = null;
    setProgressState(next);
  }, []);
  /** Shows this progress at the next tick, if the send is still the current one then. */
  const throttled = useCallback((next: SendProgress, current: () => boolean) => {
    latest.current = next;
    tick.current ??= setTimeout(() => {
      tick.current = null;
      if (current() && latest.current) setProgressState(latest.current);
    }, PROGRESS_INTERVAL_MS);
  }, []);
  return { progress, setProgress, throttled };
};

/** The send waiting for its confirmation, also readable synchronously. */
const usePendingSend = () => {
  const [pending, setPendingState] = useState<PendingSend | null>(null);
  // Read synchronously by the confirmation: its second click in the same tick finds it answered.
  const pendingNow = useRef<PendingSend | null>(null);
  const setPending = useCallback((next: PendingSend | null) => {
    pendingNow.current = next;
    setPendingState(next);
  }, []);
  return { pending, pendingNow, setPending };
};

/** Reads a channel's keys as the page holds them (read now if they are not yet). */
const useChannelKeys = () => {
  const queryClient = useQueryClient();
  return useCallback(
    async (channel: Channel): Promise<Set<string> | undefined> => {
      try {
        return await queryClient.ensureQueryData({
          queryKey: channelKeysQueryKey(channel),
          queryFn: ({ signal }) => channel.listKeys(httpJson, signal),
        });
      } catch {
        // Unknown keys: everything the rule takes is sent; the channel says what it has.
        return undefined;
      }
    },
    [queryClient],
  );
};

export const useSendToChannels = (registry: readonly Channel[]) => {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { progress, setProgress, throttled } = useThrottledProgress();
  // Kept in react-admin's store (emptied at sign-out): the results and the 'already sent'
  // note are still there back from a vehicle's data sheet.
  const [outcomes, setOutcomes] = useStore<SendOutcome[] | null>(OUTCOMES_KEY, null);
  const [lastSend, setLastSend] = useStore<LastSend | null>(LAST_SEND_KEY, null);
  const { pending, pendingNow, setPending } = usePendingSend();
  const controller = useRef<AbortController | null>(null);

  // Leaving the page stops starting new requests; those in flight finish on the server.
  useEffect(() => () => controller.current?.abort(), []);

  const keysOf = useChannelKeys();

  const run = useCallback(
    async ({ plans, includeExcluded, replacing = [] }: Run) => {
      // One send at a time: a second start in the same tick (a double click) does nothing.
      if (controller.current) return;
      const current = new AbortController();
      controller.current = current;
      const stillMine = () => controller.current === current;
      setProgress({ done: 0, total: requestCount(plans, { includeExcluded }) });
      let latestOutcomes: SendOutcome[];
      try {
        latestOutcomes = await sendPlanned(plans, registry, httpJson, {
          includeExcluded,
          readVehicles: fetchStockVehicles,
          concurrency: sendConcurrencyFor(apiProtocol(), config.sendConcurrency),
          signal: current.signal,
          onProgress: (done, total) => throttled({ done, total }, stillMine),
        });
      } catch (error) {
        // The selection could not be read whole: nothing was sent.
        if (!stillMine()) return;
        controller.current = null;
        setProgress(null);
        if (current.signal.aborted) notify(ABORT_MESSAGE, { type: 'info' });
        else
          notify(`No se han podido leer los vehículos del stock: ${failureMessage(error)}`, {
            type: 'error',
          });
        return;
      }
      if (!stillMine()) return;
      const sentTo = plans.map((plan) => plan.channelId);
      // The counts drop before the panel says it is done: a re-send plans on fresh keys.
      await Promise.all(
        registry
          .filter((channel) => sentTo.includes(channel.id))
          .map((channel) =>
            queryClient.invalidateQueries({ queryKey: channelKeysQueryKey(channel) }),
          ),
      );
      if (!stillMine()) return;
      controller.current = null;
      setProgress(null);
      setOutcomes((earlier) => accumulate(earlier ?? [], latestOutcomes, { replacing }));
      setLastSend((previous) =>
        lastSendAfter(plans, latestOutcomes, previous, {
          retry: replacing.length > 0,
          at: Date.now(),
        }),
      );
    },
    [notify, queryClient, registry, setOutcomes, setLastSend, setProgress, throttled],
  );

  const send = useCallback(
    async (selection: readonly StockVehicle[], targets: readonly Channel[]) => {
      setProgress({ done: 0, total: 0 });
      const listed = await Promise.all(targets.map(keysOf));
      const plans = planSend(
        selection,
        targets.map((channel, i) => ({
          id: channel.id,
          label: channel.label,
          rule: channel.isNotImported,
          listed: listed[i],
        })),
      );
      const excluded = excludedTotal(plans);
      if (!excluded) return run({ plans, includeExcluded: false });
      setProgress(null);
      setPending({
        plans,
        exclusions: exclusionCounts(plans),
        excluded,
        requests: {
          skipping: requestCount(plans, { includeExcluded: false }),
          including: requestCount(plans, { includeExcluded: true }),
        },
      });
    },
    [keysOf, run, setPending, setProgress],
  );

  /** Staff answered the confirmation: skip the excluded vehicles (default) or send them. */
  const confirm = useCallback(
    (includeExcluded: boolean) => {
      const answered = pendingNow.current;
      if (!answered) return;
      setPending(null);
      void run({ plans: answered.plans, includeExcluded });
    },
    [pendingNow, run, setPending],
  );
  const dismiss = useCallback(() => setPending(null), [setPending]);

  /** 'Reintentar': sends again just the vehicles that met a real failure. */
  const retry = useCallback(async () => {
    const errors = (outcomes ?? []).filter((o) => o.kind === 'error');
    if (!errors.length) return;
    const plans = retryRequests(errors).map(({ channelId, label, idvs }): ChannelPlan => ({
      channelId,
      label,
      send: idvs,
      published: [],
      excluded: [],
    }));
    await run({ plans, includeExcluded: false, replacing: errors });
  }, [outcomes, run]);

  /** 'Limpiar': the counts start again from zero. */
  const clear = useCallback(() => {
    setOutcomes(null);
    setLastSend(null);
  }, [setOutcomes, setLastSend]);

  const cancel = useCallback(() => controller.current?.abort(), []);

  return {
    send,
    confirm,
    dismiss,
    retry,
    clear,
    cancel,
    pending,
    progress,
    outcomes,
    lastSend,
    isSending: progress !== null,
  };
};
