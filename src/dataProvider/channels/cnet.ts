// Coches.net (docs/API.md): its listings and the database sync.
import { notImportedIfAvailable } from '../../domain/notImported';
import { CNET_PUBLISHER_RESOURCE, cnetPublisherProvider } from './cnetPublisher';
import { listingChannel } from '../orchestration/listingChannel';

export const cnet = listingChannel({
  id: 'cnet',
  label: 'Coches.net',
  listPath: '/cnet/vehicles',
  syncPath: '/cnet/database/',
  isNotImported: notImportedIfAvailable,
  // The publisher /coches-net: accounts, listings, runs, settings.
  extraResources: { [CNET_PUBLISHER_RESOURCE]: cnetPublisherProvider() },
});
