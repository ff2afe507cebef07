// The panel follows the server: a change of the supplier stock by anyone (an edit, 'Enviar',
// a sync, 'Actualizar stock') re-reads the open page (docs/API.md 'resource:changed'; the
// server names the collection 'aramis-vehicles', the console's resource is 'aramis-francia').
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ARAMIS_PANEL_RESOURCE } from '../../dataProvider/channels/aramis';
import { changedResourceOf } from '../../realtime/useLiveResource';
import { useServerEvent } from '../../realtime/useServerEvent';

const ARAMIS_COLLECTION = 'aramis-vehicles';

export const useLiveAramis = (): void => {
  const queryClient = useQueryClient();
  const onChange = useCallback(
    (payload: unknown) => {
      if (changedResourceOf(payload) === ARAMIS_COLLECTION) {
        void queryClient.invalidateQueries({ queryKey: [ARAMIS_PANEL_RESOURCE] });
      }
    },
    [queryClient],
  );
  useServerEvent('resource:changed', onChange);
};
