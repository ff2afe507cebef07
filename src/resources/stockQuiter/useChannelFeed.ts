// A channel card's feed menu: the last files of its feed, open / download one, regenerate,
// drop behind a confirmation. Reads only while the menu is open; every outcome is told with
// the server's message (a failure is shown, not only logged).
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import type { Channel, ChannelFeed, DropTarget } from '../../dataProvider/channels/types';
import { fetchFeedFile, listFeedFiles } from '../../dataProvider/orchestration/feedFiles';
import { failureMessage } from '../../dataProvider/orchestration/publishing';
import { httpJson } from '../../dataProvider/http';
import type { FeedInfo } from '../../domain/feeds/types';
import { channelKeysQueryKey } from './channelKeys';
import { useSingleFlight } from '../../writes';

/** How long an opened file's object URL lives (the tab has read it long before). */
const OBJECT_URL_MS = 60_000;

export const feedFilesQueryKey = (channel: Pick<Channel, 'id'>) => ['feeds', channel.id] as const;

/** The file as the browser should see it: XML or CSV, whatever the server sent as type. */
const typed = (blob: Blob, info: FeedInfo): Blob =>
  new Blob([blob], { type: info.format === 'csv' ? 'text/csv' : 'application/xml' });

export const useChannelFeed = (channel: Channel, feed: ChannelFeed, open: boolean) => {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [pendingDrop, setPendingDrop] = useState<DropTarget | null>(null);
  const fail = (what: string) => (error: unknown) =>
    notify(`${what}: ${failureMessage(error)}`, { type: 'error' });

  const files = useQuery({
    queryKey: feedFilesQueryKey(channel),
    queryFn: () => listFeedFiles(httpJson, channel.id),
    enabled: open,
    staleTime: 0,
  });
  const targets = useQuery({
    queryKey: ['feeds', channel.id, 'dropTargets'],
    queryFn: () => feed.drop!.targets(httpJson),
    enabled: open && Boolean(feed.drop),
    staleTime: 0,
  });

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ['feeds', channel.id] });
  };

  const regenerate = useMutation({
    mutationFn: () => feed.regenerate(httpJson),
    onSuccess: async (answer) => {
      notify(answer.message, { type: 'success' });
      await refresh();
    },
    onError: fail(`No se ha podido generar el ${feed.label}`),
  });

  const drop = useMutation({
    mutationFn: (target: DropTarget) => feed.drop!.run(httpJson, target.id),
    onSuccess: async (answer) => {
      notify(answer.message, { type: 'success' });
      setPendingDrop(null);
      await Promise.all([
        refresh(),
        queryClient.invalidateQueries({ queryKey: channelKeysQueryKey(channel) }),
      ]);
    },
    onError: (error) => {
      setPendingDrop(null);
      fail(`No se han podido eliminar los anuncios de ${channel.label}`)(error);
    },
  });

  /** Opens the file in a new tab (opened on the click: one opened after an await is a pop-up). */
  const openFile = async (info: FeedInfo) => {
    const tab = window.open('', '_blank');
    try {
      const url = URL.createObjectURL(typed(await fetchFeedFile(info.path), info));
      setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_MS);
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch (error) {
      tab?.close();
      fail(`No se ha podido abrir ${info.file}`)(error);
    }
  };

  const downloadFile = async (info: FeedInfo) => {
    try {
      const url = URL.createObjectURL(typed(await fetchFeedFile(info.path), info));
      const link = document.createElement('a');
      link.href = url;
      link.download = info.file;
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_MS);
    } catch (error) {
      fail(`No se ha podido descargar ${info.file}`)(error);
    }
  };

  // Each runs once per click; the mutations say how it went.
  const generating = useSingleFlight();
  return {
    files,
    targets,
    regenerate: () => generating.run(() => regenerate.mutateAsync().catch(() => undefined)),
    isRegenerating: regenerate.isPending || generating.pending,
    pendingDrop,
    askDrop: setPendingDrop,
    confirmDrop: async () => {
      if (pendingDrop) await drop.mutateAsync(pendingDrop).catch(() => undefined);
    },
    isDropping: drop.isPending,
    openFile,
    downloadFile,
  };
};
