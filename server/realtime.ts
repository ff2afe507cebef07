// Live events (docs/API.md "Live events"): socket.io on the same port, token checked at the
// handshake; `FromAPI` when notifications change (spec 1 §4), `resource:changed` for any change.
import type { FastifyPluginAsync } from 'fastify';
import { Server } from 'socket.io';
import type { ServerContext } from './context.js';
import { MESSAGES } from './errors.js';

export type ChangeAction = 'create' | 'update' | 'delete';

export interface ResourceChange {
  resource: string;
  action: ChangeAction;
  ids: string[];
}

export interface EventBus {
  changed(resource: string, action: ChangeAction, ids: string[]): void;
  subscribe(listener: (change: ResourceChange) => void): () => void;
}

export function createEventBus(): EventBus {
  const listeners = new Set<(change: ResourceChange) => void>();
  return {
    changed(resource, action, ids) {
      if (ids.length === 0) return;
      const change = { resource, action, ids: [...ids] };
      for (const listener of listeners) listener(change);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const realtimePlugin: FastifyPluginAsync<ServerContext> = async (
  app,
  { events, tokens },
) => {
  const io = new Server(app.server, { path: '/socket.io', serveClient: false });

  io.use((socket, next) => {
    const auth = socket.handshake.auth as { token?: unknown } | undefined;
    tokens.verify(auth?.token).then(
      (user) => {
        if (!user) return next(new Error(MESSAGES[401]));
        socket.data.user = user;
        next();
      },
      () => next(new Error(MESSAGES[401])),
    );
  });

  const unsubscribe = events.subscribe((change) => {
    io.emit('resource:changed', change);
    if (change.resource === 'notifications') io.emit('FromAPI', { resource: 'notifications' });
  });

  // Open websockets would keep the HTTP server from closing.
  app.addHook('preClose', async () => {
    unsubscribe();
    io.disconnectSockets(true);
    io.engine.close();
  });
};
