// Spec 3 §5: the campaign picker of 'Asignar campaña' lists only active campaigns. The
// campaigns collection comes with its own issue: through its resource once it is registered,
// until then straight from GET /api/campaigns (spec 3 §7.1).
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { resourceProviders } from '../../dataProvider';
import { httpJson } from '../../dataProvider/http';
import { activeCampaigns, type Campaign } from '../../domain/ownSites';
import { campaignCopy } from '../../domain/ownSites/webFields';

export const CAMPAIGNS_RESOURCE = 'campaigns';

const asList = (answer: unknown): Campaign[] =>
  Array.isArray(answer) ? (answer as Campaign[]) : [];

export const useActiveCampaigns = (enabled: boolean) => {
  const dataProvider = useDataProvider();
  const query = useQuery<Campaign[]>({
    queryKey: [CAMPAIGNS_RESOURCE, 'bulkPicker'],
    enabled,
    // A missing or failing list is said at once (spec 3 §8 'Campaign load failure'), not retried.
    retry: false,
    queryFn: async ({ signal }) =>
      CAMPAIGNS_RESOURCE in resourceProviders
        ? (
            await dataProvider.getList<Campaign & { id: string }>(CAMPAIGNS_RESOURCE, {
              pagination: { page: 1, perPage: 1000 },
              sort: { field: 'name', order: 'ASC' },
              filter: {},
              signal,
            })
          ).data
        : asList(await httpJson('/campaigns', { signal })),
  });
  return {
    // Only the campaign's own fields (spec 3 §3.3): react-admin's `id` is not one, and a
    // vehicle given the record as it came would carry it (the server refuses it).
    campaigns: activeCampaigns(query.data ?? []).map(campaignCopy),
    isPending: enabled && query.isPending,
    error: query.error,
  };
};
