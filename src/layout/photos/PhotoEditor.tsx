// The one photo editor of the console: a title and the file chooser, the uploads under way,
// notices (no photos, too many), then the photos with their order, main photo and delete.
// Each entity configures it (its texts, its limit, how its record stores photos, whether a
// change is saved at once or kept in the form) and maps its photos to `EditorPhoto`.
import { useState, type DragEvent, type ReactNode } from 'react';
import { Alert, Box, LinearProgress, Stack, Typography } from '@mui/material';
import { Confirm } from 'react-admin';
import { formatPercent } from '../../domain/format';
import { PhotoCard } from './PhotoCard';
import { UploadButton } from './UploadButton';
import type { EditorNotice, EditorPhoto, PhotoControls, PhotoLayout, UploadChoice } from './types';

export interface PhotoEditorProps {
  /** The section's heading; without it the editor sits in a section titled by its form. */
  title?: { id: string; text: string };
  upload: UploadChoice;
  /** A line beside the button (the kinds and number of photos taken). */
  hint?: ReactNode;
  /** Files being sent before they are photos of the record, with their progress. */
  sending?: readonly { key?: string; name: string; sent: number }[];
  /** Said when there is no photo (a warning unless `emptySeverity` says otherwise). */
  empty?: ReactNode;
  emptySeverity?: EditorNotice['severity'];
  notices?: readonly EditorNotice[];
  photos: readonly EditorPhoto[];
  layout: PhotoLayout;
  controls: PhotoControls;
  /** 'Foto' (default) or 'Imagen', in each image's name. */
  word?: string;
  /** While a change is saved every control waits. */
  busy?: boolean;
}

const SendingFiles = ({
  sending,
}: {
  sending: readonly { key?: string; name: string; sent: number }[];
}) =>
  sending.map((file) => (
    <Box key={file.key ?? file.name} sx={{ mb: 1 }} aria-live="polite">
      <Typography variant="body2" noWrap>
        {file.name} — {formatPercent(file.sent)}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={Math.round(file.sent * 100)}
        aria-label={`Subida de ${file.name}`}
      />
    </Box>
  ));

/** Dragging a photo onto another's place: the drop moves it there (never before `first`). */
const useDrag = (controls: PhotoControls) => {
  const [dragged, setDragged] = useState<number | null>(null);
  const first = controls.firstMovable ?? 0;
  if (!controls.drag || !controls.move) return () => undefined;
  const onMove = controls.move.onMove;
  return (index: number) => ({
    dragged: dragged === index,
    onStart: () => setDragged(index),
    onEnd: () => setDragged(null),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      if (dragged !== null && dragged !== index && dragged >= first)
        onMove(dragged, Math.max(index, first));
      setDragged(null);
    },
  });
};

const listSx = (layout: PhotoLayout) =>
  layout.kind === 'grid'
    ? {
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: {
          xs: layout.phoneColumns
            ? `repeat(${layout.phoneColumns}, 1fr)`
            : 'repeat(auto-fill, minmax(160px, 1fr))',
          sm: 'repeat(auto-fill, minmax(160px, 1fr))',
        },
      }
    : { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 };

export const PhotoEditor = (props: PhotoEditorProps) => {
  const { photos, layout, controls, busy = false } = props;
  const [deleting, setDeleting] = useState<{ photo: EditorPhoto; index: number } | null>(null);
  const drag = useDrag(controls);
  const confirm = controls.remove.confirm;
  const askRemove = (photo: EditorPhoto, index: number) =>
    confirm ? setDeleting({ photo, index }) : controls.remove.onRemove(photo, index);

  const cards = photos.map((photo, index) => (
    <PhotoCard
      key={photo.key}
      photo={photo}
      index={index}
      count={photos.length}
      controls={controls}
      busy={busy}
      grid={layout.kind === 'grid'}
      word={props.word ?? 'Foto'}
      labelled={layout.kind === 'grid' && layout.ordered}
      onRemove={() => askRemove(photo, index)}
      drag={drag(index)}
    />
  ));
  const list =
    layout.kind === 'grid' ? (
      <Box
        component={layout.ordered ? 'ol' : 'ul'}
        aria-label={layout.listLabel}
        sx={listSx(layout)}
      >
        {cards}
      </Box>
    ) : (
      <Box
        role="region"
        aria-label={layout.regionLabel}
        sx={{
          [layout.fixedHeight ? 'height' : 'maxHeight']: layout.heightPx,
          overflowY: 'auto',
          pr: 1,
        }}
      >
        <Box component="ol" sx={listSx(layout)}>
          {cards}
        </Box>
      </Box>
    );
  const button = <UploadButton choice={props.upload} disabled={busy} />;

  return (
    <Box
      component={props.title ? 'section' : 'div'}
      aria-labelledby={props.title?.id}
      sx={props.title ? undefined : { gridColumn: '1 / -1', display: 'grid', gap: 1.5 }}
    >
      {props.title ? (
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}
        >
          <Typography id={props.title.id} variant="h6" component="h2">
            {props.title.text}
          </Typography>
          {button}
        </Stack>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          {button}
          {props.hint && (
            <Typography variant="body2" color="text.secondary">
              {props.hint}
            </Typography>
          )}
        </Box>
      )}
      {props.sending && <SendingFiles sending={props.sending} />}
      {photos.length === 0 && props.empty && (
        <Alert severity={props.emptySeverity ?? 'warning'}>{props.empty}</Alert>
      )}
      {props.notices?.map((notice, i) => (
        <Alert key={i} severity={notice.severity}>
          {notice.text}
        </Alert>
      ))}
      {photos.length > 0 && list}
      {confirm && (
        <Confirm
          isOpen={deleting !== null}
          title={confirm.title}
          content={deleting ? confirm.content(deleting.photo) : ''}
          confirm="Eliminar"
          cancel="Cancelar"
          onConfirm={() => {
            if (deleting) controls.remove.onRemove(deleting.photo, deleting.index);
            setDeleting(null);
          }}
          onClose={() => setDeleting(null)}
        />
      )}
    </Box>
  );
};
