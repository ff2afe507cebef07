// 'Enviar' (spec 1 §4 "Send panel", issue 3 §3): publishes the selection to each ticked
// channel with bounded concurrency, reports progress, keeps the per-channel results, then
// reads the ticked channels' keys again so their 'not imported' counts drop.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { config } from '../../config';
import type { Channel } from '../../dataProvider/channels';
import { sendToChannels, type ChannelReport } from '../../dataProvider/channels/sendToChannels';
import { httpJson } from '../../dataProvider/http';
import { plainVehicle } from '../../dataProvider/stock';
import type { StockVehicle } from '../../domain/types';
import { channelKeysQueryKey } from './channelKeys';

export interface SendProgress {
  done: number;
  total: number;
}

export const useSendToChannels = () => {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<SendProgress | null>(null);
  const [reports, setReports] = useState<ChannelReport[] | null>(null);
  const controller = useRef<AbortController | null>(null);

  // Leaving the page stops starting new requests; those in flight finish on the server.
  useEffect(() => () => controller.current?.abort(), []);

  const send = useCallback(
    async (vehicles: readonly StockVehicle[], targets: readonly Channel[]) => {
      const current = new AbortController();
      controller.current = current;
      setReports(null);
      setProgress({ done: 0, total: vehicles.length * targets.length });
      const result = await sendToChannels(vehicles.map(plainVehicle), targets, httpJson, {
        concurrency: config.sendConcurrency,
        signal: current.signal,
        onProgress: (done, total) => setProgress({ done, total }),
      });
      if (controller.current !== current) return;
      controller.current = null;
      setProgress(null);
      setReports(result);
      await Promise.all(
        targets.map((channel) =>
          queryClient.invalidateQueries({ queryKey: channelKeysQueryKey(channel) }),
        ),
      );
    },
    [queryClient],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { send, cancel, progress, reports, isSending: progress !== null };
};
