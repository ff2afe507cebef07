// 'Imágenes del vehículo': 'Subir imagen' uploads the chosen image (named from its last-modified
// time and file name) and, on status 200, adds it with main-photo false and an empty order; each
// photo can be made the main one, given an order, or deleted (removed from the list, then
// delete-image). The list is the form's `recursos`, saved with the vehicle. Without photos: 'Este
// vehículo no tiene fotos'. 800 px high, scrolling.
import { useState } from 'react';
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
import { PhotoEditor } from '../../../layout/photos/PhotoEditor';
import { useFileUploads } from '../../../layout/photos/useFileUploads';
import { ERROR_NOTICE, failureText, logFailure } from '../failure';

const PANEL_HEIGHT_PX = 800;

export const ImagesPanel = () => {
  const { field } = useController({ name: 'recursos' });
  const photos: RentingResource[] = Array.isArray(field.value) ? field.value : [];
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const uploads = useFileUploads();

  const upload = async (file: File) => {
    setBusy(true);
    try {
      const { filename, url } = await uploads.send(file, (f) =>
        uploadRentingFile(f, uploadFileName(f)),
      );
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
    <PhotoEditor
      title={{ id: 'renting-images-title', text: RENTING_TEXTS.imagesTitle }}
      upload={{
        label: RENTING_TEXTS.uploadImage,
        inputLabel: 'Imagen a subir',
        accept: 'image/*',
        onFiles: ([file]) => void upload(file),
      }}
      notices={photos.length === 0 ? [{ severity: 'warning', text: RENTING_TEXTS.noPhotos }] : []}
      photos={photos.map((photo, i) => ({
        key: `${photo.url}-${i}`,
        name: photo.nombre,
        src: photo.url,
        main: isMain(photo),
        order: orderOf(photo),
      }))}
      layout={{
        kind: 'column',
        regionLabel: 'Fotos',
        heightPx: PANEL_HEIGHT_PX,
        fixedHeight: true,
      }}
      busy={busy}
      controls={{
        order: {
          width: 96,
          onOrder: (_photo, i, typed) => field.onChange(withPhotoOrder(photos, i, typed)),
        },
        main: { onMain: (_photo, i) => field.onChange(withMainPhoto(photos, i)) },
        remove: { label: (i) => `Eliminar foto ${i + 1}`, onRemove: (_photo, i) => void remove(i) },
      }}
    />
  );
};
