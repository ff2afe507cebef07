// A campaign's icon: an http(s) URL typed, or one image uploaded through POST
// /publishing/api/v1/campaign/icon (multipart `file` → {url}) with the photo editors' chooser
// and upload helper. An upload failure is said under the field.
import { useState } from 'react';
import { InputAdornment, Stack } from '@mui/material';
import { uploadCampaignIcon } from '../../dataProvider/campaigns';
import { isIconUrl } from '../../domain/campaigns';
import { UploadButton } from '../../layout/photos/UploadButton';
import { useFileUploads } from '../../layout/photos/useFileUploads';
import { CampaignTextField, type CampaignFieldProps } from './CampaignTextField';
import { IconImage } from './IconImage';

type Props = Omit<CampaignFieldProps, 'label'> & { label?: string };

export const ICON_ACCEPT = 'image/png,image/jpeg,image/webp,image/svg+xml';

export const IconUrlField = ({ label = 'Icono (URL)', error, ...field }: Props) => {
  const { value, onChange } = field;
  const uploads = useFileUploads();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const upload = async (file: File) => {
    setUploadError(null);
    try {
      onChange(await uploads.send(file, (f) => uploadCampaignIcon(f)));
    } catch (failure) {
      setUploadError(
        `No se ha podido subir el icono: ${failure instanceof Error ? failure.message : String(failure)}`,
      );
    }
  };
  const shownError = error ?? uploadError ?? undefined;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <CampaignTextField
        {...field}
        label={label}
        error={shownError}
        hint="https://… o suba una imagen"
        htmlInput={{ autoComplete: 'off' }}
        startAdornment={
          isIconUrl(value) ? (
            <InputAdornment position="start">
              <IconImage url={value} size={24} />
            </InputAdornment>
          ) : undefined
        }
      />
      <UploadButton
        choice={{
          label: 'Subir',
          inputLabel: 'Subir icono',
          accept: ICON_ACCEPT,
          onFiles: ([file]) => void upload(file),
        }}
        busy={uploads.busy}
        sx={{ mt: 1, flexShrink: 0 }}
      />
    </Stack>
  );
};
