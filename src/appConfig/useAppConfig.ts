// What the console shows from the server's configuration rather than from its bundle (docs/API.md
// GET /api/app-config): the contact address of the fatal banner is the first of the server's
// ADMIN_EMAILS. Read once per session and kept (it changes only with a restart of the server).
import { useQuery } from '@tanstack/react-query';
import { httpJson } from '../dataProvider/http';

export interface AppConfig {
  /** Who to contact when the console fails. */
  contact: string;
}

export const APP_CONFIG_QUERY_KEY = ['app-config'] as const;

/** The server's configuration for the console; `data` is undefined until (unless) read. */
export const useAppConfig = () =>
  useQuery({
    queryKey: APP_CONFIG_QUERY_KEY,
    queryFn: ({ signal }) => httpJson<AppConfig>('/app-config', { signal }),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
