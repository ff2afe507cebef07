// 'Enviar' runs once per ticked channel: the selection is planned first (src/domain/sendPlan.ts:
// what each channel already lists is not sent again, what its rule leaves out goes only if staff
// say so), read whole, then sent to every ticked channel. The channels send side by side and share
// one bound on requests in flight (what the connection to the API carries well: 6 over HTTP/1.1,
// more over HTTP/2), so no channel waits for another to finish and none leaves the bound unused.
// Each failure is told apart: a refusal (4xx) is a warning, no answer or a 5xx an error to retry.
import { requestsOf, type ChannelPlan } from '../../domain/sendPlan';
import { isRealFailure, type SendOutcome } from '../../domain/sendTally';
import { createLimiter } from '../../domain/sendQueue';
import type { StockVehicle } from '../../domain/types';
import type { Channel, Http, Listing, PublishOptions, PublishResult } from '../channels/types';

export interface SentResult extends PublishResult {
  /** Why it failed: the channel refused it (4xx), or a real failure (network, 5xx). */
  failure?: 'refused' | 'error';
}

export interface ChannelReport {
  channelId: string;
  label: string;
  results: SentResult[];
}

/** Vehicles for one channel. */
export interface ChannelJob {
  channel: Channel;
  vehicles: readonly StockVehicle[];
}

/** httpJson's errors carry the HTTP status (0: no answer); others (an abort) none. */
const statusOf = (error: unknown): number | undefined => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
};

/**
 * The stock idvs a publish request carries: one listing, or a bulk create's `data`. Read with the
 * channel's own listing key, so the failure of a request is known per vehicle whatever the channel
 * sends.
 */
const idvsOfRequest = (channel: Channel, body: unknown): string[] => {
  const data = (body as { data?: unknown } | null | undefined)?.data;
  const listings = Array.isArray(data) ? data : [body];
  return listings.flatMap((listing) => {
    const key =
      typeof listing === 'object' && listing !== null
        ? channel.listingKey(listing as Listing)
        : undefined;
    return key === undefined || key === null ? [] : [String(key)];
  });
};

/** Each channel gets its own vehicles; the requests of all of them share one bound. */
export const sendJobs = async (
  jobs: readonly ChannelJob[],
  http: Http,
  { concurrency, onProgress, signal }: PublishOptions,
): Promise<ChannelReport[]> => {
  const total = jobs.reduce((sum, job) => sum + job.vehicles.length, 0);
  const limit = createLimiter(concurrency);
  const doneBy = jobs.map(() => 0);
  const report = () =>
    onProgress?.(
      doneBy.reduce((sum, done) => sum + done, 0),
      total,
    );
  return Promise.all(
    jobs.map(async ({ channel, vehicles }, i) => {
      // The HTTP status of each failed vehicle, noted as its request fails.
      const failedWith = new Map<string, number | undefined>();
      const shared: Http = async (path, options) => {
        try {
          return await limit(() => http(path, options));
        } catch (error) {
          for (const idv of idvsOfRequest(channel, options?.body))
            failedWith.set(idv, statusOf(error));
          throw error;
        }
      };
      const results = vehicles.length
        ? await channel.publish(vehicles, shared, {
            concurrency,
            signal,
            onProgress: (done) => {
              doneBy[i] = Math.min(done, vehicles.length);
              report();
            },
          })
        : [];
      doneBy[i] = vehicles.length;
      report();
      return {
        channelId: channel.id,
        label: channel.label,
        results: results.map((result): SentResult => {
          if (result.ok) return result;
          const requested = failedWith.has(result.idv);
          // Cancelled before its request went: as good as not sent, so worth retrying.
          const real = requested ? isRealFailure(failedWith.get(result.idv)) : signal?.aborted;
          return { ...result, failure: real ? 'error' : 'refused' };
        }),
      };
    }),
  );
};

/** The same vehicles to every target (the bench's legacy loop sends this way). */
export const sendToChannels = (
  vehicles: readonly StockVehicle[],
  targets: readonly Channel[],
  http: Http,
  options: PublishOptions,
): Promise<ChannelReport[]> =>
  sendJobs(
    targets.map((channel) => ({ channel, vehicles })),
    http,
    options,
  );

export interface PlannedSendOptions extends PublishOptions {
  /** Send also what the channels' rules leave out (staff confirmed it). */
  includeExcluded: boolean;
  /** The named vehicles whole (the table holds a few fields; channels get them whole). */
  readVehicles: (idvs: string[], signal?: AbortSignal) => Promise<StockVehicle[]>;
}

const goneMessage = (idv: string) => `El vehículo ${idv} ya no está en el stock de Quiter`;

/**
 * Runs a plan: reads the vehicles to send whole (rejects, sending nothing, if that fails),
 * sends them, and answers one outcome per vehicle and channel: sent, already published,
 * skipped by the rule, refused (warning) or failed (error).
 */
export const sendPlanned = async (
  plans: readonly ChannelPlan[],
  registry: readonly Channel[],
  http: Http,
  { includeExcluded, readVehicles, ...options }: PlannedSendOptions,
): Promise<SendOutcome[]> => {
  const requests = requestsOf(plans, { includeExcluded });
  const wanted = [...new Set(requests.flatMap((r) => r.idvs))];
  const vehicles = wanted.length ? await readVehicles(wanted, options.signal) : [];
  const byIdv = new Map(vehicles.map((v) => [String(v.idv), v]));

  // One list of outcomes per plan, so the report reads channel by channel, in plan order.
  const outcomes: SendOutcome[][] = plans.map(() => []);
  const jobs: (ChannelJob & { plan: number })[] = [];
  plans.forEach((plan, i) => {
    const { channelId, label } = plan;
    const add = (idv: string, kind: SendOutcome['kind'], message: string) =>
      outcomes[i].push({ channelId, label, idv, kind, message });
    for (const idv of plan.published) add(idv, 'published', `Ya publicado en ${label}`);
    if (!includeExcluded)
      for (const { idv, reason } of plan.excluded) add(idv, 'skipped', `Omitido: ${reason.label}`);
    const channel = registry.find((c) => c.id === channelId);
    const found: StockVehicle[] = [];
    for (const idv of requests[i].idvs) {
      const vehicle = byIdv.get(idv);
      if (vehicle && channel) found.push(vehicle);
      else add(idv, 'warning', goneMessage(idv));
    }
    if (channel && found.length) jobs.push({ channel, vehicles: found, plan: i });
  });

  const reports = await sendJobs(jobs, http, options);
  reports.forEach((report, j) => {
    for (const result of report.results)
      outcomes[jobs[j].plan].push({
        channelId: report.channelId,
        label: report.label,
        idv: result.idv,
        kind: result.ok ? 'sent' : result.failure === 'error' ? 'error' : 'warning',
        message: result.message,
      });
  });
  return outcomes.flat();
};

/** The number of requests (vehicle × channel) a plan makes. */
export const requestCount = (
  plans: readonly ChannelPlan[],
  { includeExcluded }: { includeExcluded: boolean },
): number => requestsOf(plans, { includeExcluded }).reduce((sum, r) => sum + r.idvs.length, 0);
