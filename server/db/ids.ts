import { randomBytes } from 'node:crypto';

/** 24 hex characters, the shape of the group API's Mongo ObjectIds. */
export const newId = (): string => randomBytes(12).toString('hex');

export const ID_PATTERN = '^[0-9a-f]{24}$';
