// 'Importar a WordPress' (docs/API.md "# Motos"): the launch answers at once ('Se ha lanzado la
// exportación de motos a WordPress'), the outcome comes live — a
// `resource:changed` of the export runs' collection, then the status call says how it ended.
export const WORDPRESS_EXPORTS_COLLECTION = 'motos-wordpress-exports';
export const WORDPRESS_EXPORT_LAUNCHED = 'Se ha lanzado la exportación de motos a WordPress';

/** A run as GET /api/motos/wordpress-export/status answers it (`last`). */
export interface WordpressExportRunStatus {
  _id: string;
  running: boolean;
  ok: boolean | null;
  count: number;
  file: string | null;
  message: string;
  finishedAt?: string | null;
}

export interface WordpressExportStatus {
  running: boolean;
  last: WordpressExportRunStatus | null;
}

/** Whether a `resource:changed` payload is about the export runs (and names the run). */
export const isExportRunChange = (payload: unknown, runId: string): boolean => {
  if (typeof payload !== 'object' || payload === null) return false;
  const { resource, ids } = payload as { resource?: unknown; ids?: unknown };
  return (
    resource === WORDPRESS_EXPORTS_COLLECTION &&
    (!Array.isArray(ids) || ids.length === 0 || ids.map(String).includes(runId))
  );
};

/** How the run ended ({ok, message}), or null while it runs or when the status is another run's. */
export const exportOutcome = (
  status: WordpressExportStatus | null | undefined,
  runId: string,
): { ok: boolean; message: string } | null => {
  const run = status?.last;
  if (!run || run._id !== runId || run.running || run.ok === null) return null;
  return { ok: run.ok, message: run.message };
};
