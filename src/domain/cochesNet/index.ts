/**
 * Coches.net publisher (route /coches-net): the pure rules. No React, no network; the reference API
 * (server/cnet/**) imports the listing rules too, so console and server agree.
 *
 * Listing (./listing.ts)
 * - `OwnDbVehicle` (a cnet channel listing), `MarketplaceListing`, `OFFER_TYPES` (0 occasion,
 *   1 new, 2 km 0), `CAR_CATEGORY_ID` 2500.
 * - `listingFromVehicle(vehicle, now?)`: what a send posts for an own database vehicle.
 * - `listingProblems(listing)` → Spanish refusals (empty = accepted);
 *   `listingProblemsMessage(problems)` is the 422's message; `LISTING_PROBLEMS` the texts.
 *
 * Colours (./colours.ts): `COLOUR_GROUPS` (the 13 groups, ids 1–13),
 * `colourGroupOf(text)`, `needsColourReview(text)`; six languages and manufacturer names,
 * tables normalised once, answers remembered per text.
 *
 * Reviews and tiles (./reviews.ts, ./tiles.ts)
 * - `reviewsOf(row)` → 'precios' | 'garantias' | 'color' (price ≤ 100 cash or financed,
 *   warranty < 12, colour of no group), for listings and own database vehicles alike.
 * - `TILES`, `countTiles(rows)` (every tile in one pass), `filterByTile(rows, id)`,
 *   `toggleTile(active, clicked)` (mutually exclusive; the active one clears).
 *
 * Bulk runs (./bulkActions.ts, ./pacing.ts, ./results.ts)
 * - `bulkActionsFor(mode)`: send from the own database; update and delete on an account.
 *   `bulkRunProblem(action, selected, destination)`; `planSend(vehicles)`,
 *   `planUpdate(listings, ownDatabaseByIdv(vehicles))`, `planDelete(listings)` → items with
 *   the listing to send, or a `local` answer (the marketplace's 422 pre-checked; 404 when the
 *   vehicle left the database) that the run keeps without a call and without a pause
 *   (`startPacedRun({..., localAnswer: (item) => item.local})`).
 * - `startPacedRun({action, items, idvOf, send, pauseMs?, maxRetries?, clock?, onProgress?})`
 *   → {done, cancel}: one vehicle at a time `BULK_PAUSE_MS` (4 s) apart, a 429 retried after
 *   the wait its Retry-After asks for (`retryAfterMs(header)`, capped by `MAX_RETRY_WAIT_MS`,
 *   the pause when absent), cancel after the current vehicle; progress 'Exportando vehículo:
 *   i de n' with `fraction`, `timeLeft` and, during a 429's wait, `waitText`.
 * - `statusColor(status)` (400 error, 422 info, 429 warning, 2xx success), `successMessage`,
 *   `failureMessage`, `actionRecordBody(type, account, results)`, `actionSummary(...)` (the
 *   notification text).
 *
 * Table (./columns.ts): `LISTING_COLUMNS` (marketplace mode), `OWN_DATABASE_COLUMNS` (account
 * 0) on ../stockDashboard/columns.ts, `editPath(currentPath, id)`, `rowId(row)`,
 * `resultCell(result)` → {color, text}.
 *
 * Accounts (./accounts.ts): `accountMode(value)` (0 own database, 1 and 5–7 marketplace),
 * `accountChoices(accounts)`, `LOAD_MESSAGES`, `PUBLISHER_TEXTS`, `updateAccountHeading(n)`,
 * `updateAccountLine(listing)`, `canCreateManually(value)` (account 5).
 *
 * Manual car (./manualCar.ts): `manualCarErrors(form)` ('Campo requerido'),
 * `manualCarPayload(form)` (offerType 1, certified 0), `MANUAL_CAR_OPTIONS`,
 * `tooManyPhotosMessage(n)`, `isAcceptedPhoto(file)`.
 *
 * Manual car photos (./manualPhotos.ts): `addPhotos`, `photoProgress`, `photoUploaded`,
 * `photoFailed`, `removePhoto`, `movePhoto`, `manualPhotosProblem(photos)` (uploads running,
 * failed or more than 5), `uploadedPhotoUrls(photos, apiBase, pageHref)` (absolute, in order).
 */
export * from './accounts.js';
export * from './bulkActions.js';
export * from './colours.js';
export * from './columns.js';
export * from './listing.js';
export * from './manualCar.js';
export * from './manualPhotos.js';
export * from './pacing.js';
export * from './results.js';
export * from './reviews.js';
export * from './tiles.js';
