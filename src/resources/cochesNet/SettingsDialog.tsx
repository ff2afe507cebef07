// 'Ajustes' of a marketplace account: the account's web description and marketing image, saved with
// PATCH (docs/API.md: webDescription ≤ 5000, marketingImage '' or an http(s) address; the server's
// message is shown when it refuses).
import { useEffect, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useNotify } from 'react-admin';
import type { MarketplaceAccount } from '../../domain/cochesNet';
import { CNET_PUBLISHER_RESOURCE } from '../../dataProvider/channels/cnetPublisher';
import { usePublisherApi } from './usePublisherData';
import { WriteButton } from '../../writes';
import { longText } from '../../layout/longText';

export const SETTINGS_SAVED = 'Ajustes de la cuenta guardados';

export const SettingsDialog = ({
  account,
  onClose,
  onSaved,
}: {
  account?: MarketplaceAccount;
  onClose: () => void;
  onSaved: () => void;
}) => {
  const api = usePublisherApi();
  const notify = useNotify();
  const [webDescription, setWebDescription] = useState('');
  const [marketingImage, setMarketingImage] = useState('');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    setWebDescription(account?.webDescription ?? '');
    setMarketingImage(account?.marketingImage ?? '');
  }, [account]);

  const save = async () => {
    if (!account) return;
    setSaving(true);
    try {
      await api.updateSettings(CNET_PUBLISHER_RESOURCE, {
        id: account._id,
        data: { webDescription, marketingImage: marketingImage.trim() },
      });
      notify(SETTINGS_SAVED, { type: 'success' });
      onSaved();
      onClose();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={Boolean(account)} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{`Ajustes · ${account?.value ?? ''} ${account?.key ?? ''}`}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField
          label="Descripción web"
          {...longText({ rows: 6, maxLength: 5000 })}
          value={webDescription}
          onChange={(event) => setWebDescription(event.target.value)}
        />
        <TextField
          label="Imagen de marketing"
          placeholder="https://…"
          value={marketingImage}
          onChange={(event) => setMarketingImage(event.target.value)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <WriteButton variant="contained" working={saving} onClick={save}>
          Guardar
        </WriteButton>
      </DialogActions>
    </Dialog>
  );
};
