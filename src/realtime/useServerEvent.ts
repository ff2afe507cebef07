import { useEffect, useRef } from 'react';
import { subscribe, type ServerEventHandler } from './socket';

/** Calls `handler` on every `event` pushed by the server while the component is mounted. */
export const useServerEvent = (event: string, handler: ServerEventHandler): void => {
  // The latest handler is called without re-subscribing on every render.
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => subscribe(event, (payload) => latest.current(payload)), [event]);
};
