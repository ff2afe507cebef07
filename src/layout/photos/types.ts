// What the photo editor shows of a photo and what each entity configures about it: the
// editor knows nothing of how a record stores its photos, each entity maps its own shape.
import type { ReactNode } from 'react';

/** One photo as the editor shows it. */
export interface EditorPhoto {
  /** Stable across re-renders and moves. */
  key: string;
  name: string;
  /** The image shown (a thumbnail, the served file or a local preview). */
  src?: string;
  /** Shown instead when `src` does not load (a missing thumbnail). */
  fallbackSrc?: string;
  main: boolean;
  /** The value of its 'Orden' field (1-based). */
  order?: number | string;
  /** Its size in bytes, shown beside its name. */
  size?: number;
  /** A file still being sent: its share sent (0–1), or why it failed. */
  upload?: { sent: number; done: boolean; error?: string };
}

/** A notice above the photos: the empty message, the limit, a hint. */
export interface EditorNotice {
  severity: 'warning' | 'info' | 'error';
  text: ReactNode;
}

/** How the files are chosen. */
export interface UploadChoice {
  /** The button's text. */
  label: string;
  /** The file input's accessible name. */
  inputLabel: string;
  accept: string;
  multiple?: boolean;
  /** 'add' for a chooser that only picks files, 'upload' where they are sent at once. */
  icon?: 'add' | 'upload';
  variant?: 'text' | 'outlined';
  onFiles: (files: File[]) => void;
}

/** The controls each photo gets; an absent one is not shown. */
export interface PhotoControls {
  /** The 'Orden' field; `typed` is what was left in it. */
  order?: { width: number; onOrder: (photo: EditorPhoto, index: number, typed: string) => void };
  /** Arrows moving a photo one place earlier or later. */
  move?: {
    direction: 'vertical' | 'horizontal';
    earlier: { tooltip: string; label: (index: number, photo: EditorPhoto) => string };
    later: { tooltip: string; label: (index: number, photo: EditorPhoto) => string };
    onMove: (from: number, to: number) => void;
  };
  /** Photos before this place stay where they are (the main photo keeps the first). */
  firstMovable?: number;
  /** Drag a photo onto another's place. */
  drag?: boolean;
  /** 'Foto principal': an icon with this tooltip, or a labelled button without one. */
  main?: { tooltip?: string; onMain: (photo: EditorPhoto, index: number) => void };
  remove: {
    /** The delete button's name; 'Eliminar foto 2' (or 'imagen', after the editor's word) without it. */
    label?: (index: number, photo: EditorPhoto) => string;
    tooltip?: string;
    color?: 'default' | 'error';
    /** Asked before removing; without it the photo goes at once. */
    confirm?: { title: string; content: (photo: EditorPhoto) => string };
    onRemove: (photo: EditorPhoto, index: number) => void;
  };
}

/** How the photos are laid out: one under another in a scrolling panel, or a grid of cards. */
export type PhotoLayout =
  | { kind: 'column'; regionLabel: string; heightPx: number; fixedHeight?: boolean; list?: boolean }
  | { kind: 'grid'; listLabel: string; ordered: boolean; phoneColumns?: number };
