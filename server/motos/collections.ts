// The moto stock and its WordPress export runs (docs/API.md "# Motos").
import type { Moto } from '../../src/domain/motos/types.js';
import type { CollectionSpec } from '../db/index.js';

/** The group's motorcycle stock (GET /api/motos): one document per idv. */
export const MOTOS: CollectionSpec<Moto> = {
  name: 'motos',
  indexes: [{ field: 'idv', unique: true }, { field: 'publicar' }],
};

/**
 * One WordPress export: the log entry of a run — who launched it, when, how
 * many motos went out, the file, and what WordPress (or the reference API playing it) said.
 */
export interface WordpressExportRun {
  _id: string;
  startedAt: string;
  finishedAt: string | null;
  user: string;
  running: boolean;
  ok: boolean | null;
  count: number;
  /** The export file's name under DATA_DIR/exports/wordpress/. */
  file: string | null;
  message: string;
  /** 'wordpress' when WORDPRESS_EXPORT_URL is set, else 'referencia' (the API plays it). */
  target: 'wordpress' | 'referencia';
  /** When the import was recorded as done (the trigger answered, or the reference import). */
  importedAt: string | null;
}

export const WORDPRESS_EXPORTS: CollectionSpec<WordpressExportRun> = {
  name: 'motos-wordpress-exports',
  indexes: [{ field: 'startedAt' }, { field: 'running' }],
};
