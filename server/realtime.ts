// Live events (docs/API.md "Live events"): socket.io on the same port, token checked at the
// handshake; `FromAPI` when notifications change, `resource:changed` for any change.
// A connection lives no longer than its session: sign-out, a password change or a deleted
// user disconnects it. On PostgreSQL (several API servers) the
// socket.io PostgreSQL adapter carries every emit and disconnect to the consoles connected to
// the other servers.
import { createAdapter } from '@socket.io/postgres-adapter';
import type { FastifyPluginAsync } from 'fastify';
import { Server } from 'socket.io';
import type { AuthUser } from './auth/tokens.js';
import type { ServerContext } from './context.js';
import { MESSAGES } from './errors.js';
import { securityHeaders } from './security.js';

export type ChangeAction = 'create' | 'update' | 'delete';

export interface ResourceChange {
  resource: string;
  action: ChangeAction;
  ids: string[];
  /** Made on another API server (sharedEvents.ts): its consoles were told by that server. */
  remote?: boolean;
  /** Too many ids to name (a remote mass change): the whole collection is to be read again. */
  all?: boolean;
}

export interface EventBus {
  changed(resource: string, action: ChangeAction, ids: string[]): void;
  subscribe(listener: (change: ResourceChange) => void): () => void;
}

/** The bus of one server; `deliver` hands it a change made elsewhere (sharedEvents.ts). */
export interface LocalEventBus extends EventBus {
  deliver(change: ResourceChange): void;
}

export function createEventBus(): LocalEventBus {
  const listeners = new Set<(change: ResourceChange) => void>();
  const deliver = (change: ResourceChange) => {
    for (const listener of listeners) listener(change);
  };
  return {
    deliver,
    changed(resource, action, ids) {
      if (ids.length === 0) return;
      deliver({ resource, action, ids: [...ids] });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Changes to one collection within this long of its last event travel together. */
export const LIVE_BATCH_MS = 100;

/**
 * Live events without a storm (docs/API.md "Live events"): the first change to a collection
 * after a quiet spell is emitted at once; further changes within `windowMs` are gathered and
 * emitted together at the end of the window, consecutive changes of the same action as one
 * event with all their ids. A send of 100 vehicles to seven channels makes 700 changes; the
 * clients get a few dozen events instead of 700, and never a change later than `windowMs`.
 */
export function createChangeBatcher(
  emit: (change: ResourceChange) => void,
  windowMs: number,
): { push: (change: ResourceChange) => void; close: () => void } {
  const open = new Map<string, { timer: ReturnType<typeof setTimeout>; held: ResourceChange[] }>();
  const flush = (resource: string) => {
    const state = open.get(resource);
    if (!state) return;
    if (!state.held.length) {
      open.delete(resource);
      return;
    }
    const held = state.held;
    state.held = [];
    state.timer = setTimeout(() => flush(resource), windowMs);
    for (const change of held) emit(change);
  };
  return {
    push(change) {
      const state = open.get(change.resource);
      if (!state) {
        open.set(change.resource, {
          timer: setTimeout(() => flush(change.resource), windowMs),
          held: [],
        });
        emit(change);
        return;
      }
      const last = state.held.at(-1);
      if (last?.action === change.action) last.ids.push(...change.ids);
      else state.held.push({ ...change, ids: [...change.ids] });
    },
    close() {
      for (const { timer } of open.values()) clearTimeout(timer);
      open.clear();
    },
  };
}

/** The rooms a connection joins: its session's and its user's (ended together). */
const sessionRoom = (sid: string) => `sesion:${sid}`;
const userRoom = (userId: string) => `usuario:${userId}`;

export const realtimePlugin: FastifyPluginAsync<ServerContext> = async (
  app,
  { events, tokens, db, config },
) => {
  const io = new Server(app.server, { path: '/socket.io', serveClient: false });
  // socket.io answers its polling requests itself, outside Fastify: the same security headers.
  io.engine.use(securityHeaders(config));
  if (db.postgres) {
    await db.postgres.ready();
    const adapter = createAdapter(db.postgres.pool, { tableName: 'socket_io_attachments' });
    io.adapter(adapter);
  }

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

  const batcher = createChangeBatcher((change) => {
    io.emit('resource:changed', change);
    if (change.resource === 'notifications') io.emit('FromAPI', { resource: 'notifications' });
  }, LIVE_BATCH_MS);
  // Another server's changes reach its consoles through the adapter, not again from here.
  const unsubscribe = events.subscribe((change) => {
    if (!change.remote) batcher.push(change);
  });

  io.on('connection', (socket) => {
    const user = socket.data.user as AuthUser;
    void socket.join([sessionRoom(user.sid), userRoom(user.id)]);
  });

  // By room: through the adapter this reaches the connections of every server.
  const stopEnding = tokens.onEnded((ended) => {
    io.in('sid' in ended ? sessionRoom(ended.sid) : userRoom(ended.userId)).disconnectSockets(true);
  });

  // Open websockets would keep the HTTP server from closing.
  app.addHook('preClose', async () => {
    unsubscribe();
    stopEnding();
    batcher.close();
    io.disconnectSockets(true);
    io.engine.close();
    // The PostgreSQL adapter's listening connection goes back to the pool before it ends.
    await io.of('/').adapter.close();
  });
};
