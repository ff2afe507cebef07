// One socket.io connection per signed-in session ('FromAPI' over a websocket on the same host;
// docs/API.md: 'resource:changed'). Created on first use, re-created when the token changes, closed
// on sign-out. Handlers are kept here rather than on the socket so they survive a reconnection with
// a new token.
import { io, type Socket } from 'socket.io-client';
import { config } from '../config';
import { getSession, onSessionChange } from '../authProvider/session';

export type ServerEventHandler = (payload: unknown) => void;

const handlers = new Map<string, Set<ServerEventHandler>>();
let socket: Socket | null = null;
let socketToken: string | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
/** Delay before reconnecting after the server refused the handshake (it does not retry). */
const REFUSED_RETRY_MS = 15000;

const dispatch = (event: string, payload: unknown) => {
  handlers.get(event)?.forEach((handler) => {
    try {
      handler(payload);
    } catch {
      // A failing screen handler must not break the others (only logged).
    }
  });
};

const close = () => {
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  socket?.removeAllListeners();
  socket?.disconnect();
  socket = null;
  socketToken = null;
};

const open = (token: string) => {
  const options = { auth: { token }, transports: ['websocket', 'polling'] };
  const created = config.socketUrl ? io(config.socketUrl, options) : io(options);
  created.onAny((event: string, payload: unknown) => dispatch(event, payload));
  // No server, or a server restarting: socket.io retries by itself with back-off. When the
  // server refuses the handshake (socket.active is false) it stops, so retry later here.
  // Nothing is logged either way: the console works without live updates.
  created.on('connect_error', () => {
    if (created.active || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      if (socket === created) created.connect();
    }, REFUSED_RETRY_MS);
  });
  socket = created;
  socketToken = token;
};

/** Makes sure the connection matches the stored session (none without a session). */
export const ensureConnection = (): void => {
  const token = getSession()?.accessToken ?? null;
  if (token === socketToken && (socket || !token)) return;
  close();
  if (token) open(token);
};

onSessionChange(() => {
  // Only follow the session while something is listening.
  if (handlers.size) ensureConnection();
});

/** Subscribes to a server event; returns the unsubscribe function. */
export const subscribe = (event: string, handler: ServerEventHandler): (() => void) => {
  let set = handlers.get(event);
  if (!set) handlers.set(event, (set = new Set()));
  set.add(handler);
  ensureConnection();
  return () => {
    set.delete(handler);
    if (!set.size) handlers.delete(event);
  };
};

/** For tests and sign-out. */
export const disconnectRealtime = close;
