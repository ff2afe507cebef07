// The photo panel of a vehicle's edit page (spec 3 §2.5, spec 2 "Imágenes del vehículo"):
// title and 'Subir imagen', 'Este vehículo no tiene fotos' without photos, else a scrolling
// panel where each photo shows its 'Principal' mark, its order, 'Foto principal' and delete.
// One component for the own sites' vehicles and the renting vehicles; each passes how its
// photos are read and what its actions do (saved at once, or kept in the form until 'Guardar').
import { useRef, type ChangeEvent } from 'react';
import { Alert, Box, Button, Chip, IconButton, Stack, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import StarIcon from '@mui/icons-material/Star';
import UploadIcon from '@mui/icons-material/Upload';

export interface PhotoPanelProps<P> {
  /** Id of the title, for the section's label. */
  titleId: string;
  title: string;
  uploadLabel: string;
  noPhotosText: string;
  /** The scrolling panel's label. */
  regionLabel: string;
  /** Its height in px (spec: 800, scrolling). */
  heightPx: number;
  /** What the file chooser offers ('image/*'). */
  accept: string;
  /** While an action runs: every control waits. */
  busy?: boolean;
  photos: readonly P[];
  /** A stable key of a photo. */
  keyOf: (photo: P, index: number) => string;
  nameOf: (photo: P) => string;
  urlOf: (photo: P) => string;
  isMain: (photo: P) => boolean;
  /** The order shown in its field (1-based). */
  orderOf: (photo: P, index: number) => number | string;
  onUpload: (file: File) => void;
  onOrder: (photo: P, index: number, typed: string) => void;
  onMain: (photo: P, index: number) => void;
  onRemove: (photo: P, index: number) => void;
}

export const PhotoPanel = <P,>(props: PhotoPanelProps<P>) => {
  const { photos, busy = false } = props;
  const fileInput = useRef<HTMLInputElement>(null);
  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be chosen again after a failure.
    event.target.value = '';
    if (file) props.onUpload(file);
  };
  return (
    <Box component="section" aria-labelledby={props.titleId}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id={props.titleId} variant="h6" component="h2">
          {props.title}
        </Typography>
        <Button
          type="button"
          variant="outlined"
          startIcon={<UploadIcon />}
          disabled={busy}
          onClick={() => fileInput.current?.click()}
        >
          {props.uploadLabel}
        </Button>
        <input
          ref={fileInput}
          hidden
          type="file"
          accept={props.accept}
          aria-label="Imagen a subir"
          onChange={chosen}
        />
      </Stack>
      {photos.length === 0 ? (
        <Alert severity="warning">{props.noPhotosText}</Alert>
      ) : (
        <Box
          role="region"
          aria-label={props.regionLabel}
          sx={{ height: props.heightPx, overflowY: 'auto', pr: 1 }}
        >
          <Stack spacing={2}>
            {photos.map((photo, i) => (
              <Box key={props.keyOf(photo, i)} sx={{ position: 'relative' }}>
                <img
                  src={props.urlOf(photo)}
                  alt={`Foto ${i + 1}: ${props.nameOf(photo)}`.trim()}
                  loading="lazy"
                  style={{ width: '100%', borderRadius: 4, display: 'block' }}
                />
                {props.isMain(photo) && (
                  <Chip
                    label="Principal"
                    color="primary"
                    size="small"
                    sx={{ position: 'absolute', top: 8, left: 8 }}
                  />
                )}
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
                  <TextField
                    key={`${props.keyOf(photo, i)}-${props.orderOf(photo, i)}`}
                    type="number"
                    size="small"
                    label="Orden"
                    defaultValue={props.orderOf(photo, i)}
                    slotProps={{ htmlInput: { min: 1, step: 1 } }}
                    disabled={busy}
                    onBlur={(event) => props.onOrder(photo, i, event.target.value)}
                    sx={{ width: 96 }}
                  />
                  <Button
                    type="button"
                    size="small"
                    startIcon={<StarIcon />}
                    disabled={busy || props.isMain(photo)}
                    onClick={() => props.onMain(photo, i)}
                  >
                    Foto principal
                  </Button>
                  <IconButton
                    aria-label={`Eliminar foto ${i + 1}`}
                    disabled={busy}
                    onClick={() => props.onRemove(photo, i)}
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
