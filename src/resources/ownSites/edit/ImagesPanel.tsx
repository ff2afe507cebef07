// The edit page's images panel: 800 px high and scrolling, each photo with its main-photo flag and
// order (saved as the image's properties), upload (stored by the API under
// uploads/images/gomotorcars/…), delete, and 'Este vehículo no tiene fotos' without photos. Each
// change is saved at once and the vehicle read again.
import { useDataProvider, useRecordContext, useRefresh, useResourceContext } from 'react-admin';
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
import type {
  SaleStockDataProvider,
  SaleStockRecord,
} from '../../../dataProvider/ownSites/saleStockProvider';
import { config as appConfig } from '../../../config';
import { IMAGE_ACCEPT } from '../../../domain/imageUpload';
import { SheetPhotoPanel, type SheetPhotosConfig } from '../../../layout/photos/SheetPhotoPanel';
import { usePhotoChanges } from '../../../layout/photos/usePhotoChanges';

const OWN_SITE_PHOTOS: SheetPhotosConfig = {
  title: { id: 'images-title', text: 'Imágenes' },
  upload: { label: 'Subir imagen', inputLabel: 'Imagen a subir', accept: IMAGE_ACCEPT },
  region: { label: 'Imágenes del vehículo', heightPx: IMAGE_PANEL_HEIGHT_PX, fixedHeight: true },
  orderWidth: 96,
};

export const ImagesPanel = ({ config }: { config: OwnSiteConfig }) => {
  const record = useRecordContext<SaleStockRecord>();
  const resource = useResourceContext() ?? '';
  const dataProvider = useDataProvider<SaleStockDataProvider>();
  const refresh = useRefresh();
  const changes = usePhotoChanges({
    shownMs: appConfig.timings.saveConfirmationMs,
    failure: config.messages.editFailure,
    onSaved: refresh,
  });
  if (!record) return null;
  const recursos = record.recursos ?? [];
  const photos = orderedPhotos(recursos);

  // An update filtered by the vehicle and the image, setting its propiedades.
  const setProperties = (updates: ImagePropertiesUpdate[]) =>
    void changes.run(
      async () => {
        for (const { imageId, propiedades } of updates) {
          await dataProvider.update(resource, {
            id: record.id,
            data: { $set: { 'recursos.$.propiedades': propiedades } },
            previousData: record,
            meta: { filter: { 'recursos._id': imageId } },
          });
        }
      },
      { success: config.messages.editSuccess },
    );

  const remove = (index: number) =>
    void changes.run(
      () =>
        dataProvider.update(resource, {
          id: record.id,
          data: { ...record, recursos: recursos.filter((r) => r._id !== photos[index]._id) },
          previousData: record,
        }),
      { success: 'Imagen eliminada' },
    );

  const upload = (file: File) =>
    void changes.run(
      () =>
        changes.upload(file, (f) =>
          dataProvider.uploadImage(resource, { id: record._id, file: f }),
        ),
      { success: 'Imagen subida' },
    );

  const changeOrder = (index: number, text: string) => {
    const update = photoOrderUpdate(photos[index], Number(text));
    if (update && Number(text) !== photoOrder(photos[index])) setProperties([update]);
  };

  return (
    <SheetPhotoPanel
      config={OWN_SITE_PHOTOS}
      empty={config.messages.noPhotos}
      photos={photos.map((photo) => ({
        key: photo._id,
        name: photo.nombre ?? '',
        src: photo.url,
        main: isMainPhoto(photo),
        // A photo without OrdenFoto shows where it stands (1-based), not '∞'.
        order: orderOrPosition(photo, recursos.indexOf(photo)),
      }))}
      changes={changes}
      onFiles={([file]) => upload(file)}
      onOrder={changeOrder}
      onMain={(i) => setProperties(mainPhotoUpdates(record.recursos, photos[i]._id))}
      onRemove={remove}
    />
  );
};
