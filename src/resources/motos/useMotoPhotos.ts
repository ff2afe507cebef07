// What the moto sheet's photo actions do: each change is saved at once as the moto's one-field
// PUTs (src/domain/motos/update.ts), one after the other, and the photos shown are what the
// server answered. The form is not refreshed: what is being typed in it stays. A failed change
// reads the moto again (some of a batch may have been stored).
import { useCallback, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { config } from '../../config';
import type { Moto } from '../../domain/motos/types';
import type { MotoUpdate } from '../../domain/motos/update';
import type { VehicleResource } from '../../domain/types';
import { MOTOS_RESOURCE, type MotoRecord, type MotoUpdateMeta } from '../../dataProvider/motos';
import { usePhotoChanges } from '../../layout/photos/usePhotoChanges';

/**
 * The photos shown: the moto's as read, or as the panel's last change left them. A new read
 * of the moto (its form saved) is shown again as it comes.
 */
const useShownPhotos = (record: MotoRecord | undefined) => {
  const read = record?.recursos;
  const [changed, setChanged] = useState<{ read: unknown; recursos: VehicleResource[] } | null>(
    null,
  );
  const recursos = changed && changed.read === read ? changed.recursos : (read ?? []);
  const store = useCallback(
    (next: VehicleResource[]) => setChanged({ read, recursos: next }),
    [read],
  );
  return [recursos, store] as const;
};

export const useMotoPhotos = (record: MotoRecord | undefined) => {
  const dataProvider = useDataProvider();
  const [recursos, setRecursos] = useShownPhotos(record);
  const changes = usePhotoChanges({
    shownMs: config.timings.saveConfirmationMs,
    failure: 'No se ha podido guardar el cambio',
    onFailed: async () => {
      if (!record) return;
      try {
        const { data } = await dataProvider.getOne<MotoRecord>(MOTOS_RESOURCE, { id: record.id });
        setRecursos(data.recursos ?? []);
      } catch {
        // The snackbar has said what failed.
      }
    },
  });

  /** Sends the updates in turn; answers the moto as the server stored it last. */
  const send = async (updates: MotoUpdate[]): Promise<Moto | undefined> => {
    let moto: Moto | undefined = record;
    for (const update of updates) {
      if (!moto) break;
      const meta: MotoUpdateMeta = { update };
      const { data } = await dataProvider.update<MotoRecord>(MOTOS_RESOURCE, {
        id: String(moto.idv),
        data: {},
        previousData: { ...moto, id: String(moto.idv) },
        meta,
      });
      moto = data;
      setRecursos(data.recursos ?? []);
    }
    return moto;
  };

  return { recursos, send, changes };
};
