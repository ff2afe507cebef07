// Open lists refresh themselves when the server says a collection changed (DESIGN.md,
// docs/API.md 'resource:changed').
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useServerEvent } from './useServerEvent';

/** Server collection name -> console resource name, where they differ. */
const CONSOLE_RESOURCE: Record<string, string> = {
  notifications: 'notificaciones',
  audit: 'historial',
};

export const toConsoleResource = (collection: string): string =>
  CONSOLE_RESOURCE[collection] ?? collection;

export const changedResourceOf = (payload: unknown): string | null => {
  if (typeof payload !== 'object' || payload === null) return null;
  const resource = (payload as { resource?: unknown }).resource;
  return typeof resource === 'string' ? toConsoleResource(resource) : null;
};

/** Invalidates react-admin's cached queries of `resource` whenever the server changes it. */
export const useLiveResource = (resource: string): void => {
  const queryClient = useQueryClient();
  const onChange = useCallback(
    (payload: unknown) => {
      if (changedResourceOf(payload) === resource) {
        void queryClient.invalidateQueries({ queryKey: [resource] });
      }
    },
    [queryClient, resource],
  );
  useServerEvent('resource:changed', onChange);
};
