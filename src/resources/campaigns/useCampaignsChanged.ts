// The two resources are one collection: a change made through either one, here or by another user
// ('resource:changed' campaigns), re-reads both lists (after each change the list is read again).
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useServerEvent } from '../../realtime/useServerEvent';
import { changedResourceOf } from '../../realtime/useLiveResource';

export const CAMPAIGN_RESOURCES = ['campaigns', 'contadores'] as const;

/** Re-reads every campaign list and record. */
export const useRereadCampaigns = () => {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all(
        CAMPAIGN_RESOURCES.map((resource) =>
          queryClient.invalidateQueries({ queryKey: [resource] }),
        ),
      ).then(() => undefined),
    [queryClient],
  );
};

/** Keeps the open campaign lists in step with the server. */
export const useLiveCampaigns = () => {
  const reread = useRereadCampaigns();
  const onChange = useCallback(
    (payload: unknown) => {
      if (changedResourceOf(payload) === 'campaigns') void reread();
    },
    [reread],
  );
  useServerEvent('resource:changed', onChange);
};
