// The publisher's bulk actions (send, update, delete): which mode offers which, and the plan of a
// run — one item per selected row with what to call, or the console's own answer when the
// marketplace would refuse it anyway (listingProblems, the same rules as the reference API's 422),
// so a doomed call costs no 4 s pause.
import { isMarketplaceAccount, type AccountMode } from './accounts.js';
import {
  listingFromVehicle,
  listingProblems,
  listingProblemsMessage,
  type MarketplaceListing,
  type OwnDbVehicle,
} from './listing.js';
import type { SendOutcome } from './pacing.js';
import type { BulkAction } from './results.js';

export interface BulkActionChoice {
  id: BulkAction;
  label: string;
  /** The account mode whose rows it takes. */
  mode: AccountMode;
}

/**
 * Send takes own database vehicles (account 0) to a marketplace account; update and delete
 * take the listings of the account on screen. Update sends the own database's current data
 * for the listing's IDV.
 */
export const BULK_ACTIONS: readonly BulkActionChoice[] = [
  { id: 'create', label: 'Enviar a Coches.net', mode: 'own-database' },
  { id: 'update', label: 'Actualizar en Coches.net', mode: 'marketplace' },
  { id: 'delete', label: 'Eliminar de Coches.net', mode: 'marketplace' },
];

export const bulkActionsFor = (mode: AccountMode): BulkActionChoice[] =>
  BULK_ACTIONS.filter((a) => a.mode === mode);

/** Exporting needs a marketplace account as destination, not account 0 (the API answers 400). */
export const DESTINATION_REQUIRED = 'Elija la cuenta de Coches.net a la que enviar los vehículos';
export const NOTHING_SELECTED = 'Seleccione al menos un vehículo';

/** Why a run cannot start ('' when it can). */
export function bulkRunProblem(action: BulkAction, selected: number, destination?: number): string {
  if (selected <= 0) return NOTHING_SELECTED;
  if (action === 'create' && !isMarketplaceAccount(destination)) return DESTINATION_REQUIRED;
  return '';
}

/** One vehicle of a run: what to call with, or the console's own answer (`local`). */
/**
 * The selected rows in the order they were selected (a 'select all' gives the table's order):
 * a run goes through them as the user sees them picked, not in the order they were loaded.
 * Ids of rows no longer loaded are skipped.
 */
export function inSelectionOrder<R extends { id: string }>(
  rows: readonly R[],
  selectedIds: readonly (string | number)[],
): R[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const seen = new Set<string>();
  const picked: R[] = [];
  for (const id of selectedIds) {
    const row = byId.get(String(id));
    if (row && !seen.has(row.id)) {
      seen.add(row.id);
      picked.push(row);
    }
  }
  return picked;
}

export interface BulkItem {
  idv: string;
  title: string;
  /** create, update: the listing to send. */
  listing?: MarketplaceListing;
  /** update, delete: the marketplace id of the listing. */
  listingId?: string;
  /** Set when no call is needed: the answer to keep. */
  local?: SendOutcome;
}

/** The 422 the marketplace would answer, given by the console (no call, no pause). */
const refusal = (listing: MarketplaceListing): SendOutcome | undefined => {
  const problems = listingProblems(listing);
  return problems.length
    ? { status: 422, message: listingProblemsMessage(problems), local: true }
    : undefined;
};

export const notInDatabaseMessage = (idv: string): string =>
  `El vehículo ${idv} ya no está en la base de datos`;

/** create: one item per own database vehicle, its listing built and pre-checked. */
export function planSend(vehicles: readonly OwnDbVehicle[], now: Date = new Date()): BulkItem[] {
  return vehicles.map((vehicle) => {
    const listing = listingFromVehicle(vehicle, now);
    return {
      idv: listing.internalReference,
      title: listing.title,
      listing,
      local: refusal(listing),
    };
  });
}

/**
 * update: each listing gets the own database's current data for its IDV (keeping its
 * marketplace id and creation); a listing whose vehicle left the database is answered 404
 * locally (the account update removes it).
 */
export function planUpdate(
  listings: readonly MarketplaceListing[],
  ownByIdv: ReadonlyMap<string, OwnDbVehicle>,
  now: Date = new Date(),
): BulkItem[] {
  return listings.map((current) => {
    const idv = current.internalReference;
    const vehicle = ownByIdv.get(idv);
    if (!vehicle)
      return {
        idv,
        title: current.title,
        listingId: current.id,
        local: { status: 404, message: notInDatabaseMessage(idv), local: true },
      };
    const listing: MarketplaceListing = {
      ...listingFromVehicle(vehicle, now),
      id: current.id,
      creation: current.creation,
    };
    return { idv, title: listing.title, listing, listingId: current.id, local: refusal(listing) };
  });
}

/** delete: one item per listing, by its marketplace id. */
export const planDelete = (listings: readonly MarketplaceListing[]): BulkItem[] =>
  listings.map((l) => ({ idv: l.internalReference, title: l.title, listingId: l.id }));

/** The own database by IDV, for planUpdate. */
export const ownDatabaseByIdv = (
  vehicles: readonly OwnDbVehicle[],
): ReadonlyMap<string, OwnDbVehicle> => new Map(vehicles.map((v) => [String(v.idv), v]));
