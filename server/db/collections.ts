// Core collections of the group API (spec 1 §3). Channel collections live in their channel module.
import type { Notification, User } from '../../src/domain/types.js';
import type { CollectionSpec } from './types.js';

/** A user as stored: the public fields plus the password hash, which never leaves the server. */
export interface UserRecord extends User {
  passwordHash: string;
}

export const USERS: CollectionSpec<UserRecord> = {
  name: 'users',
  indexes: [{ field: 'email', unique: true }],
};

export const NOTIFICATIONS: CollectionSpec<Notification> = {
  name: 'notifications',
  indexes: [{ field: 'createdAt' }, { field: 'reading' }],
};
