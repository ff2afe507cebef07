// Coches.net (spec 1 §7 "cnet"; docs/API.md): its listings and the database sync.
import { notImportedIfAvailable } from '../../domain/notImported';
import { listingChannel } from './listingChannel';

export const cnet = listingChannel({
  id: 'cnet',
  label: 'Coches.net',
  listingsResource: 'cnet-vehicles',
  listPath: '/cnet/vehicles',
  syncPath: '/cnet/database/',
  isNotImported: notImportedIfAvailable,
});
