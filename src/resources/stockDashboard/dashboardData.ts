// What every stock dashboard asks of its resource's data provider, besides react-admin's
// update and delete: the whole list (a projection), 'ACTUALIZAR DDBB' and 'Sincronización
// Web'. The own sites' sale stock provider and the web stock provider
// both give these.
import type { DataProvider, Identifier } from 'react-admin';

/** What the server answers update-db or a web sync (docs/API.md). */
export interface DashboardTaskAnswer {
  message?: string;
  count?: number;
}

export interface DashboardDataProvider extends DataProvider {
  getAll: (
    resource: string,
    params?: { signal?: AbortSignal; fields?: readonly string[] },
  ) => Promise<{ id: Identifier }[]>;
  updateDb: (resource: string) => Promise<DashboardTaskAnswer>;
  webSync: (resource: string) => Promise<DashboardTaskAnswer>;
}
