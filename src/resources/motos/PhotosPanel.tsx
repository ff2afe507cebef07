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
import { SheetPhotoPanel, type SheetPhotosConfig } from '../../layout/photos/SheetPhotoPanel';
import { useMotoPhotos } from './useMotoPhotos';

export const NO_PHOTOS_MESSAGE = 'Este vehículo no tiene fotos';

const MOTO_PHOTOS: SheetPhotosConfig = {
  title: { id: 'moto-photos-title', text: 'Fotos' },
  upload: {
    label: 'Subir fotos',
    inputLabel: 'Fotos a subir',
    accept: IMAGE_ACCEPT,
    multiple: true,
    variant: 'text',
  },
  region: { label: 'Fotos del vehículo', heightPx: PHOTO_PANEL_HEIGHT_PX },
  orderWidth: 84,
  progress: true,
  mainTooltip: 'Hacer foto principal',
  confirmRemove: {
    title: 'Eliminar foto',
    content: (photo) => `¿Eliminar la foto ${photo.name} de este vehículo?`,
  },
};

const props = (updates: PhotoPropsUpdate[]): MotoUpdate[] =>
  updates.map((setResourceProps) => ({ setResourceProps }));

export const PhotosPanel = () => {
  const record = useRecordContext<MotoRecord>();
  const { recursos, send, changes } = useMotoPhotos(record);
  if (!record) return null;
  const photos = orderedPhotos(recursos);
  const nameAt = (index: number) => photos[index]?.nombre ?? '';
  const saveProps = (updates: PhotoPropsUpdate[], success: string) => {
    if (updates.length > 0) void changes.run(() => send(props(updates)), { success });
  };
  const saveOrder = (updates: PhotoPropsUpdate[]) =>
    saveProps(updates, 'Orden de las fotos guardado');

  /** Each file uploaded (its progress shown), then pushed after the last photo. */
  const upload = (files: File[]) =>
    void changes.run(
      async () => {
        const stored = await Promise.all(
          files.map((file) => changes.upload(file, (f, progress) => uploadMotoPhoto(f, progress))),
        );
        let current: VehicleResource[] = recursos;
        for (const answer of stored) {
          const moto = await send([{ push: uploadedPhoto(current, answer) }]);
          current = moto?.recursos ?? current;
        }
      },
      { success: files.length === 1 ? 'Foto subida' : `${files.length} fotos subidas` },
    );

  return (
    <SheetPhotoPanel
      config={MOTO_PHOTOS}
      empty={NO_PHOTOS_MESSAGE}
      photos={photos.map((photo, i) => ({
        key: photo.nombre ?? String(i),
        name: photo.nombre ?? '',
        src: motoThumbnailUrl(photo.url),
        // A photo whose thumbnail is missing is shown from its own file.
        fallbackSrc: photo.url,
        main: isMainPhoto(photo),
        order: i + 1,
      }))}
      changes={changes}
      onFiles={upload}
      onOrder={(i, typed) => saveOrder(photoOrderFieldUpdates(recursos, nameAt(i), Number(typed)))}
      move={{
        firstMovable: firstMovablePlace(photos),
        onMove: (from, to) => saveOrder(photoOrderUpdates(recursos, movePhoto(photos, from, to))),
      }}
      onMain={(i) => saveProps(mainPhotoUpdates(recursos, nameAt(i)), 'Foto principal guardada')}
      onRemove={(i) =>
        void changes.run(() => send([{ pull: nameAt(i) }]), { success: 'Foto eliminada' })
      }
    />
  );
};
