// Spec 3 §2.5 images panel: 800 px high and scrolling, each photo with its main-photo flag
// and order (§7.6 property updates), upload (stored by the API under
// uploads/images/gomotorcars/…), delete, and 'Este vehículo no tiene fotos' without photos.
import { useRef, useState, type ChangeEvent } from 'react';
import { Alert, Box, Button, Chip, IconButton, Stack, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import StarIcon from '@mui/icons-material/Star';
import UploadIcon from '@mui/icons-material/Upload';
import {
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
} from 'react-admin';
import {
  IMAGE_PANEL_HEIGHT_PX,
  isMainPhoto,
  mainPhotoUpdates,
  orderedPhotos,
  photoOrder,
  photoOrderUpdate,
  orderOrPosition,
  type ImagePropertiesUpdate,
} from '../../../domain/ownSites/images';
import type { OwnSiteConfig } from '../../../domain/ownSites/sites';
import type { VehicleResource } from '../../../domain/types';
import type {
  SaleStockDataProvider,
  SaleStockRecord,
} from '../../../dataProvider/ownSites/saleStockProvider';
import { config as appConfig } from '../../../config';

const failure = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

export const ImagesPanel = ({ config }: { config: OwnSiteConfig }) => {
  const record = useRecordContext<SaleStockRecord>();
  const resource = useResourceContext() ?? '';
  const dataProvider = useDataProvider<SaleStockDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const fileInput = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const photos = orderedPhotos(record.recursos ?? []);

  const run = async (action: () => Promise<unknown>, success: string) => {
    setBusy(true);
    try {
      await action();
      notify(success, { type: 'success', autoHideDuration: appConfig.timings.saveConfirmationMs });
      refresh();
    } catch (error) {
      notify(failure(error, config.messages.editFailure), {
        type: 'error',
        autoHideDuration: appConfig.timings.saveConfirmationMs,
      });
    } finally {
      setBusy(false);
    }
  };

  // Spec 3 §7.6: an update filtered by the vehicle and the image, setting its propiedades.
  const setProperties = (updates: ImagePropertiesUpdate[]) =>
    run(async () => {
      for (const { imageId, propiedades } of updates) {
        await dataProvider.update(resource, {
          id: record.id,
          data: { $set: { 'recursos.$.propiedades': propiedades } },
          previousData: record,
          meta: { filter: { 'recursos._id': imageId } },
        });
      }
    }, config.messages.editSuccess);

  const remove = (photo: VehicleResource) =>
    run(
      () =>
        dataProvider.update(resource, {
          id: record.id,
          data: { ...record, recursos: (record.recursos ?? []).filter((r) => r._id !== photo._id) },
          previousData: record,
        }),
      'Imagen eliminada',
    );

  const upload = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file)
      void run(async () => {
        const answer = await dataProvider.uploadImage(resource, { id: record._id, file });
        return answer;
      }, 'Imagen subida');
  };

  const changeOrder = (photo: VehicleResource, text: string) => {
    const update = photoOrderUpdate(photo, Number(text));
    if (update && Number(text) !== photoOrder(photo)) void setProperties([update]);
  };

  return (
    <Box component="section" aria-labelledby="images-title">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="images-title" variant="h6" component="h2">
          Imágenes
        </Typography>
        <Button
          type="button"
          startIcon={<UploadIcon />}
          disabled={busy}
          onClick={() => fileInput.current?.click()}
        >
          Subir imagen
        </Button>
        <input
          ref={fileInput}
          hidden
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-label="Imagen a subir"
          onChange={upload}
        />
      </Stack>
      {photos.length === 0 ? (
        <Alert severity="warning">{config.messages.noPhotos}</Alert>
      ) : (
        <Box
          role="region"
          aria-label="Imágenes del vehículo"
          sx={{ height: IMAGE_PANEL_HEIGHT_PX, overflowY: 'auto', pr: 1 }}
        >
          <Stack spacing={2}>
            {photos.map((photo, i) => (
              <Box key={photo._id} sx={{ position: 'relative' }}>
                <img
                  src={photo.url}
                  alt={`Foto ${i + 1}: ${photo.nombre ?? ''}`.trim()}
                  loading="lazy"
                  style={{ width: '100%', borderRadius: 4, display: 'block' }}
                />
                {isMainPhoto(photo) && (
                  <Chip
                    label="Principal"
                    color="primary"
                    size="small"
                    sx={{ position: 'absolute', top: 8, left: 8 }}
                  />
                )}
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
                  <TextField
                    key={`${photo._id}-${photoOrder(photo)}`}
                    type="number"
                    size="small"
                    label="Orden"
                    // A photo without OrdenFoto shows where it stands (1-based), not '∞'.
                    defaultValue={orderOrPosition(photo, (record.recursos ?? []).indexOf(photo))}
                    slotProps={{ htmlInput: { min: 1, step: 1 } }}
                    disabled={busy}
                    onBlur={(e) => changeOrder(photo, e.target.value)}
                    sx={{ width: 96 }}
                  />
                  <Button
                    type="button"
                    size="small"
                    startIcon={<StarIcon />}
                    disabled={busy || isMainPhoto(photo)}
                    onClick={() => void setProperties(mainPhotoUpdates(record.recursos, photo._id))}
                  >
                    Foto principal
                  </Button>
                  <IconButton
                    aria-label={`Eliminar foto ${i + 1}`}
                    disabled={busy}
                    onClick={() => void remove(photo)}
                    sx={{ ml: 'auto' }}
                  >
                    <DeleteIcon />
                  </IconButton>
                </Stack>
              </Box>
            ))}
          </Stack>
        </Box>
      )}
    </Box>
  );
};
