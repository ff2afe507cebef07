// The cached listing keys of each channel (the page reads only the keys of
// every channel's listings to count what is not imported). Filed under the channel's
// listings resource, so a change to that collection can refresh them.
import { useCallback, useEffect, useRef } from 'react';
import { useQueries, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { channels as registry, type Channel } from '../../dataProvider/channels';
import { httpJson } from '../../dataProvider/http';
import { changedResourceOf, useServerEvent } from '../../realtime';

export const channelKeysQueryKey = (channel: Channel) =>
  [channel.listingsResource, 'listKeys'] as const;

export interface ChannelKeysState {
  /** Keys per channel id; undefined until loaded. */
  keys: Record<string, Set<string> | undefined>;
  errors: Record<string, Error | null>;
}

const prefetched = new Map<string, Promise<Set<string> | null>>();

/** Starts reading every channel's keys before the page mounts (./preload.ts). */
export const prefetchChannelKeys = (): void => {
  for (const channel of registry) {
    if (!prefetched.has(channel.id)) {
      prefetched.set(
        channel.id,
        channel.listKeys(httpJson).catch(() => null),
      );
    }
  }
};

/** The channel's keys: the prefetched answer the first time, else a read of its own. */
const readKeys = async (channel: Channel, signal: AbortSignal): Promise<Set<string>> => {
  const early = prefetched.get(channel.id);
  prefetched.delete(channel.id);
  return (early ? await early : null) ?? channel.listKeys(httpJson, signal);
};

/** Reads every channel's keys; the combined answer keeps its identity while nothing changes. */
export const useChannelKeys = (channels: readonly Channel[]): ChannelKeysState => {
  const combine = useCallback(
    (results: UseQueryResult<Set<string>, Error>[]): ChannelKeysState => ({
      keys: Object.fromEntries(channels.map((c, i) => [c.id, results[i]?.data])),
      errors: Object.fromEntries(channels.map((c, i) => [c.id, results[i]?.error ?? null])),
    }),
    [channels],
  );
  return useQueries({
    queries: channels.map((channel) => ({
      queryKey: channelKeysQueryKey(channel),
      queryFn: ({ signal }: { signal: AbortSignal }) => readKeys(channel, signal),
    })),
    combine,
  });
};

/** A burst of changes (a send of many vehicles) ends after this long without one… */
const LIVE_QUIET_MS = 400;
/** …or, for a very long burst, is read anyway after this long. */
const LIVE_MAX_WAIT_MS = 5000;

/**
 * Live counts (docs/API.md 'resource:changed'): when the server changes a channel's listings
 * its keys are read again. A send of 100 vehicles to seven channels changes them 700 times
 * while the page itself is sending, so changes are gathered until the burst is over and
 * each changed channel is then read once.
 */
export const useLiveChannelKeys = (channels: readonly Channel[]): void => {
  const queryClient = useQueryClient();
  const pending = useRef(new Set<Channel>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const burstStart = useRef(0);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const onChange = useCallback(
    (payload: unknown) => {
      const resource = changedResourceOf(payload);
      const channel = channels.find((c) => c.listingsResource === resource);
      if (!channel) return;
      const now = Date.now();
      if (!pending.current.size) burstStart.current = now;
      pending.current.add(channel);
      if (timer.current) clearTimeout(timer.current);
      const wait = Math.min(LIVE_QUIET_MS, burstStart.current + LIVE_MAX_WAIT_MS - now);
      timer.current = setTimeout(
        () => {
          timer.current = null;
          const changed = [...pending.current];
          pending.current.clear();
          for (const c of changed)
            void queryClient.invalidateQueries({ queryKey: channelKeysQueryKey(c) });
        },
        Math.max(0, wait),
      );
    },
    [channels, queryClient],
  );
  useServerEvent('resource:changed', onChange);
};
