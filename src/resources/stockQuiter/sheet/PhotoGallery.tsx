// The data sheet's photo panel, 800 px high and scrolling, main photo first then by order;
// 'Este vehículo no tiene fotos' when there are none.
import { Alert, Box, Chip, ImageList, ImageListItem } from '@mui/material';
import type { VehicleResource } from '../../../domain/types';
import { isMainPhoto, orderedPhotos } from '../../../domain/photoOrder';

export const PHOTO_PANEL_HEIGHT = 800;

export const PhotoGallery = ({ recursos }: { recursos?: VehicleResource[] }) => {
  const photos = orderedPhotos(recursos);
  if (!photos.length) return <Alert severity="warning">Este vehículo no tiene fotos</Alert>;
  return (
    <Box
      role="region"
      aria-label="Fotos del vehículo"
      sx={{ height: PHOTO_PANEL_HEIGHT, overflowY: 'auto' }}
    >
      <ImageList cols={1} gap={8} sx={{ m: 0 }}>
        {photos.map((photo, i) => (
          <ImageListItem key={photo._id ?? photo.url} sx={{ position: 'relative' }}>
            <img
              src={photo.url}
              alt={`Foto ${i + 1}: ${photo.nombre ?? ''}`.trim()}
              loading="lazy"
              style={{ width: '100%', borderRadius: 4 }}
            />
            {isMainPhoto(photo) && (
              <Chip
                label="Principal"
                color="primary"
                size="small"
                sx={{ position: 'absolute', top: 8, left: 8 }}
              />
            )}
          </ImageListItem>
        ))}
      </ImageList>
    </Box>
  );
};
