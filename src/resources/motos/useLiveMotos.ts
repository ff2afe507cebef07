// The /motos table follows the server: a `resource:changed` of `motos` (another user's edit,
// an import) drops the provider's copy of the stock and reads the list again.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { forgetMotos, MOTOS_RESOURCE } from '../../dataProvider/motos';
import { changedResourceOf } from '../../realtime/useLiveResource';
import { useServerEvent } from '../../realtime/useServerEvent';

export const useLiveMotos = (): void => {
  const queryClient = useQueryClient();
  const onChange = useCallback(
    (payload: unknown) => {
      if (changedResourceOf(payload) !== MOTOS_RESOURCE) return;
      forgetMotos();
      void queryClient.invalidateQueries({ queryKey: [MOTOS_RESOURCE] });
    },
    [queryClient],
  );
  useServerEvent('resource:changed', onChange);
};
