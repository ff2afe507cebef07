// A campaign's icon: an http(s) URL typed, or an image uploaded through POST
// /publishing/api/v1/campaign/icon (multipart `file` → {url}). An upload failure is said
// under the field (spec 2 §8 only logs it).
import { useState } from 'react';
import { Button, CircularProgress, InputAdornment, Stack, TextField } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import { uploadCampaignIcon } from '../../dataProvider/campaigns';
import { isIconUrl } from '../../domain/campaigns';
import { IconImage } from './IconImage';

interface Props {
  label?: string;
  value: string;
  onChange: (url: string) => void;
  onBlur?: () => void;
  error?: string;
  name?: string;
}

export const ICON_ACCEPT = 'image/png,image/jpeg,image/webp,image/svg+xml';

export const IconUrlField = ({
  label = 'Icono (URL)',
  value,
  onChange,
  onBlur,
  error,
  name,
}: Props) => {
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setUploadError(null);
    try {
      onChange(await uploadCampaignIcon(file));
    } catch (failure) {
      setUploadError(
        `No se ha podido subir el icono: ${failure instanceof Error ? failure.message : String(failure)}`,
      );
    } finally {
      setUploading(false);
    }
  };
  const shownError = error ?? uploadError ?? undefined;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        label={label}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        error={Boolean(shownError)}
        helperText={shownError ?? 'https://… o suba una imagen'}
        fullWidth
        slotProps={{
          htmlInput: { autoComplete: 'off' },
          input: {
            startAdornment: isIconUrl(value) ? (
              <InputAdornment position="start">
                <IconImage url={value} size={24} />
              </InputAdornment>
            ) : undefined,
          },
        }}
      />
      <Button
        component="label"
        variant="outlined"
        startIcon={uploading ? <CircularProgress size={16} /> : <UploadIcon />}
        disabled={uploading}
        sx={{ mt: 1, flexShrink: 0 }}
      >
        Subir
        <input
          hidden
          type="file"
          accept={ICON_ACCEPT}
          aria-label="Subir icono"
          onChange={(event) => {
            void upload(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </Button>
    </Stack>
  );
};
