// 'Fotos del vehículo' of the manual car on account 5 (at most 5, png / jpg / webp): several
// files chosen, each uploaded at once with its progress (the generic POST /api/upload),
// previews, remove, move earlier or later; the first is the main photo. The list's rules are in domain/cochesNet/manualPhotos.ts; this holds the files.
import { useEffect, useRef, type Dispatch, type SetStateAction } from 'react';
import { useNotify } from 'react-admin';
import {
  MANUAL_PHOTO_TEXTS,
  MANUAL_PHOTO_TYPES,
  addPhotos,
  movePhoto,
  photoFailed,
  photoProgress,
  photoUploaded,
  removePhoto,
  tooManyPhotosMessage,
  type ManualPhoto,
} from '../../domain/cochesNet';
import { CNET_PUBLISHER_RESOURCE } from '../../dataProvider/channels/cnetPublisher';
import { PhotoEditor } from '../../layout/photos/PhotoEditor';
import { useFileUploads } from '../../layout/photos/useFileUploads';
import { usePublisherApi } from './usePublisherData';

let nextKey = 0;
const newKey = () => `foto-${Date.now().toString(36)}-${++nextKey}`;

/** The object URLs of the previews, freed when their photo leaves the list or the dialog goes. */
const usePreviews = (photos: readonly ManualPhoto[]) => {
  const previews = useRef(new Map<string, string>());
  useEffect(() => {
    const kept = new Set(photos.map((p) => p.key));
    for (const [key, url] of previews.current)
      if (!kept.has(key)) {
        URL.revokeObjectURL(url);
        previews.current.delete(key);
      }
  }, [photos]);
  useEffect(() => {
    const shown = previews.current;
    return () => shown.forEach((url) => URL.revokeObjectURL(url));
  }, []);
  return (key: string, file: File) => {
    const preview = URL.createObjectURL(file);
    previews.current.set(key, preview);
    return preview;
  };
};

export const ManualPhotos = ({
  photos,
  setPhotos,
}: {
  photos: ManualPhoto[];
  setPhotos: Dispatch<SetStateAction<ManualPhoto[]>>;
}) => {
  const api = usePublisherApi();
  const notify = useNotify();
  const uploads = useFileUploads({ stopOnLeave: true });
  const preview = usePreviews(photos);
  const { stopAllBut } = uploads;
  // Photos dropped from the list (removed, reset, saved): their upload stops.
  useEffect(() => stopAllBut(new Set(photos.map((p) => p.key))), [photos, stopAllBut]);

  const choose = (files: File[]) => {
    const { added, refused } = addPhotos([], files, newKey);
    refused.forEach((message) => notify(message, { type: 'warning' }));
    if (!added.length) return;
    const entries = added.map(({ key, file }) => ({
      key,
      name: file.name,
      size: file.size,
      preview: preview(key, file),
      progress: 0,
    }));
    const tooMany = tooManyPhotosMessage(photos.length + entries.length);
    if (tooMany) notify(tooMany, { type: 'warning' });
    setPhotos((current) => [...current, ...entries]);
    for (const { key, file } of added) {
      const sender = (f: File, onProgress: (sent: number) => void, signal: AbortSignal) =>
        api.uploadPhoto(CNET_PUBLISHER_RESOURCE, { file: f, signal, onProgress });
      uploads
        .send(file, sender, {
          key,
          onProgress: (sent) => setPhotos((current) => photoProgress(current, key, sent)),
        })
        .then((answer) => setPhotos((current) => photoUploaded(current, key, answer.url)))
        .catch((error: Error) => {
          if (error.name === 'AbortError') return;
          setPhotos((current) => photoFailed(current, key, error.message));
          // Upload failures are shown and also logged.
          console.warn('Coches.net: foto no subida', file.name, error.message);
          notify(`${file.name}: ${error.message}`, { type: 'error' });
        });
    }
  };

  const tooMany = tooManyPhotosMessage(photos.length);
  const move = (from: number, to: number) =>
    setPhotos((current) => movePhoto(current, from, to - from));
  return (
    <PhotoEditor
      upload={{
        label: MANUAL_PHOTO_TEXTS.add,
        inputLabel: MANUAL_PHOTO_TEXTS.add,
        accept: MANUAL_PHOTO_TYPES.join(','),
        multiple: true,
        icon: 'add',
        onFiles: choose,
      }}
      hint={MANUAL_PHOTO_TEXTS.hint}
      empty={MANUAL_PHOTO_TEXTS.none}
      emptySeverity="info"
      notices={tooMany ? [{ severity: 'warning', text: tooMany }] : []}
      photos={photos.map((photo, index) => ({
        key: photo.key,
        name: photo.name,
        src: photo.preview,
        size: photo.size,
        // The first photo is the main one.
        main: index === 0,
        upload: { sent: photo.progress, done: Boolean(photo.url), error: photo.error },
      }))}
      // Two a row on a phone: five photos fit in three rows, not five screens.
      layout={{ kind: 'grid', listLabel: 'Fotos elegidas', ordered: true, phoneColumns: 2 }}
      controls={{
        move: {
          direction: 'horizontal',
          earlier: {
            tooltip: MANUAL_PHOTO_TEXTS.earlier,
            label: (_i, photo) => `${MANUAL_PHOTO_TEXTS.earlier}: ${photo.name}`,
          },
          later: {
            tooltip: MANUAL_PHOTO_TEXTS.later,
            label: (_i, photo) => `${MANUAL_PHOTO_TEXTS.later}: ${photo.name}`,
          },
          onMove: move,
        },
        remove: {
          tooltip: MANUAL_PHOTO_TEXTS.remove,
          color: 'error',
          label: (_i, photo) => `${MANUAL_PHOTO_TEXTS.remove}: ${photo.name}`,
          onRemove: (photo) => setPhotos((current) => removePhoto(current, photo.key)),
        },
      }}
    />
  );
};
