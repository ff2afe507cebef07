// The photo editor as a vehicle sheet shows it (motos, own sites, renting): a heading with the
// file chooser, a warning without photos, then the photos one under another in a scrolling
// panel, each with its 'Orden' field, 'Foto principal' and delete ('Eliminar foto 2'). Each
// entity gives its texts and sizes once (`SheetPhotosConfig`) and what its actions do.
import type { ReactNode } from 'react';
import { PhotoEditor } from './PhotoEditor';
import type { EditorPhoto, PhotoControls, UploadChoice } from './types';
import type { SendingFile } from './useFileUploads';

/** What one entity's panel is, the same for each of its records. */
export interface SheetPhotosConfig {
  title: { id: string; text: string };
  upload: Omit<UploadChoice, 'onFiles'>;
  /** The scrolling panel: its name, its height, and whether it keeps it with few photos. */
  region: { label: string; heightPx: number; fixedHeight?: boolean };
  orderWidth: number;
  /** The files being sent shown with their progress (where the upload tells it). */
  progress?: boolean;
  /** 'Foto principal' as a star with this tooltip; a labelled button without it. */
  mainTooltip?: string;
  /** Asked before a photo is deleted; without it the photo goes at once. */
  confirmRemove?: { title: string; content: (photo: EditorPhoto) => string };
}

export interface SheetPhotoPanelProps {
  config: SheetPhotosConfig;
  /** Said when the vehicle has no photo. */
  empty: ReactNode;
  photos: readonly EditorPhoto[];
  /** While a change is saved or a file sent every control waits (usePhotoChanges). */
  changes: { busy: boolean; sending: readonly SendingFile[] };
  onFiles: (files: File[]) => void;
  /** `typed` is what was left in the photo's 'Orden' field. */
  onOrder: (index: number, typed: string) => void;
  onMain: (index: number) => void;
  onRemove: (index: number) => void;
  /** Arrows ('Subir', 'Bajar') and dragging move a photo, never before `firstMovable`. */
  move?: { firstMovable: number; onMove: (from: number, to: number) => void };
}

const moveControls = (move: SheetPhotoPanelProps['move']): Partial<PhotoControls> =>
  move
    ? {
        firstMovable: move.firstMovable,
        drag: true,
        move: {
          direction: 'vertical',
          earlier: { tooltip: 'Subir', label: (i) => `Subir foto ${i + 1}` },
          later: { tooltip: 'Bajar', label: (i) => `Bajar foto ${i + 1}` },
          onMove: move.onMove,
        },
      }
    : {};

export const SheetPhotoPanel = (props: SheetPhotoPanelProps) => {
  const { config, changes } = props;
  return (
    <PhotoEditor
      title={config.title}
      upload={{ ...config.upload, onFiles: props.onFiles }}
      sending={config.progress ? changes.sending : undefined}
      empty={props.empty}
      photos={props.photos}
      layout={{
        kind: 'column',
        regionLabel: config.region.label,
        heightPx: config.region.heightPx,
        fixedHeight: config.region.fixedHeight,
      }}
      busy={changes.busy}
      controls={{
        order: {
          width: config.orderWidth,
          onOrder: (_photo, index, typed) => props.onOrder(index, typed),
        },
        ...moveControls(props.move),
        main: { tooltip: config.mainTooltip, onMain: (_photo, index) => props.onMain(index) },
        remove: {
          confirm: config.confirmRemove,
          onRemove: (_photo, index) => props.onRemove(index),
        },
      }}
    />
  );
};
