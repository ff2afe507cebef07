import type { Notification } from '../../domain/types';

/** A notification as react-admin holds it: the API's `_id` copied to `id`. */
export type NotificationRecord = Notification & { id: string };
