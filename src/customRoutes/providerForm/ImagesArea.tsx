// The image area of the form (spec 2 §2, §5, §9): png, jpg or webp chosen from the computer,
// each previewed with a button to remove it; more than 5 and the spec's message asks to remove
// the extra ones (the form is not sent until then). The files are uploaded on submit.
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Box, Button, IconButton, Typography } from '@mui/material';
import { useEffect, useId, useRef, type ChangeEvent } from 'react';
import { useInput, useNotify } from 'react-admin';
import { formatFileSize } from '../../domain/format';
import {
  IMAGE_TYPES,
  MAX_IMAGES,
  acceptsImageType,
  imageLimitMessage,
} from '../../domain/providerForm/images';
import { FormSection } from './FormSection';

/** An image chosen, not uploaded yet: the file and its preview (an object URL). */
export interface ImagePick {
  key: string;
  file: File;
  preview: string;
}

const validateImages = (value: ImagePick[] | undefined) => imageLimitMessage(value?.length ?? 0);
const NO_IMAGES: ImagePick[] = [];
let picks = 0;

export const ImagesArea = () => {
  const inputId = useId();
  const notify = useNotify();
  const { field } = useInput<ImagePick[]>({
    source: 'images',
    defaultValue: NO_IMAGES,
    validate: validateImages,
  });
  const images: ImagePick[] = field.value ?? NO_IMAGES;
  const current = useRef(images);
  current.current = images;
  // The previews' object URLs are released when the form goes (after a submit, or leaving).
  useEffect(() => () => current.current.forEach((image) => URL.revokeObjectURL(image.preview)), []);

  const add = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    const refused = files.filter((file) => !acceptsImageType(file.type));
    if (refused.length) {
      notify(`Solo se admiten imágenes PNG, JPG o WebP: ${refused.map((f) => f.name).join(', ')}`, {
        type: 'warning',
      });
    }
    const added = files
      .filter((file) => acceptsImageType(file.type))
      .map((file) => ({ key: `imagen-${++picks}`, file, preview: URL.createObjectURL(file) }));
    if (added.length) field.onChange([...images, ...added]);
  };

  const remove = (key: string) => {
    const image = images.find((i) => i.key === key);
    if (image) URL.revokeObjectURL(image.preview);
    field.onChange(images.filter((i) => i.key !== key));
  };

  const tooMany = imageLimitMessage(images.length);
  return (
    <FormSection title="Imágenes">
      <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Button
            component="label"
            htmlFor={inputId}
            variant="outlined"
            startIcon={<AddPhotoAlternateIcon />}
          >
            Añadir imágenes
          </Button>
          <input
            id={inputId}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            multiple
            hidden
            aria-label="Añadir imágenes"
            onChange={add}
          />
          <Typography variant="body2" color="text.secondary">
            Hasta {MAX_IMAGES} imágenes PNG, JPG o WebP · Campo opcional
          </Typography>
        </Box>
        {tooMany && (
          <Alert severity="error" role="alert">
            {tooMany}
          </Alert>
        )}
        {images.length > 0 && (
          <Box
            component="ul"
            aria-label="Imágenes elegidas"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
            }}
          >
            {images.map((image, index) => (
              <Box
                component="li"
                key={image.key}
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
              >
                <Box
                  component="img"
                  src={image.preview}
                  alt={`Imagen ${index + 1}: ${image.file.name}`}
                  sx={{ width: '100%', height: 110, objectFit: 'cover', display: 'block' }}
                />
                <Box sx={{ display: 'flex', alignItems: 'center', px: 1 }}>
                  <Typography variant="caption" noWrap sx={{ flex: 1 }} title={image.file.name}>
                    {image.file.name} · {formatFileSize(image.file.size)}
                  </Typography>
                  <IconButton
                    size="small"
                    aria-label={`Eliminar imagen ${index + 1}`}
                    onClick={() => remove(image.key)}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Box>
              </Box>
            ))}
          </Box>
        )}
      </Box>
    </FormSection>
  );
};
