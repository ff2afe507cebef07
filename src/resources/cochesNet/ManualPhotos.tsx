// 'Fotos del vehículo' of the manual car on account 5 (spec 3 §4; spec 2 §5: at most 5, png /
// jpg / webp): choose several files, each uploaded at once with its progress
// (the generic POST /api/upload), previews, remove, move earlier or later; the first is the main
// photo. The list's rules are in domain/cochesNet/manualPhotos.ts; this holds the files.
import { useEffect, useRef, type ChangeEvent, type Dispatch, type SetStateAction } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  IconButton,
  LinearProgress,
  Paper,
  Tooltip,
  Typography,
} from '@mui/material';
import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternate';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DeleteIcon from '@mui/icons-material/Delete';
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
import { formatFileSize, formatPercent } from '../../domain/format';
import { CNET_PUBLISHER_RESOURCE } from '../../dataProvider/channels/cnetPublisher';
import { usePublisherApi } from './usePublisherData';

let nextKey = 0;
const newKey = () => `foto-${Date.now().toString(36)}-${++nextKey}`;

export const ManualPhotos = ({
  photos,
  setPhotos,
}: {
  photos: ManualPhoto[];
  setPhotos: Dispatch<SetStateAction<ManualPhoto[]>>;
}) => {
  const api = usePublisherApi();
  const notify = useNotify();
  const uploads = useRef(new Map<string, AbortController>());
  const previews = useRef(new Map<string, string>());

  // Photos dropped from the list (removed, reset, saved): their upload stops, preview freed.
  useEffect(() => {
    const kept = new Set(photos.map((p) => p.key));
    for (const [key, controller] of uploads.current)
      if (!kept.has(key)) {
        controller.abort();
        uploads.current.delete(key);
      }
    for (const [key, url] of previews.current)
      if (!kept.has(key)) {
        URL.revokeObjectURL(url);
        previews.current.delete(key);
      }
  }, [photos]);
  useEffect(() => {
    const running = uploads.current;
    const shown = previews.current;
    return () => {
      running.forEach((controller) => controller.abort());
      shown.forEach((url) => URL.revokeObjectURL(url));
    };
  }, []);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = ''; // the same file may be chosen again after removing it
    const { added, refused } = addPhotos([], files, newKey);
    refused.forEach((message) => notify(message, { type: 'warning' }));
    if (!added.length) return;
    const entries = added.map(({ key, file }) => {
      const preview = URL.createObjectURL(file);
      previews.current.set(key, preview);
      return { key, name: file.name, size: file.size, preview, progress: 0 };
    });
    const tooMany = tooManyPhotosMessage(photos.length + entries.length);
    if (tooMany) notify(tooMany, { type: 'warning' });
    setPhotos((current) => [...current, ...entries]);
    for (const { key, file } of added) {
      const controller = new AbortController();
      uploads.current.set(key, controller);
      api
        .uploadPhoto(CNET_PUBLISHER_RESOURCE, {
          file,
          signal: controller.signal,
          onProgress: (sent) => setPhotos((current) => photoProgress(current, key, sent)),
        })
        .then((answer) => setPhotos((current) => photoUploaded(current, key, answer.url)))
        .catch((error: Error) => {
          if (controller.signal.aborted) return;
          setPhotos((current) => photoFailed(current, key, error.message));
          // Spec 2 §8 lists image upload failures as only logged: shown AND logged here.
          console.warn('Coches.net: foto no subida', file.name, error.message);
          notify(`${file.name}: ${error.message}`, { type: 'error' });
        })
        .finally(() => uploads.current.delete(key));
    }
  };

  return (
    <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Button component="label" variant="outlined" startIcon={<AddPhotoIcon />}>
          {MANUAL_PHOTO_TEXTS.add}
          <input
            hidden
            type="file"
            multiple
            accept={MANUAL_PHOTO_TYPES.join(',')}
            aria-label={MANUAL_PHOTO_TEXTS.add}
            onChange={choose}
          />
        </Button>
        <Typography variant="body2" color="text.secondary">
          {MANUAL_PHOTO_TEXTS.hint}
        </Typography>
      </Box>
      {photos.length === 0 && <Alert severity="info">{MANUAL_PHOTO_TEXTS.none}</Alert>}
      {tooManyPhotosMessage(photos.length) && (
        <Alert severity="warning">{tooManyPhotosMessage(photos.length)}</Alert>
      )}
      <Box
        component="ol"
        aria-label="Fotos elegidas"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1.5,
          // Two a row on a phone: five photos fit in three rows, not five screens.
          gridTemplateColumns: {
            xs: 'repeat(2, 1fr)',
            sm: 'repeat(auto-fill, minmax(160px, 1fr))',
          },
        }}
      >
        {photos.map((photo, index) => (
          <Paper
            key={photo.key}
            component="li"
            variant="outlined"
            aria-label={`Foto ${index + 1}: ${photo.name}`}
            sx={{ p: 1, display: 'grid', gap: 0.5, alignContent: 'start' }}
          >
            <Box sx={{ position: 'relative', aspectRatio: '4 / 3', bgcolor: 'action.hover' }}>
              {photo.preview && (
                <Box
                  component="img"
                  src={photo.preview}
                  alt={`Foto ${index + 1}: ${photo.name}`}
                  sx={{ width: 1, height: 1, objectFit: 'cover', display: 'block' }}
                />
              )}
              {index === 0 && (
                <Chip
                  size="small"
                  color="primary"
                  label={MANUAL_PHOTO_TEXTS.main}
                  sx={{ position: 'absolute', top: 4, left: 4 }}
                />
              )}
            </Box>
            <Typography variant="caption" noWrap title={photo.name}>
              {photo.name} · {formatFileSize(photo.size)}
            </Typography>
            {photo.error ? (
              <Typography variant="caption" color="error">
                {photo.error}
              </Typography>
            ) : photo.url ? (
              <Typography variant="caption" color="success.main">
                Subida
              </Typography>
            ) : (
              <LinearProgress
                variant="determinate"
                value={Math.round(photo.progress * 100)}
                aria-label={`Subiendo ${photo.name}: ${formatPercent(photo.progress)}`}
              />
            )}
            <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
              <Tooltip title={MANUAL_PHOTO_TEXTS.earlier}>
                <span>
                  <IconButton
                    size="small"
                    aria-label={`${MANUAL_PHOTO_TEXTS.earlier}: ${photo.name}`}
                    disabled={index === 0}
                    onClick={() => setPhotos((current) => movePhoto(current, index, -1))}
                  >
                    <ArrowBackIcon fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title={MANUAL_PHOTO_TEXTS.later}>
                <span>
                  <IconButton
                    size="small"
                    aria-label={`${MANUAL_PHOTO_TEXTS.later}: ${photo.name}`}
                    disabled={index === photos.length - 1}
                    onClick={() => setPhotos((current) => movePhoto(current, index, 1))}
                  >
                    <ArrowForwardIcon fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title={MANUAL_PHOTO_TEXTS.remove}>
                <IconButton
                  size="small"
                  color="error"
                  aria-label={`${MANUAL_PHOTO_TEXTS.remove}: ${photo.name}`}
                  onClick={() => setPhotos((current) => removePhoto(current, photo.key))}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </Box>
          </Paper>
        ))}
      </Box>
    </Box>
  );
};
