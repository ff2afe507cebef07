// Spec 2 §2 'Imágenes del vehículo' and §4 "Image flow": 'Subir imagen' uploads the chosen
// image (named by §5's rule) and, on status 200, adds it with main-photo false and an empty
// order; each photo can be made the main one, given an order, or deleted (removed from the
// list, then delete-image). The list is the form's `recursos`, saved with the vehicle.
// Without photos: 'Este vehículo no tiene fotos'. 800 px high, scrolling (§9).
import { useRef, useState, type ChangeEvent } from 'react';
import { Alert, Box, Button, Chip, IconButton, Stack, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import StarIcon from '@mui/icons-material/Star';
import UploadIcon from '@mui/icons-material/Upload';
import { useNotify } from 'react-admin';
import { useController } from 'react-hook-form';
import { deleteRentingImage, uploadRentingFile } from '../../../dataProvider/renting';
import {
  isMain,
  newPhoto,
  orderOf,
  photoFileName,
  uploadFileName,
  withMainPhoto,
  withPhotoOrder,
} from '../../../domain/renting/images';
import { RENTING_TEXTS } from '../../../domain/renting/texts';
import type { RentingResource } from '../../../domain/renting/types';
import { ERROR_NOTICE, failureText, logFailure } from '../failure';

const PANEL_HEIGHT_PX = 800;

export const ImagesPanel = () => {
  const { field } = useController({ name: 'recursos' });
  const photos: RentingResource[] = Array.isArray(field.value) ? field.value : [];
  const notify = useNotify();
  const fileInput = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      const { filename, url } = await uploadRentingFile(file, uploadFileName(file));
      field.onChange([
        ...photos,
        newPhoto(filename, url ?? `/api/uploads/images/renting/${filename}`),
      ]);
    } catch (error) {
      logFailure('upload', error);
      notify(failureText(error, 'No se ha podido subir la imagen'), ERROR_NOTICE);
    } finally {
      setBusy(false);
    }
  };

  const remove = async (index: number) => {
    const photo = photos[index];
    field.onChange(photos.filter((_, i) => i !== index));
    try {
      await deleteRentingImage(photoFileName(photo));
    } catch (error) {
      logFailure('delete-image', error);
      notify(failureText(error, 'No se ha podido borrar la imagen'), ERROR_NOTICE);
    }
  };

  return (
    <Box component="section" aria-labelledby="renting-images-title">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="renting-images-title" variant="h6" component="h2">
          {RENTING_TEXTS.imagesTitle}
        </Typography>
        <Button
          type="button"
          variant="outlined"
          startIcon={<UploadIcon />}
          disabled={busy}
          onClick={() => fileInput.current?.click()}
        >
          {RENTING_TEXTS.uploadImage}
        </Button>
        <input
          ref={fileInput}
          hidden
          type="file"
          accept="image/*"
          aria-label="Imagen a subir"
          onChange={(event) => void upload(event)}
        />
      </Stack>
      {photos.length === 0 ? (
        <Alert severity="warning">{RENTING_TEXTS.noPhotos}</Alert>
      ) : (
        <Box
          role="region"
          aria-label="Fotos"
          sx={{ maxHeight: PANEL_HEIGHT_PX, overflowY: 'auto', pr: 1 }}
        >
          <Stack spacing={2}>
            {photos.map((photo, i) => (
              <Box key={`${photo.url}-${i}`} sx={{ position: 'relative' }}>
                <img
                  src={photo.url}
                  alt={`Foto ${i + 1}: ${photo.nombre}`}
                  loading="lazy"
                  style={{ width: '100%', borderRadius: 4, display: 'block' }}
                />
                {isMain(photo) && (
                  <Chip
                    label="Principal"
                    color="primary"
                    size="small"
                    sx={{ position: 'absolute', top: 8, left: 8 }}
                  />
                )}
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
                  <TextField
                    key={`${photo.url}-${orderOf(photo)}`}
                    size="small"
                    label="Orden"
                    defaultValue={orderOf(photo)}
                    slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                    onBlur={(event) =>
                      field.onChange(withPhotoOrder(photos, i, event.target.value))
                    }
                    sx={{ width: 96 }}
                  />
                  <Button
                    type="button"
                    size="small"
                    startIcon={<StarIcon />}
                    disabled={isMain(photo)}
                    onClick={() => field.onChange(withMainPhoto(photos, i))}
                  >
                    Foto principal
                  </Button>
                  <IconButton
                    aria-label={`Eliminar foto ${i + 1}`}
                    onClick={() => void remove(i)}
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
