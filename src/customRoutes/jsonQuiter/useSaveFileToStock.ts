// 'Guardar en BD' of /json-quiter (its behaviour was ours to choose). The API saves stock per
// portal only (POST /quiter?portalId saves that portal's current feed), so the file's vehicles are
// saved by saving the portals that send them: each vehicle is looked up in the portal feeds (first
// portal in the fixed order wins, so 'Stock completo' is only used for vehicles no other portal
// sends) and each of those portals is saved once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { QuiterDataProvider } from '../../dataProvider/quiter';
import { formatInteger } from '../../domain/format';
import { PORTALS } from '../../domain/portals';
import type { QuiterFeed, StockVehicle } from '../../domain/types';

export interface PortalFeed {
  portalId: string;
  vehiculos?: readonly Pick<StockVehicle, 'idv'>[];
}

/** The portals to save for these vehicles, in portal order, and the idvs no portal sends. */
export const portalsSending = (
  vehicles: readonly (Pick<StockVehicle, 'idv'> & { portalId?: unknown })[],
  feeds: readonly PortalFeed[],
): { portalIds: string[]; unknownIdvs: string[] } => {
  const portalOf = new Map<string, string>();
  for (const feed of feeds)
    for (const v of feed.vehiculos ?? [])
      if (!portalOf.has(String(v.idv))) portalOf.set(String(v.idv), feed.portalId);
  const wanted = new Set<string>();
  const unknownIdvs: string[] = [];
  for (const v of vehicles) {
    // A vehicle that says where it comes from needs no lookup.
    const portalId =
      typeof v.portalId === 'string' && v.portalId ? v.portalId : portalOf.get(String(v.idv));
    if (portalId) wanted.add(portalId);
    else unknownIdvs.push(String(v.idv));
  }
  const order = feeds.map((f) => f.portalId);
  const portalIds = [...wanted].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  return { portalIds, unknownIdvs };
};

export const useSaveFileToStock = () => {
  const dataProvider = useDataProvider<QuiterDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();

  const readFeeds = async (): Promise<PortalFeed[]> => {
    const answers = await Promise.allSettled(
      PORTALS.map((p) =>
        dataProvider.getOne<QuiterFeed & { id: string }>('portals', { id: p.portalId }),
      ),
    );
    return answers.map((answer, i) => ({
      portalId: PORTALS[i].portalId,
      vehiculos: answer.status === 'fulfilled' ? (answer.value.data.vehiculos ?? []) : [],
    }));
  };

  return useMutation({
    mutationFn: async (vehicles: readonly StockVehicle[]) => {
      const { portalIds, unknownIdvs } = portalsSending(vehicles, await readFeeds());
      let saved = 0;
      for (const portalId of portalIds)
        saved += (await dataProvider.saveStock('quiter-stock', { portalId })).count ?? 0;
      return { saved, portalIds, unknownIdvs };
    },
    onSuccess: ({ saved, portalIds, unknownIdvs }) => {
      void queryClient.invalidateQueries({ queryKey: ['quiter-stock'] });
      void queryClient.invalidateQueries({ queryKey: ['syncs'] });
      if (!portalIds.length) {
        notify(
          'Ningún portal de Quiter envía los vehículos de este fichero: no se ha guardado nada',
          {
            type: 'warning',
          },
        );
        return;
      }
      const from = `${portalIds.length === 1 ? 'portal' : 'portales'} ${portalIds.join(', ')}`;
      const missing = unknownIdvs.length
        ? `; ${formatInteger(unknownIdvs.length)} vehículos del fichero no están en ningún portal`
        : '';
      notify(
        `Guardados ${formatInteger(saved)} vehículos en la base de datos de stock (${from}${missing})`,
        {
          type: unknownIdvs.length ? 'warning' : 'success',
        },
      );
    },
    onError: (error: Error) =>
      notify(error.message || 'No se ha podido guardar en la base de datos', { type: 'error' }),
  });
};
