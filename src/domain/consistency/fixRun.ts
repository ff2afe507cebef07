// A fix of a selection runs in chunks, one request each, so staff see 'i de n' while it
// goes; this is the tally of what came back. A chunk whose request failed as a whole counts
// each of its drifts as failed with that request's message. Pure.
import { formatCount } from '../format';
import type { FixAnswer, FixItem } from './types';

/** Drifts per request: small enough for the progress to move, large enough to be quick. */
export const FIX_CHUNK_SIZE = 10;

// Coches.net takes one write per account every few seconds, so the server paces its fixes:
// ten of them in one request would hold the progress still for most of a minute. Its drifts
// go one per request, the others ten at a time, in the order asked.
const PACED_CHANNELS: ReadonlySet<string> = new Set(['cnet']);

export const fixChunks = <T extends Pick<FixItem, 'channel'>>(items: readonly T[]): T[][] => {
  const chunks: T[][] = [];
  let open: T[] | null = null;
  for (const item of items) {
    const paced = PACED_CHANNELS.has(item.channel);
    const size = paced ? 1 : FIX_CHUNK_SIZE;
    const fits = open && open.length < size && PACED_CHANNELS.has(open[0].channel) === paced;
    if (fits && open) open.push(item);
    else chunks.push((open = [item]));
  }
  return chunks;
};

/** A drift's identity in the console: one kind of one vehicle on one channel. */
export const driftKey = ({ channel, idv, kind }: FixItem): string => `${channel}|${idv}|${kind}`;

export interface FixTally {
  /** Drifts whose request has answered. */
  done: number;
  total: number;
  fixed: number;
  failed: FixAnswer['failed'];
  skipped: FixAnswer['skipped'];
}

export const startTally = (total: number): FixTally => ({
  done: 0,
  total,
  fixed: 0,
  failed: [],
  skipped: [],
});

export const addFixAnswer = (
  tally: FixTally,
  chunk: readonly FixItem[],
  answer: FixAnswer,
): FixTally => ({
  ...tally,
  done: tally.done + chunk.length,
  fixed: tally.fixed + answer.fixed,
  failed: [...tally.failed, ...answer.failed],
  skipped: [...tally.skipped, ...answer.skipped],
});

export const addChunkFailure = (
  tally: FixTally,
  chunk: readonly FixItem[],
  error: string,
): FixTally => ({
  ...tally,
  done: tally.done + chunk.length,
  failed: [...tally.failed, ...chunk.map((item) => ({ ...item, error }))],
});

/** '10 corregidas, 1 sin cambios, 1 con error' — what the run did, in one line. */
export const tallySummary = ({ fixed, failed, skipped }: FixTally): string =>
  [
    formatCount(fixed, 'corregida'),
    skipped.length ? formatCount(skipped.length, 'sin cambios', 'sin cambios') : '',
    failed.length ? formatCount(failed.length, 'con error', 'con error') : '',
  ]
    .filter(Boolean)
    .join(', ');
