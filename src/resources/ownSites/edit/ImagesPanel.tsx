// The edit page's images panel: 800 px high and scrolling, each photo with its main-photo flag and
// order (saved as the image's properties), upload (stored by the API under
// uploads/images/gomotorcars/…), delete, and 'Este vehículo no tiene fotos' without photos.
import { useState } from 'react';
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
import { IMAGE_ACCEPT } from '../../../domain/imageUpload';
import { PhotoEditor } from '../../../layout/photos/PhotoEditor';
import { useFileUploads } from '../../../layout/photos/useFileUploads';

const failure = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

export const ImagesPanel = ({ config }: { config: OwnSiteConfig }) => {
  const record = useRecordContext<SaleStockRecord>();
  const resource = useResourceContext() ?? '';
  const dataProvider = useDataProvider<SaleStockDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const uploads = useFileUploads();
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

  // An update filtered by the vehicle and the image, setting its propiedades.
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

  const upload = (file: File) =>
    void run(
      () =>
        uploads.send(file, (f) => dataProvider.uploadImage(resource, { id: record._id, file: f })),
      'Imagen subida',
    );

  const changeOrder = (photo: VehicleResource, text: string) => {
    const update = photoOrderUpdate(photo, Number(text));
    if (update && Number(text) !== photoOrder(photo)) void setProperties([update]);
  };

  return (
    <PhotoEditor
      title={{ id: 'images-title', text: 'Imágenes' }}
      upload={{
        label: 'Subir imagen',
        inputLabel: 'Imagen a subir',
        accept: IMAGE_ACCEPT,
        onFiles: ([file]) => upload(file),
      }}
      notices={photos.length === 0 ? [{ severity: 'warning', text: config.messages.noPhotos }] : []}
      photos={photos.map((photo) => ({
        key: photo._id,
        name: photo.nombre ?? '',
        src: photo.url,
        main: isMainPhoto(photo),
        // A photo without OrdenFoto shows where it stands (1-based), not '∞'.
        order: orderOrPosition(photo, (record.recursos ?? []).indexOf(photo)),
      }))}
      layout={{
        kind: 'column',
        regionLabel: 'Imágenes del vehículo',
        heightPx: IMAGE_PANEL_HEIGHT_PX,
        fixedHeight: true,
      }}
      busy={busy}
      controls={{
        order: { width: 96, onOrder: (_photo, i, typed) => changeOrder(photos[i], typed) },
        main: {
          onMain: (_photo, i) =>
            void setProperties(mainPhotoUpdates(record.recursos, photos[i]._id)),
        },
        remove: {
          label: (i) => `Eliminar foto ${i + 1}`,
          onRemove: (_photo, i) => void remove(photos[i]),
        },
      }}
    />
  );
};
