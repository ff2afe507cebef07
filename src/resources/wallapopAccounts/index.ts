// The Wallapop gateway accounts, an 'Ajustes' resource for the administrator at
// /settings/wallapop: an editable grid where accounts are listed, created and edited in
// place. Its records are the API's `wallapop-accounts`; the server refuses them to anyone
// else as well.
import StorefrontIcon from '@mui/icons-material/Storefront';
import { defineResource } from '../defineResource';

export default defineResource<{ name: string; accountId: string }>({
  name: 'settings/wallapop',
  screens: { list: () => import('./AccountList') },
  icon: StorefrontIcon,
  recordRepresentation: (account) => account.name || account.accountId,
  access: 'wallapop-accounts',
  menu: { label: 'Wallapop', order: 121, group: 'Ajustes', adminOnly: true },
});
