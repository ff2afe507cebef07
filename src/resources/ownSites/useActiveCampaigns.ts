// The campaign picker of 'Asignar campaña' lists only active campaigns, read through the campaigns
// resource once it is registered, otherwise straight from GET /api/campaigns.
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
    // A missing or failing list is said at once, not retried.
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
    // Only the campaign's own fields: react-admin's `id` is not one, and a vehicle given the record
    // as it came would carry it (the server refuses it).
    campaigns: activeCampaigns(query.data ?? []).map(campaignCopy),
    isPending: enabled && query.isPending,
    error: query.error,
  };
};
