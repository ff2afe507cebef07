// 'Enviar' (spec 1 §4 "Send panel": it "runs once per ticked channel"): the selection goes
// to each ticked channel in turn, each channel sending with bounded concurrency. Channels
// run one after another because they mostly share one API host, whose connections the
// per-channel bound already fills.
import type { StockVehicle } from '../../domain/types';
import type { Channel, Http, PublishOptions, PublishResult } from './types';

export interface ChannelReport {
  channelId: string;
  label: string;
  results: PublishResult[];
}

export const sendToChannels = async (
  vehicles: readonly StockVehicle[],
  targets: readonly Channel[],
  http: Http,
  { concurrency, onProgress, signal }: PublishOptions,
): Promise<ChannelReport[]> => {
  const total = vehicles.length * targets.length;
  const reports: ChannelReport[] = [];
  let before = 0;
  for (const channel of targets) {
    const offset = before;
    const results = await channel.publish(vehicles, http, {
      concurrency,
      signal,
      onProgress: (done) => onProgress?.(offset + Math.min(done, vehicles.length), total),
    });
    before += vehicles.length;
    onProgress?.(before, total);
    reports.push({ channelId: channel.id, label: channel.label, results });
  }
  return reports;
};
