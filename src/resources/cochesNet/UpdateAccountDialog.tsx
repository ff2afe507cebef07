// The account update, two steps: the warning (UPDATE_ACCOUNT_TEXTS.intro), then what the first call
// says would go ('Se eliminaran N vehículos:' and the list, or 'No hay vehículos que eliminar');
// confirming deletes them in one call (confirm=true).
import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  Typography,
} from '@mui/material';
import { useNotify } from 'react-admin';
import {
  UPDATE_ACCOUNT_TEXTS,
  updateAccountHeading,
  updateAccountLine,
  type MarketplaceAccount,
  type MarketplaceListing,
} from '../../domain/cochesNet';
import { CNET_PUBLISHER_RESOURCE } from '../../dataProvider/channels/cnetPublisher';
import { usePublisherApi } from './usePublisherData';
import { WriteButton } from '../../writes';

export const UPDATE_ACCOUNT_LABEL = 'Actualizar cuenta';

export const UpdateAccountDialog = ({
  account,
  onClose,
  onUpdated,
}: {
  account?: MarketplaceAccount;
  onClose: () => void;
  onUpdated: () => void;
}) => {
  const api = usePublisherApi();
  const notify = useNotify();
  const [doomed, setDoomed] = useState<MarketplaceListing[] | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setDoomed(null);
    onClose();
  };

  const call = async (confirm: boolean) => {
    if (!account) return;
    setBusy(true);
    try {
      const answer = await api.updateAccount(CNET_PUBLISHER_RESOURCE, {
        account: account.value,
        confirm,
      });
      if (!confirm) return setDoomed(answer.vehicles);
      if (answer.message) notify(answer.message, { type: 'success' });
      onUpdated();
      close();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={Boolean(account)} onClose={close} fullWidth maxWidth="sm">
      <DialogTitle>{`${UPDATE_ACCOUNT_LABEL} · ${account?.key ?? ''}`}</DialogTitle>
      <DialogContent>
        {doomed === null ? (
          <Typography>{UPDATE_ACCOUNT_TEXTS.intro}</Typography>
        ) : (
          <>
            <Typography sx={{ fontWeight: 500 }}>{updateAccountHeading(doomed.length)}</Typography>
            <List dense aria-label="Vehículos que se eliminarán">
              {doomed.map((listing) => (
                <ListItem key={listing.id ?? listing.internalReference}>
                  {updateAccountLine(listing)}
                </ListItem>
              ))}
            </List>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{doomed?.length === 0 ? 'Cerrar' : 'Cancelar'}</Button>
        {doomed === null && (
          <WriteButton variant="contained" working={busy} onClick={() => call(false)}>
            Continuar
          </WriteButton>
        )}
        {doomed !== null && doomed.length > 0 && (
          <WriteButton variant="contained" color="error" working={busy} onClick={() => call(true)}>
            Eliminar
          </WriteButton>
        )}
      </DialogActions>
    </Dialog>
  );
};
