// 'Enviar' (spec 1 §4 "Send panel": it "runs once per ticked channel"): the selection goes
// to every ticked channel. The channels send side by side and share one bound on requests
// in flight (what the connection to the API carries well: 6 over HTTP/1.1, more over
// HTTP/2), so no channel waits for another to finish and none leaves the bound unused.
import { createLimiter } from '../../domain/sendQueue';
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
  const limit = createLimiter(concurrency);
  const shared: Http = (path, options) => limit(() => http(path, options));
  const doneBy = targets.map(() => 0);
  const report = () =>
    onProgress?.(
      doneBy.reduce((sum, done) => sum + done, 0),
      total,
    );
  return Promise.all(
    targets.map(async (channel, i) => {
      const results = await channel.publish(vehicles, shared, {
        concurrency,
        signal,
        onProgress: (done) => {
          doneBy[i] = Math.min(done, vehicles.length);
          report();
        },
      });
      doneBy[i] = vehicles.length;
      report();
      return { channelId: channel.id, label: channel.label, results };
    }),
  );
};
