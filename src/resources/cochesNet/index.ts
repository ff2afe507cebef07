// The Coches.net publisher (/coches-net): its list shows one account's listings, the account
// being the filter in the address (?cuenta=N); its edit is one listing's page
// (/coches-net/{id}?cuenta=N).
import PublicIcon from '@mui/icons-material/Public';
import { getSession } from '../../authProvider/session';
import { readAheadAccount } from './readAhead';
import { PUBLISHER_PATH } from './routes';
import type { PublisherRecord } from '../../dataProvider/channels/cnetPublisher';
import { defineResource } from '../defineResource';

// A console opened on /coches-net?cuenta=N (a reload, a link) asks for that account as it
// starts (this module is part of the console's code), not after the session check and the
// route: usable cold in 1.5 s. Signed in only: without a session the console goes to the
// sign-in page instead.
if (
  typeof window !== 'undefined' &&
  window.location.pathname === PUBLISHER_PATH &&
  getSession()?.accessToken
)
  readAheadAccount(window.location.search);

export default defineResource<PublisherRecord>({
  name: 'coches-net',
  screens: {
    list: () => import('./CochesNetPage'),
    edit: () => import('./CochesNetEditPage'),
  },
  icon: PublicIcon,
  recordRepresentation: (record) => String(record.id),
  // The account in the address is asked for as the route renders (readAhead.ts).
  readAhead: readAheadAccount,
  menu: { label: 'Coches.net', order: 41, group: 'Webs Externas' },
});
