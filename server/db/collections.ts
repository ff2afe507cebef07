// Core collections of the group API. Channel collections live in their channel module.
import type { Notification, StockVehicle, User } from '../../src/domain/types.js';
import type { Campaign } from '../../src/domain/ownSites/vehicle.js';
import type { RentingProvider, RentingVehicle } from '../../src/domain/renting/types.js';
import type { CollectionSpec } from './types.js';

/** A user as stored: the public fields plus the password hash, which never leaves the server. */
export interface UserRecord extends User {
  passwordHash: string;
}

export const USERS: CollectionSpec<UserRecord> = {
  name: 'users',
  indexes: [{ field: 'email', unique: true }],
};

/**
 * A signed-in session (docs/API.md "Auth"): its id is the token's `sid`. Signing out deletes
 * it; a password change or a deleted user deletes all of that user's.
 */
export interface SessionRecord {
  _id: string;
  userId: string;
  createdAt: string;
  expiresAt: string;
}

export const SESSIONS: CollectionSpec<SessionRecord> = {
  name: 'sessions',
  indexes: [{ field: 'userId' }],
};

export const NOTIFICATIONS: CollectionSpec<Notification> = {
  name: 'notifications',
  indexes: [{ field: 'createdAt' }, { field: 'reading' }],
};

/** A vehicle as a stored document: the group API's _id is always present. */
export type VehicleRecord = StockVehicle & { _id: string };

/** A vehicle saved from a portal's feed into the stock database (docs/API.md "Group stock"). */
export interface StockRecord extends VehicleRecord {
  portalId: string;
  savedAt: string;
}

/** The stock database: what POST /quiter saved from each portal (GET/POST /quiter). */
export const QUITER_STOCK: CollectionSpec<StockRecord> = {
  name: 'quiter-stock',
  indexes: [{ field: 'portalId' }, { field: 'idv' }],
};

/** The general database (GET /vehiculos): one document per idv. */
export const VEHICULOS: CollectionSpec<VehicleRecord> = {
  name: 'vehiculos',
  indexes: [{ field: 'idv', unique: true }],
};

/** A campaign (also called counter) as stored: always an id, a name and a state. */
export interface CampaignRecord extends Campaign {
  _id: string;
  name: string;
  active: boolean;
}

export const CAMPAIGNS: CollectionSpec<CampaignRecord> = { name: 'campaigns' };

/** Renting providers (docs/API.md "# Renting"): `id` = `_id`. */
export const RENTING_PROVIDERS: CollectionSpec<RentingProvider> = {
  name: 'renting-providers',
  indexes: [{ field: 'name', unique: true }],
};

/**
 * Renting vehicles, stored as answered: `id` = `_id` and the
 * provider's name kept beside its id, so GET /renting/vehicles sends the stored JSON as it is.
 * Changes are announced as the resource `renting`.
 */
export const RENTING_VEHICLES: CollectionSpec<RentingVehicle> = {
  name: 'renting',
  indexes: [{ field: 'idOferta', unique: true }, { field: 'provider' }],
};
