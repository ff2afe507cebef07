// The sync button of a channel card (docs/API.md: every sync
// answers {message, count}): notify the server's message, then read the keys again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import type { Channel } from '../../dataProvider/channels';
import { httpJson } from '../../dataProvider/http';
import { failureMessage } from '../../dataProvider/orchestration/publishing';
import { channelKeysQueryKey } from './channelKeys';
import { useSingleFlight } from '../../writes';

export const useChannelSync = (channel: Channel) => {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const flight = useSingleFlight();
  const { mutateAsync, isPending } = useMutation({
    mutationFn: () => channel.sync(httpJson),
    onSuccess: async (result) => {
      notify(result.message || `Sincronización de ${channel.label} terminada`, {
        type: 'success',
      });
      await queryClient.invalidateQueries({ queryKey: channelKeysQueryKey(channel) });
    },
    onError: (error) =>
      notify(`Error al sincronizar ${channel.label}: ${failureMessage(error)}`, {
        type: 'error',
      }),
  });
  return {
    // Once per click, however fast the clicks come; the mutation says how it went.
    sync: () => void flight.run(() => mutateAsync().catch(() => undefined)),
    isSyncing: isPending || flight.pending,
  };
};
