/**
 * Own-site stock dashboards (/stock-gomotor, /stock-grupoliva): the pure rules and the two
 * configurations. No React, no network. One dashboard component takes an `OwnSiteConfig` and calls
 * these functions.
 *
 * Configurations (./sites.ts)
 * - `GOMOTOR_CONFIG`, `GRUPOLIVA_CONFIG`, `OWN_SITE_CONFIGS[id]`: label, routes, log path,
 *   'Ver stock en Web' and chips flags, card `groups`, table `columns`, `bulkActions`, and the
 *   `messages` (loadFailure, empty, editSuccess, editFailure, noPhotos).
 * - `cardGroups(config, campaigns)`: the groups with one card per campaign in the first
 *   site's 'Campaña' group (pass the campaigns list, or `campaignsInStock(vehicles)`).
 * - `siteRoutes(config)` → {dashboard, create, edit(idOrIdv)}; `editTitle(idv)`.
 *
 * Summary cards (./cards.ts, ./dashboardState.ts); `groups` is a config or `cardGroups(…)`.
 * - `countCards(groups, vehicles)` → {[cardId]: count}, every card in ONE pass.
 * - `filterByCard(groups, cardId | null, vehicles)`: the active card's vehicles (all when none).
 * - `dashboardReducer(state, {type:'card', id} | {type:'clear'} | {type:'toggleTable'})`:
 *   one active card; clicking it again clears; choosing one expands the table.
 *   `INITIAL_DASHBOARD_STATE`, `tableToggleLabel(state)` ('CONTRAER' / 'EXPANDIR').
 * - `filterChips(groups, state, columnFilters)`: the chips of the first site (config.filterChips).
 *
 * Review checks (./reviews.ts): `needsBodyReview` (tipoCarroceriaWeb 'Revisar'),
 * `needsPriceReview` (cash or financed ≤ 100), `needsWarrantyReview` (< 12 months; empty = 0),
 * `reviewsOf(v)`, `warrantyMonths(v)`.
 *
 * Results table (./columns.ts): `RESULT_COLUMNS` ({id, label, hidden, kind, value}),
 * `hiddenByDefault()`, `displayCell(column, v)` (through format.ts), `matchesColumnFilter`,
 * `filterByColumns(vehicles, {columnId: query})`, `RESULTS_PAGE_SIZE` (10), `RESULTS_TITLE`,
 * `ROW_RELOAD_DELAY_MS` (1000).
 *
 * Bulk actions (./bulkActions.ts, ./prices.ts)
 * - `GOMOTOR_BULK_ACTIONS`, `GRUPOLIVA_BULK_ACTIONS`: {id, label, input, canDeactivate}.
 * - `bulkButtonsState(action, processActive, count)`; `activeCampaigns(campaigns)`.
 * - `bulkRequest(action, 'activate' | 'deactivate', input, _ids)` → {ok, value: {operation,
 *   body, detail}} for POST /api/{site}/{operation}, or {ok: false, message}.
 * - `bulkConfirmation(action, mode, count, detail)` → 'Atención', '¿Seguro que quiere
 *   realizar esta acción?', 'Modificar precio (Contado, +500 €): 3 vehículos'.
 * - `bulkSuccessMessage`, `bulkFailureMessage` (the user is told how a run went).
 * - `changePrice(precios, 'contado' | 'financiado', amount)`, `planPriceChange` (all or
 *   nothing: a missing price or one below 0 refuses), `priceRefusalMessage`,
 *   `parsePriceAmount` (signed whole euros, not 0), `parseReserveAmount` (≥ 300, default 300).
 *
 * Edit form (./editForm.ts): `EDIT_SECTIONS` (every scalar field once, by section, with label,
 * input, choices, required / min), `NESTED_SECTIONS` (lists and objects), `priceEntryLabel(index)`
 * (the price types are `PRICE_TYPES` of src/domain/stock.ts), `LANDING_PAGE_FORM_CHOICES`,
 * `CONSUMPTION_TYPES`.
 *
 * Edit and create (./manualCreate.ts, ./equipment.ts): `validateManualCreate(form)` (marca and
 * modelo required, 'Todos los campos con * son necesarios', whole-number prices),
 * `createTitle(host)`, `parseWholePrice`, `parseEditPrice`; equipment rows
 * `EQUIPMENT_TYPE_CHOICES`, `addEquipmentRow`, `removeEquipmentRow` (only while more than
 * one), `canRemoveEquipmentRow`, `equipmentTypeValue`.
 *
 * Web fields of the edit page (./webFields.ts): `campaignChoices(active, own, noneLabel)` (only
 * active campaigns; the vehicle's own kept, '(inactiva)'), `campaignFromChoice`, `campaignCopy`
 * (CAMPAIGN_FIELDS), `NO_CAMPAIGN` ('Sin campaña' → {}),
 * `NO_COUNTER` (→ null); `DISCOUNT_STATES` (Desactivado / Activado), `discountActive` ('true'
 * string read, Activado by default), `normalizeDiscount`; `disclaimerMessagesOf(settings)`,
 * `disclaimerChoices`, `DISCLAIMER_PLACEHOLDER` ('Selecciona un mensaje'), `normalizeMarketing`;
 * `showsWebMarketing(site, vehicle)` (first site; second only when the vehicle carries them);
 * `webFieldsToSave(data, previous)`.
 *
 * Images panel (./images.ts): `mainPhotoUpdates(recursos, imageId)` (one main photo: the updates to
 * send), `photoOrderUpdate`, `newImageName(marca, modelo, file)`, `IMAGE_PANEL_HEIGHT_PX` (800),
 * and the product's one photo order (../photoOrder.ts, 1-based OrdenFoto, shared with the server's
 * upload and web feed): `nextPhotoOrder`, `orderedPhotos`, `isMainPhoto`, `photoOrder`,
 * `photoProperties`.
 *
 * Log pages (./logs.ts): `LOG_CARDS` (the four cards and the entries each selects),
 * `LOG_TABLES` (the five Log GOmotor tables by kind), `LOG_COLUMNS`, `logRow(entry)`,
 * `logCounts`, `logIdvs`, `newestFirst`, `LOG_PAGE_SIZE` (50), `LOG_ROW_HEIGHT` (25);
 * the web actions page: `WEB_ACTIONS_SECTIONS` ({title, columns, matches, cells}),
 * `webActionsPath(logPath)`.
 *
 * Types and vocabularies (./vehicle.ts): `OwnSiteVehicle`, `Campaign`,
 * `LANDING_PAGES`, `WEB_TYPES`, `WEB_BODY_TYPES`, `AD_TYPES`.
 *
 * The server may import any of these files directly: they build under its NodeNext settings.
 */
export * from './bulkActions.js';
export * from './cards.js';
export * from './columns.js';
export * from './dashboardState.js';
export * from './editForm.js';
export * from './equipment.js';
export * from './images.js';
export * from './logs.js';
export * from './manualCreate.js';
export * from './prices.js';
export * from './reviews.js';
export * from './sites.js';
export * from './vehicle.js';
export * from './webFields.js';
