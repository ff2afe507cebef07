// The composite dataProvider (DESIGN.md): resource name -> the provider that serves it,
// either a core resource or one served by a channel module of the registry.
import { combineDataProviders, type DataProvider } from 'react-admin';
import { auditResources } from './audit';
import { campaignResources } from './campaigns';
import { rentingResources } from './renting';
import { channels } from './channels';
import { coreResources } from './core';
import { motoResources } from './motos';
import { quiterResources } from './quiter';
import { stockResources } from './stock';

export const resourceProviders: Record<string, DataProvider> = Object.assign(
  {},
  coreResources,
  quiterResources,
  stockResources,
  campaignResources,
  motoResources,
  rentingResources,
  auditResources,
  ...channels.map((channel) => channel.resources),
);

export const dataProvider: DataProvider = combineDataProviders((resource) => {
  const provider = resourceProviders[resource];
  if (!provider) throw new Error(`Recurso desconocido: ${resource}`);
  return provider;
});

export { httpJson } from './http';
export { collectionProvider } from './collectionProvider';
