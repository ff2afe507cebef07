// The moto sheet's photos (issue 12 §2; spec 1 §3 recursos, §8 'Este vehículo no tiene
// fotos'): several files uploaded at once with their progress (POST /api/upload, then each
// pushed onto recursos), thumbnails, the main photo, the order (drag a photo, the arrows or
// its order number), delete with confirmation; 800 px high and scrolling. Each change is
// saved at once (its PUT style, src/domain/motos/update.ts), apart from the form's 'Guardar'.
import { useCallback, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  IconButton,
  LinearProgress,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import StarIcon from '@mui/icons-material/Star';
import UploadIcon from '@mui/icons-material/Upload';
import { Confirm, useDataProvider, useNotify, useRecordContext } from 'react-admin';
import { config } from '../../config';
import { formatPercent } from '../../domain/format';
import {
  PHOTO_PANEL_HEIGHT_PX,
  isMainPhoto,
  firstMovablePlace,
  mainPhotoUpdates,
  movePhoto,
  orderedPhotos,
  photoOrderFieldUpdates,
  photoOrderUpdates,
  uploadedPhoto,
  type PhotoPropsUpdate,
} from '../../domain/motos/photos';
import { motoThumbnailUrl, type Moto } from '../../domain/motos/types';
import type { MotoUpdate } from '../../domain/motos/update';
import type { VehicleResource } from '../../domain/types';
import {
  MOTOS_RESOURCE,
  uploadMotoPhoto,
  type MotoRecord,
  type MotoUpdateMeta,
} from '../../dataProvider/motos';

export const NO_PHOTOS_MESSAGE = 'Este vehículo no tiene fotos';

const failureText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'No se ha podido guardar el cambio';

interface Upload {
  name: string;
  sent: number;
}

/**
 * Sends photo updates one after the other; each answer (the moto as the server stored it)
 * goes to `onStored`. The form is not refreshed: what is being typed in it stays.
 */
const usePhotoUpdates = (
  record: MotoRecord | undefined,
  onStored: (recursos: VehicleResource[]) => void,
) => {
  const dataProvider = useDataProvider();
  return async (updates: MotoUpdate[]): Promise<Moto | undefined> => {
    let moto: Moto | undefined = record;
    for (const update of updates) {
      if (!moto) break;
      const meta: MotoUpdateMeta = { update };
      const { data } = await dataProvider.update<MotoRecord>(MOTOS_RESOURCE, {
        id: String(moto.idv),
        data: {},
        previousData: { ...moto, id: String(moto.idv) },
        meta,
      });
      moto = data;
      onStored(data.recursos ?? []);
    }
    return moto;
  };
};

const props = (updates: PhotoPropsUpdate[]): MotoUpdate[] =>
  updates.map((setResourceProps) => ({ setResourceProps }));

/**
 * The photos shown: the moto's as read, or as the panel's last change left them. A new read
 * of the moto (its form saved) is shown again as it comes.
 */
const usePanelPhotos = (record: MotoRecord | undefined) => {
  const read = record?.recursos;
  const [changed, setChanged] = useState<{ read: unknown; recursos: VehicleResource[] } | null>(
    null,
  );
  const recursos = changed && changed.read === read ? changed.recursos : (read ?? []);
  const store = useCallback(
    (next: VehicleResource[]) => setChanged({ read, recursos: next }),
    [read],
  );
  return [recursos, store] as const;
};

export const PhotosPanel = () => {
  const record = useRecordContext<MotoRecord>();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const [recursos, setRecursos] = usePanelPhotos(record);
  const send = usePhotoUpdates(record, setRecursos);
  const fileInput = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [deleting, setDeleting] = useState<VehicleResource | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  if (!record) return null;
  const photos = orderedPhotos(recursos);
  // The main photo keeps the first place: the others move after it.
  const first = firstMovablePlace(photos);
  const movable = (i: number) => i >= first;

  const run = async (action: () => Promise<unknown>, success: string) => {
    setBusy(true);
    try {
      await action();
      notify(success, { type: 'success', autoHideDuration: config.timings.saveConfirmationMs });
    } catch (error) {
      notify(failureText(error), {
        type: 'error',
        autoHideDuration: config.timings.saveConfirmationMs,
      });
      // Some of a batch may have been stored: the photos are read again.
      try {
        const { data } = await dataProvider.getOne<MotoRecord>(MOTOS_RESOURCE, { id: record.id });
        setRecursos(data.recursos ?? []);
      } catch {
        // The message above has said what failed.
      }
    } finally {
      setBusy(false);
    }
  };

  /** Several files: each uploaded (its progress shown), then pushed after the last photo. */
  const upload = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    setUploads(files.map((file) => ({ name: file.name, sent: 0 })));
    const progress = (index: number) => (sent: number) =>
      setUploads((all) => all.map((u, i) => (i === index ? { ...u, sent } : u)));
    void run(
      async () => {
        const stored = await Promise.all(
          files.map((file, i) => uploadMotoPhoto(file, progress(i))),
        );
        let current: VehicleResource[] = recursos;
        for (const answer of stored) {
          const moto = await send([{ push: uploadedPhoto(current, answer) }]);
          current = moto?.recursos ?? current;
        }
      },
      files.length === 1 ? 'Foto subida' : `${files.length} fotos subidas`,
    ).finally(() => setUploads([]));
  };

  const makeMain = (photo: VehicleResource) => {
    const updates = mainPhotoUpdates(recursos, photo.nombre);
    if (updates.length > 0) void run(() => send(props(updates)), 'Foto principal guardada');
  };

  const reorder = (shown: VehicleResource[]) => {
    const updates = photoOrderUpdates(recursos, shown);
    if (updates.length > 0) void run(() => send(props(updates)), 'Orden de las fotos guardado');
  };

  const typeOrder = (photo: VehicleResource, text: string) => {
    const updates = photoOrderFieldUpdates(recursos, photo.nombre, Number(text));
    if (updates.length > 0) void run(() => send(props(updates)), 'Orden de las fotos guardado');
  };

  const remove = (photo: VehicleResource) => {
    setDeleting(null);
    void run(() => send([{ pull: photo.nombre }]), 'Foto eliminada');
  };

  const onDrop = (to: number) => (event: DragEvent) => {
    event.preventDefault();
    if (dragged !== null && dragged !== to && movable(dragged))
      reorder(movePhoto(photos, dragged, Math.max(to, first)));
    setDragged(null);
  };

  return (
    <Box component="section" aria-labelledby="moto-photos-title">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="moto-photos-title" variant="h6" component="h2">
          Fotos
        </Typography>
        <Button
          type="button"
          startIcon={<UploadIcon />}
          disabled={busy}
          onClick={() => fileInput.current?.click()}
        >
          Subir fotos
        </Button>
        <input
          ref={fileInput}
          hidden
          multiple
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-label="Fotos a subir"
          onChange={upload}
        />
      </Stack>
      {uploads.map((u) => (
        <Box key={u.name} sx={{ mb: 1 }} aria-live="polite">
          <Typography variant="body2" noWrap>
            {u.name} — {formatPercent(u.sent)}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={Math.round(u.sent * 100)}
            aria-label={`Subida de ${u.name}`}
          />
        </Box>
      ))}
      {photos.length === 0 ? (
        <Alert severity="warning">{NO_PHOTOS_MESSAGE}</Alert>
      ) : (
        <Box
          role="region"
          aria-label="Fotos del vehículo"
          sx={{ maxHeight: PHOTO_PANEL_HEIGHT_PX, overflowY: 'auto', pr: 1 }}
        >
          <Stack spacing={2} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {photos.map((photo, i) => (
              <Box
                component="li"
                key={photo.nombre}
                data-photo={photo.nombre}
                draggable={!busy && movable(i)}
                onDragStart={() => setDragged(i)}
                onDragOver={(event) => event.preventDefault()}
                onDrop={onDrop(i)}
                onDragEnd={() => setDragged(null)}
                sx={{
                  position: 'relative',
                  cursor: busy || !movable(i) ? 'default' : 'grab',
                  opacity: dragged === i ? 0.5 : 1,
                }}
              >
                <img
                  src={motoThumbnailUrl(photo.url)}
                  alt={`Foto ${i + 1}: ${photo.nombre}`}
                  loading="lazy"
                  onError={(event) => {
                    // A photo whose thumbnail is missing is shown from its own file.
                    if (event.currentTarget.src !== new URL(photo.url, location.href).href)
                      event.currentTarget.src = photo.url;
                  }}
                  style={{
                    width: '100%',
                    aspectRatio: '4 / 3',
                    objectFit: 'cover',
                    borderRadius: 4,
                    display: 'block',
                  }}
                />
                {isMainPhoto(photo) && (
                  <Chip
                    label="Principal"
                    color="primary"
                    size="small"
                    sx={{ position: 'absolute', top: 8, left: 8 }}
                  />
                )}
                <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', mt: 1 }}>
                  <TextField
                    key={`${photo.nombre}-${i}`}
                    type="number"
                    size="small"
                    label="Orden"
                    defaultValue={i + 1}
                    slotProps={{ htmlInput: { min: 1, step: 1 } }}
                    disabled={busy || !movable(i)}
                    onBlur={(event) => {
                      if (Number(event.target.value) !== i + 1)
                        typeOrder(photo, event.target.value);
                    }}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') (event.target as HTMLInputElement).blur();
                    }}
                    sx={{ width: 84 }}
                  />
                  <Tooltip title="Subir">
                    <span>
                      <IconButton
                        aria-label={`Subir foto ${i + 1}`}
                        disabled={busy || !movable(i) || i <= first}
                        onClick={() => reorder(movePhoto(photos, i, i - 1))}
                      >
                        <ArrowUpwardIcon />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Tooltip title="Bajar">
                    <span>
                      <IconButton
                        aria-label={`Bajar foto ${i + 1}`}
                        disabled={busy || !movable(i) || i === photos.length - 1}
                        onClick={() => reorder(movePhoto(photos, i, i + 1))}
                      >
                        <ArrowDownwardIcon />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Tooltip title="Hacer foto principal">
                    <span>
                      <IconButton
                        aria-label="Foto principal"
                        color="primary"
                        disabled={busy || isMainPhoto(photo)}
                        onClick={() => makeMain(photo)}
                      >
                        <StarIcon />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <IconButton
                    aria-label={`Eliminar foto ${i + 1}`}
                    disabled={busy}
                    onClick={() => setDeleting(photo)}
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
      <Confirm
        isOpen={deleting !== null}
        title="Eliminar foto"
        content={`¿Eliminar la foto ${deleting?.nombre ?? ''} de este vehículo?`}
        confirm="Eliminar"
        cancel="Cancelar"
        onConfirm={() => deleting && remove(deleting)}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
};
