// The moto sheet's photos: several files uploaded at once with their progress (POST
// /api/upload, then each pushed onto recursos), the main photo, the order (drag a photo, the
// arrows or its order number), delete with confirmation; 800 px high and scrolling. Each
// change is saved at once (useMotoPhotos), apart from the form's 'Guardar'.
import { useRecordContext } from 'react-admin';
import { IMAGE_ACCEPT } from '../../domain/imageUpload';
import {
  PHOTO_PANEL_HEIGHT_PX,
  firstMovablePlace,
  isMainPhoto,
  mainPhotoUpdates,
  movePhoto,
  orderedPhotos,
  photoOrderFieldUpdates,
  photoOrderUpdates,
  uploadedPhoto,
  type PhotoPropsUpdate,
} from '../../domain/motos/photos';
import { motoThumbnailUrl } from '../../domain/motos/types';
import type { MotoUpdate } from '../../domain/motos/update';
import type { VehicleResource } from '../../domain/types';
import { uploadMotoPhoto, type MotoRecord } from '../../dataProvider/motos';
import { PhotoEditor } from '../../layout/photos/PhotoEditor';
import { useFileUploads } from '../../layout/photos/useFileUploads';
import { useMotoPhotos } from './useMotoPhotos';

export const NO_PHOTOS_MESSAGE = 'Este vehículo no tiene fotos';

const props = (updates: PhotoPropsUpdate[]): MotoUpdate[] =>
  updates.map((setResourceProps) => ({ setResourceProps }));

export const PhotosPanel = () => {
  const record = useRecordContext<MotoRecord>();
  const { recursos, busy, send, run } = useMotoPhotos(record);
  const uploads = useFileUploads();
  if (!record) return null;
  const photos = orderedPhotos(recursos);
  const saveOrder = (updates: PhotoPropsUpdate[]) => {
    if (updates.length > 0) void run(() => send(props(updates)), 'Orden de las fotos guardado');
  };

  /** Each file uploaded (its progress shown), then pushed after the last photo. */
  const upload = (files: File[]) =>
    void run(
      async () => {
        const stored = await Promise.all(
          files.map((file) => uploads.send(file, (f, progress) => uploadMotoPhoto(f, progress))),
        );
        let current: VehicleResource[] = recursos;
        for (const answer of stored) {
          const moto = await send([{ push: uploadedPhoto(current, answer) }]);
          current = moto?.recursos ?? current;
        }
      },
      files.length === 1 ? 'Foto subida' : `${files.length} fotos subidas`,
    );

  return (
    <PhotoEditor
      title={{ id: 'moto-photos-title', text: 'Fotos' }}
      upload={{
        label: 'Subir fotos',
        inputLabel: 'Fotos a subir',
        accept: IMAGE_ACCEPT,
        multiple: true,
        variant: 'text',
        onFiles: upload,
      }}
      sending={uploads.sending}
      notices={photos.length === 0 ? [{ severity: 'warning', text: NO_PHOTOS_MESSAGE }] : []}
      photos={photos.map((photo, i) => ({
        key: photo.nombre ?? String(i),
        name: photo.nombre ?? '',
        src: motoThumbnailUrl(photo.url),
        // A photo whose thumbnail is missing is shown from its own file.
        fallbackSrc: photo.url,
        main: isMainPhoto(photo),
        order: i + 1,
      }))}
      layout={{
        kind: 'column',
        regionLabel: 'Fotos del vehículo',
        heightPx: PHOTO_PANEL_HEIGHT_PX,
      }}
      busy={busy || uploads.busy}
      controls={{
        order: {
          width: 84,
          onOrder: (photo, _i, typed) =>
            saveOrder(photoOrderFieldUpdates(recursos, photo.name, Number(typed))),
        },
        firstMovable: firstMovablePlace(photos),
        drag: true,
        move: {
          direction: 'vertical',
          earlier: { tooltip: 'Subir', label: (i) => `Subir foto ${i + 1}` },
          later: { tooltip: 'Bajar', label: (i) => `Bajar foto ${i + 1}` },
          onMove: (from, to) => saveOrder(photoOrderUpdates(recursos, movePhoto(photos, from, to))),
        },
        main: {
          tooltip: 'Hacer foto principal',
          onMain: (photo) => {
            const updates = mainPhotoUpdates(recursos, photo.name);
            if (updates.length > 0) void run(() => send(props(updates)), 'Foto principal guardada');
          },
        },
        remove: {
          label: (i) => `Eliminar foto ${i + 1}`,
          confirm: {
            title: 'Eliminar foto',
            content: (photo) => `¿Eliminar la foto ${photo.name} de este vehículo?`,
          },
          onRemove: (photo) => void run(() => send([{ pull: photo.name }]), 'Foto eliminada'),
        },
      }}
    />
  );
};
