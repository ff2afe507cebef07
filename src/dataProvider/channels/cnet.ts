// Coches.net (spec 1 §7 "cnet"; docs/API.md): its listings and the database sync.
import { notImportedIfAvailable } from '../../domain/notImported';
import { CNET_PUBLISHER_RESOURCE, cnetPublisherProvider } from './cnetPublisher';
import { listingChannel } from '../orchestration/listingChannel';

export const cnet = listingChannel({
  id: 'cnet',
  label: 'Coches.net',
  listPath: '/cnet/vehicles',
  syncPath: '/cnet/database/',
  isNotImported: notImportedIfAvailable,
  // The publisher /coches-net (issue 10 §2): accounts, listings, runs, settings.
  extraResources: { [CNET_PUBLISHER_RESOURCE]: cnetPublisherProvider() },
});
