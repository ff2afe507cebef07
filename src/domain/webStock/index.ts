/**
 * The web stock dashboard /gomotor: the pure rules. The dashboard itself is the one stock dashboard
 * (../stockDashboard) given `WEB_STOCK_CONFIG`.
 *
 * - ./row.ts: `WebStockRow`, `counterOf`, `disclaimerOf`, `discountActive`,
 *   `webWarranty`, `disclaimerMessages(settings)`.
 * - ./cards.ts: the eight tiles (`WEB_TILES`, the last a placeholder), the groups (web type,
 *   body, fuel) and 'Revisiones' (no filter, total badge) — `WEB_STOCK_GROUPS`, counted in one
 *   pass by `countCards`.
 * - ./columns.ts: `WEB_STOCK_COLUMNS` (HOME, RESERVA, MANUAL edited in the row),
 *   `WEB_STOCK_FIELDS` (what the dashboard reads).
 * - ./bulkActions.ts: `WEB_BULK_ACTIONS`, 'Desactivar' rules, `webBulkPlan` (the
 *   request plan per action and mode), `webBulkConfirmation`, `parseWebReserve`.
 * - ./runner.ts: `runEach` (bounded concurrency, progress), `runWebBulkPlan` (a server bulk
 *   run around the per-vehicle requests), `progressLabel` ('i de n'), the messages.
 * - ./config.ts: `WEB_STOCK_CONFIG`.
 */
export * from './bulkActions.js';
export * from './cards.js';
export * from './columns.js';
export * from './config.js';
export * from './row.js';
export * from './runner.js';
