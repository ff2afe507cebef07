// The disclaimer texts of the GOmotor web host (the first settings item's disclaimerMessages): GET
// /gomotor-api/settings. A host without the route or failing answers no texts, said beside the
// select (the vehicle's own text stays listed).
import { useQuery } from '@tanstack/react-query';
import { config } from '../../../config';
import { httpJson } from '../../../dataProvider/http';
import { disclaimerMessagesOf } from '../../../domain/ownSites/webFields';

export const WEB_SETTINGS_QUERY_KEY = ['gomotor-api', 'settings'] as const;

export const useDisclaimerMessages = (enabled: boolean) => {
  const query = useQuery({
    queryKey: WEB_SETTINGS_QUERY_KEY,
    enabled,
    // Not retried: a missing list is said at once, as the campaigns' (useActiveCampaigns).
    retry: false,
    queryFn: ({ signal }) => httpJson<unknown>('/settings', { base: config.gomotorApiUrl, signal }),
  });
  return {
    messages: disclaimerMessagesOf(query.data),
    isPending: enabled && query.isPending,
    error: query.error,
  };
};
