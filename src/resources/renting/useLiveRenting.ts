// The open renting pages re-read the stock when the server says it changed ('resource:changed'
// for the collection `renting`, docs/API.md), whoever changed it.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { RENTING_RESOURCE } from '../../dataProvider/renting';
import { useServerEvent } from '../../realtime';

/** The collection name the server's events carry. */
export const RENTING_COLLECTION = 'renting';

export const useLiveRenting = (): void => {
  const queryClient = useQueryClient();
  const onChange = useCallback(
    (payload: unknown) => {
      const resource = (payload as { resource?: unknown } | null)?.resource;
      if (resource === RENTING_COLLECTION || resource === RENTING_RESOURCE)
        void queryClient.invalidateQueries({ queryKey: [RENTING_RESOURCE] });
    },
    [queryClient],
  );
  useServerEvent('resource:changed', onChange);
};
