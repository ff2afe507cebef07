// The row under a photo: its order, the arrows moving it, 'Foto principal' and delete. The
// same controls on every screen; which ones show is the entity's configuration.
import { Button, IconButton, Stack, TextField, Tooltip } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import StarIcon from '@mui/icons-material/Star';
import type { EditorPhoto, PhotoControls } from './types';

interface Props {
  photo: EditorPhoto;
  index: number;
  count: number;
  controls: PhotoControls;
  busy: boolean;
  /** 'Foto' or 'Imagen': the delete button reads 'Eliminar foto 2' unless the entity names it. */
  word: string;
  /** Delete asked for: removed at once, or after the editor's confirmation. */
  onRemove: () => void;
}

export const PhotoActions = ({ photo, index, count, controls, busy, word, onRemove }: Props) => {
  const { order, move, main, remove } = controls;
  const first = controls.firstMovable ?? 0;
  const movable = index >= first;
  const small = move?.direction === 'horizontal';
  const EarlierIcon = small ? ArrowBackIcon : ArrowUpwardIcon;
  const LaterIcon = small ? ArrowForwardIcon : ArrowDownwardIcon;
  const iconSize = small ? 'small' : 'medium';
  const removeButton = (
    <IconButton
      size={iconSize}
      color={remove.color ?? 'default'}
      aria-label={remove.label?.(index, photo) ?? `Eliminar ${word.toLowerCase()} ${index + 1}`}
      disabled={busy}
      onClick={onRemove}
      sx={order || main ? { ml: 'auto' } : undefined}
    >
      <DeleteIcon fontSize={iconSize} />
    </IconButton>
  );
  return (
    <Stack
      direction="row"
      spacing={main?.tooltip === undefined && main ? 1 : 0.5}
      sx={{ alignItems: 'center', justifyContent: small ? 'space-between' : undefined, mt: 1 }}
    >
      {order && (
        <TextField
          key={`${photo.key}-${photo.order ?? index}`}
          type="number"
          size="small"
          label="Orden"
          defaultValue={photo.order ?? index + 1}
          slotProps={{ htmlInput: { min: 1, step: 1 } }}
          disabled={busy || !movable}
          onBlur={(event) => {
            // Only a changed number moves the photo: leaving the field as it was saves nothing.
            if (event.target.value !== String(photo.order ?? index + 1))
              order.onOrder(photo, index, event.target.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') (event.target as HTMLInputElement).blur();
          }}
          sx={{ width: order.width }}
        />
      )}
      {move && (
        <>
          <Tooltip title={move.earlier.tooltip}>
            <span>
              <IconButton
                size={iconSize}
                aria-label={move.earlier.label(index, photo)}
                disabled={busy || !movable || index <= first}
                onClick={() => move.onMove(index, index - 1)}
              >
                <EarlierIcon fontSize={iconSize} />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={move.later.tooltip}>
            <span>
              <IconButton
                size={iconSize}
                aria-label={move.later.label(index, photo)}
                disabled={busy || !movable || index === count - 1}
                onClick={() => move.onMove(index, index + 1)}
              >
                <LaterIcon fontSize={iconSize} />
              </IconButton>
            </span>
          </Tooltip>
        </>
      )}
      {main &&
        (main.tooltip ? (
          <Tooltip title={main.tooltip}>
            <span>
              <IconButton
                aria-label="Foto principal"
                color="primary"
                disabled={busy || photo.main}
                onClick={() => main.onMain(photo, index)}
              >
                <StarIcon />
              </IconButton>
            </span>
          </Tooltip>
        ) : (
          <Button
            type="button"
            size="small"
            startIcon={<StarIcon />}
            disabled={busy || photo.main}
            onClick={() => main.onMain(photo, index)}
          >
            Foto principal
          </Button>
        ))}
      {remove.tooltip ? <Tooltip title={remove.tooltip}>{removeButton}</Tooltip> : removeButton}
    </Stack>
  );
};
