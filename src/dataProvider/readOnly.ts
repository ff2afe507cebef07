// The write methods of a resource that only reads: each refuses with the resource's own message.
import type { DataProvider } from 'react-admin';

export type WriteMethods = Pick<
  DataProvider,
  'create' | 'update' | 'updateMany' | 'delete' | 'deleteMany'
>;

/** create, update, updateMany, delete and deleteMany, each rejecting with `message`. */
export const refusedWrites = (message: string): WriteMethods => {
  const refuse = () => Promise.reject(new Error(message));
  return { create: refuse, update: refuse, updateMany: refuse, delete: refuse, deleteMany: refuse };
};
