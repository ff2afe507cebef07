// One photo of the editor: the image with its 'Principal' mark, its name and size, how its
// upload goes, and its controls.
import { Box, Chip, LinearProgress, Paper, Typography } from '@mui/material';
import type { DragEvent } from 'react';
import { formatFileSize, formatPercent } from '../../domain/format';
import { PhotoActions } from './PhotoActions';
import type { EditorPhoto, PhotoControls } from './types';

export interface PhotoCardProps {
  photo: EditorPhoto;
  index: number;
  count: number;
  controls: PhotoControls;
  busy: boolean;
  grid: boolean;
  /** 'Foto' or 'Imagen': the image's name reads '<word> 2: <file>'. */
  word: string;
  /** The card itself is named as its image (a list of chosen files). */
  labelled: boolean;
  onRemove: () => void;
  drag?: {
    dragged: boolean;
    onStart: () => void;
    onDrop: (event: DragEvent) => void;
    onEnd: () => void;
  };
}

const UploadState = ({ photo }: { photo: EditorPhoto }) => {
  const { upload } = photo;
  if (!upload) return null;
  if (upload.error)
    return (
      <Typography variant="caption" color="error">
        {upload.error}
      </Typography>
    );
  if (upload.done)
    return (
      <Typography variant="caption" color="success.main">
        Subida
      </Typography>
    );
  return (
    <LinearProgress
      variant="determinate"
      value={Math.round(upload.sent * 100)}
      aria-label={`Subiendo ${photo.name}: ${formatPercent(upload.sent)}`}
    />
  );
};

export const PhotoCard = (props: PhotoCardProps) => {
  const { photo, index, grid, drag, controls, busy } = props;
  const alt = `${props.word} ${index + 1}: ${photo.name}`.trim();
  const movable = index >= (controls.firstMovable ?? 0);
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={props.labelled ? alt : undefined}
      data-photo={photo.name}
      draggable={drag ? !busy && movable : undefined}
      onDragStart={drag?.onStart}
      onDragOver={drag ? (event: DragEvent) => event.preventDefault() : undefined}
      onDrop={drag?.onDrop}
      onDragEnd={drag?.onEnd}
      sx={{
        position: 'relative',
        display: 'grid',
        gap: 0.5,
        alignContent: 'start',
        ...(grid ? { p: 1 } : { border: 0 }),
        ...(drag && {
          cursor: busy || !movable ? 'default' : 'grab',
          opacity: drag.dragged ? 0.5 : 1,
        }),
      }}
    >
      <Box
        sx={{
          position: 'relative',
          aspectRatio: grid ? '4 / 3' : undefined,
          bgcolor: 'action.hover',
        }}
      >
        {photo.src && (
          <Box
            component="img"
            src={photo.src}
            alt={alt}
            loading="lazy"
            onError={(event) => {
              const img = event.currentTarget;
              const fallback = photo.fallbackSrc;
              if (fallback && img.src !== new URL(fallback, location.href).href) img.src = fallback;
            }}
            sx={{
              width: '100%',
              height: grid ? '100%' : undefined,
              aspectRatio: grid ? undefined : '4 / 3',
              objectFit: 'cover',
              borderRadius: grid ? 0 : 1,
              display: 'block',
            }}
          />
        )}
        {photo.main && (
          <Chip
            label="Principal"
            color="primary"
            size="small"
            sx={{ position: 'absolute', top: grid ? 4 : 8, left: grid ? 4 : 8 }}
          />
        )}
      </Box>
      {photo.size !== undefined && (
        <Typography variant="caption" noWrap title={photo.name}>
          {photo.name} · {formatFileSize(photo.size)}
        </Typography>
      )}
      <UploadState photo={photo} />
      <PhotoActions
        photo={photo}
        index={index}
        count={props.count}
        controls={controls}
        busy={busy}
        word={props.word}
        onRemove={props.onRemove}
      />
    </Paper>
  );
};
