// The publisher's header buttons: 'Ver Acciones' (the run history), 'Ajustes' (the account's
// settings), the account update (spec 2 §4) and, on account 5, the manual creation (spec 3 §4).
import type { MarketplaceAccount } from '../../domain/cochesNet';

export const PublisherToolbar = (_props: {
  account?: MarketplaceAccount;
  accounts: readonly MarketplaceAccount[];
  onAccountsChanged: () => void;
  onAccountUpdated: () => void;
}) => null;
