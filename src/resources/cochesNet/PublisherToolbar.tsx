// The publisher's header buttons: 'Ver Acciones' (the run history), 'Ajustes' (the account's
// settings) and the account update on a marketplace account; on account 5 the manual creation.
import { useState } from 'react';
import { Box, Button } from '@mui/material';
import {
  MANUAL_CAR_TEXTS,
  PUBLISHER_TEXTS,
  canCreateManually,
  type MarketplaceAccount,
} from '../../domain/cochesNet';
import { ManualCarDialog } from './ManualCarDialog';
import { ActionsDialog } from './ActionsDialog';
import { SettingsDialog } from './SettingsDialog';
import { UPDATE_ACCOUNT_LABEL, UpdateAccountDialog } from './UpdateAccountDialog';

type Open = 'actions' | 'settings' | 'update' | 'manual' | null;

export const PublisherToolbar = ({
  account,
  disabled,
  onAccountsChanged,
  onAccountUpdated,
  onManualCreated,
}: {
  /** The marketplace account on screen; undefined for the own database. */
  account?: MarketplaceAccount;
  disabled?: boolean;
  onAccountsChanged: () => void;
  onAccountUpdated: () => void;
  /** After a manual creation: reload the account ('La base de datos se ha actualizado.'). */
  onManualCreated: () => void;
}) => {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Button variant="outlined" onClick={() => setOpen('actions')}>
        {PUBLISHER_TEXTS.actions}
      </Button>
      {account && (
        <Button variant="outlined" onClick={() => setOpen('settings')}>
          {PUBLISHER_TEXTS.settings}
        </Button>
      )}
      {account && (
        <Button
          variant="outlined"
          color="warning"
          disabled={disabled}
          onClick={() => setOpen('update')}
        >
          {UPDATE_ACCOUNT_LABEL}
        </Button>
      )}
      {account && canCreateManually(account.value) && (
        <Button variant="contained" disabled={disabled} onClick={() => setOpen('manual')}>
          {MANUAL_CAR_TEXTS.open}
        </Button>
      )}
      <ManualCarDialog open={open === 'manual'} onClose={close} onCreated={onManualCreated} />
      <ActionsDialog open={open === 'actions'} account={account?.value} onClose={close} />
      <SettingsDialog
        account={open === 'settings' ? account : undefined}
        onClose={close}
        onSaved={onAccountsChanged}
      />
      <UpdateAccountDialog
        account={open === 'update' ? account : undefined}
        onClose={close}
        onUpdated={onAccountUpdated}
      />
    </Box>
  );
};
