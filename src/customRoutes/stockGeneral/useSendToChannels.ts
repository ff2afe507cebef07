// 'Enviar' (spec 1 §4 "Send panel", issue 3 §3): publishes the selection to each ticked
// channel with bounded concurrency, reports progress, keeps the per-channel results, then
// reads the ticked channels' keys again so their 'not imported' counts drop.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { config } from '../../config';
import type { Channel } from '../../dataProvider/channels';
import { sendToChannels, type ChannelReport } from '../../dataProvider/channels/sendToChannels';
import { apiProtocol, httpJson } from '../../dataProvider/http';
import { fetchStockVehicles } from '../../dataProvider/stock';
import { failureMessage } from '../../dataProvider/channels/publishing';
import { ABORT_MESSAGE, sendConcurrencyFor } from '../../domain/sendQueue';
import type { StockVehicle } from '../../domain/types';
import { channelKeysQueryKey } from './channelKeys';

/** How often the progress bar and its 'Enviando i de n' move while a send runs. */
const PROGRESS_INTERVAL_MS = 150;

const goneMessage = (idv: string) => `El vehículo ${idv} ya no está en el stock de Quiter`;

export interface SendProgress {
  done: number;
  total: number;
}

export const useSendToChannels = () => {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [progress, setProgress] = useState<SendProgress | null>(null);
  const [reports, setReports] = useState<ChannelReport[] | null>(null);
  const controller = useRef<AbortController | null>(null);
  const latest = useRef<SendProgress | null>(null);
  const tick = useRef<ReturnType<typeof setTimeout> | null>(null);

  // Leaving the page stops starting new requests; those in flight finish on the server.
  useEffect(
    () => () => {
      controller.current?.abort();
      if (tick.current !== null) clearTimeout(tick.current);
    },
    [],
  );

  const send = useCallback(
    async (selected: readonly StockVehicle[], targets: readonly Channel[]) => {
      const current = new AbortController();
      controller.current = current;
      setReports(null);
      setProgress({ done: 0, total: selected.length * targets.length });
      const stillMine = () => controller.current === current;
      // The table holds only the fields it shows: the channels get the vehicles whole.
      const idvs = selected.map((v) => String(v.idv));
      let vehicles: StockVehicle[];
      try {
        vehicles = await fetchStockVehicles(idvs, current.signal);
      } catch (error) {
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
      const found = new Set(vehicles.map((v) => String(v.idv)));
      const gone = idvs.filter((idv) => !found.has(idv));
      setProgress({ done: 0, total: vehicles.length * targets.length });
      const result = await sendToChannels(vehicles, targets, httpJson, {
        concurrency: sendConcurrencyFor(apiProtocol(), config.sendConcurrency),
        signal: current.signal,
        onProgress: (done, total) => {
          // Hundreds of answers a second, and the browser's time is better spent sending:
          // the bar (which glides between values) moves every PROGRESS_INTERVAL_MS.
          latest.current = { done, total };
          tick.current ??= setTimeout(() => {
            tick.current = null;
            if (stillMine() && latest.current) setProgress(latest.current);
          }, PROGRESS_INTERVAL_MS);
        },
      });
      if (!stillMine()) return;
      controller.current = null;
      latest.current = null;
      setProgress(null);
      // A vehicle the stock no longer has is not sent: a warning on each channel.
      setReports(
        result.map((report) => ({
          ...report,
          results: [
            ...report.results,
            ...gone.map((idv) => ({ idv, ok: false, message: goneMessage(idv) })),
          ],
        })),
      );
      await Promise.all(
        targets.map((channel) =>
          queryClient.invalidateQueries({ queryKey: channelKeysQueryKey(channel) }),
        ),
      );
    },
    [notify, queryClient],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { send, cancel, progress, reports, isSending: progress !== null };
};
