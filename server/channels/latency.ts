// CHANNEL_LATENCY_MS (docs/API.md "Channels"; config.channelLatencyMs). On loopback the
// reference API answers for a marketplace in well under a millisecond, which would make the
// send panel's bounded concurrency look no better than one request at a time. The benchmark
// (npm run bench) sets a real marketplace's answer time here so both are measured fairly.
import { setTimeout as wait } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

/** Delays every route of the (encapsulated) channel plugin `app` by `ms`; nothing when 0. */
export function simulateMarketplaceLatency(app: FastifyInstance, ms: number): void {
  if (ms <= 0) return;
  app.addHook('onRequest', async () => {
    await wait(ms);
  });
}
