// 'Imágenes del vehículo': 'Subir imagen' uploads the chosen image (named from its last-modified
// time and file name) and, on status 200, adds it with main-photo false and an empty order; each
// photo can be made the main one, given an order, or deleted (removed from the list, then
// delete-image). The list is the form's `recursos`, saved with the vehicle. Without photos: 'Este
// vehículo no tiene fotos'. 800 px high, scrolling. A failure is shown for 45 s and logged.
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
import { ERROR_SNACKBAR_MS, RENTING_TEXTS } from '../../../domain/renting/texts';
import type { RentingResource } from '../../../domain/renting/types';
import { SheetPhotoPanel, type SheetPhotosConfig } from '../../../layout/photos/SheetPhotoPanel';
import { usePhotoChanges } from '../../../layout/photos/usePhotoChanges';
import { logFailure } from '../failure';

const RENTING_PHOTOS: SheetPhotosConfig = {
  title: { id: 'renting-images-title', text: RENTING_TEXTS.imagesTitle },
  upload: { label: RENTING_TEXTS.uploadImage, inputLabel: 'Imagen a subir', accept: 'image/*' },
  region: { label: 'Fotos', heightPx: 800, fixedHeight: true },
  orderWidth: 96,
};

export const ImagesPanel = () => {
  const { field } = useController({ name: 'recursos' });
  const photos: RentingResource[] = Array.isArray(field.value) ? field.value : [];
  const changes = usePhotoChanges({
    shownMs: ERROR_SNACKBAR_MS,
    failure: 'No se ha podido guardar el cambio',
  });

  const upload = (file: File) =>
    void changes.run(
      async () => {
        const { filename, url } = await changes.upload(file, (f) =>
          uploadRentingFile(f, uploadFileName(f)),
        );
        field.onChange([
          ...photos,
          newPhoto(filename, url ?? `/api/uploads/images/renting/${filename}`),
        ]);
      },
      {
        failure: 'No se ha podido subir la imagen',
        onFailed: (error) => logFailure('upload', error),
      },
    );

  const remove = (index: number) => {
    const photo = photos[index];
    field.onChange(photos.filter((_, i) => i !== index));
    void changes.run(() => deleteRentingImage(photoFileName(photo)), {
      failure: 'No se ha podido borrar la imagen',
      onFailed: (error) => logFailure('delete-image', error),
    });
  };

  return (
    <SheetPhotoPanel
      config={RENTING_PHOTOS}
      empty={RENTING_TEXTS.noPhotos}
      photos={photos.map((photo, i) => ({
        key: `${photo.url}-${i}`,
        name: photo.nombre,
        src: photo.url,
        main: isMain(photo),
        order: orderOf(photo),
      }))}
      changes={changes}
      onFiles={([file]) => upload(file)}
      onOrder={(i, typed) => field.onChange(withPhotoOrder(photos, i, typed))}
      onMain={(i) => field.onChange(withMainPhoto(photos, i))}
      onRemove={remove}
    />
  );
};
