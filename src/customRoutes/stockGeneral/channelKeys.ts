// The cached listing keys of each channel (issue 3 §3: the page reads only the keys of
// every channel's listings to count what is not imported). Filed under the channel's
// listings resource, so a change to that collection can refresh them.
import { useCallback, useEffect, useRef } from 'react';
import { useQueries, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { Channel } from '../../dataProvider/channels';
import { httpJson } from '../../dataProvider/http';
import { changedResourceOf, useServerEvent } from '../../realtime';

export const channelKeysQueryKey = (channel: Channel) =>
  [channel.listingsResource, 'listKeys'] as const;

export interface ChannelKeysState {
  /** Keys per channel id; undefined until loaded. */
  keys: Record<string, Set<string> | undefined>;
  errors: Record<string, Error | null>;
}

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
      queryFn: ({ signal }: { signal: AbortSignal }) => channel.listKeys(httpJson, signal),
    })),
    combine,
  });
};

/** How long a burst of changes (a send of many vehicles) is gathered before re-reading. */
const LIVE_DEBOUNCE_MS = 400;

/**
 * Live counts (docs/API.md 'resource:changed'): when the server changes a channel's listings
 * its keys are read again. A send of 100 vehicles changes a collection 100 times, so the
 * changes are gathered and each channel is re-read once per burst.
 */
export const useLiveChannelKeys = (channels: readonly Channel[]): void => {
  const queryClient = useQueryClient();
  const pending = useRef(new Set<Channel>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
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
      pending.current.add(channel);
      timer.current ??= setTimeout(() => {
        timer.current = null;
        const changed = [...pending.current];
        pending.current.clear();
        for (const c of changed)
          void queryClient.invalidateQueries({ queryKey: channelKeysQueryKey(c) });
      }, LIVE_DEBOUNCE_MS);
    },
    [channels, queryClient],
  );
  useServerEvent('resource:changed', onChange);
};
