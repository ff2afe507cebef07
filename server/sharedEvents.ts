// On PostgreSQL, with several API servers, each server's in-memory answers (the
// channels' key maps, the feeds' listings, the large lists' answers: listBodies.ts) must hear
// the changes made on the other servers too. Each change is told to the others by NOTIFY on one
// channel; every server LISTENs on a connection of its own and hands the others' changes to its
// own subscribers, marked `remote` (their consoles were told already: the socket.io adapter
// carries every emit, realtime.ts). A change naming more ids than a notification holds
// travels without ids, `all`: the whole collection is to be read again.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { EventBus, LocalEventBus, ResourceChange } from './realtime.js';

const CHANNEL = 'multipublicador_changes';
/** PostgreSQL's notification payload is at most 8,000 bytes. */
const MAX_PAYLOAD_BYTES = 7_500;

interface Notice {
  origin: string;
  resource: string;
  action: ResourceChange['action'];
  ids: string[];
  all?: true;
}

interface SharedEvents {
  events: EventBus;
  stop(): Promise<void>;
}

export async function shareEvents(
  local: LocalEventBus,
  pool: pg.Pool,
  onError: (error: Error) => void,
): Promise<SharedEvents> {
  const origin = randomUUID();
  const listener = await pool.connect();
  listener.on('notification', (message) => {
    if (message.channel !== CHANNEL || !message.payload) return;
    let notice: Notice;
    try {
      notice = JSON.parse(message.payload) as Notice;
    } catch {
      return;
    }
    if (notice.origin === origin) return;
    local.deliver({
      resource: notice.resource,
      action: notice.action,
      ids: notice.ids,
      remote: true,
      ...(notice.all ? { all: true } : {}),
    });
  });
  // A lost listening connection leaves this server's answers unaware of the others' changes.
  listener.on('error', onError);
  await listener.query(`LISTEN ${CHANNEL}`);

  const tell = (notice: Notice) => {
    let payload = JSON.stringify(notice);
    if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
      payload = JSON.stringify({ ...notice, ids: [], all: true });
    }
    pool.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]).catch(onError);
  };

  let stopped = false;
  return {
    events: {
      changed(resource, action, ids) {
        if (ids.length === 0) return;
        local.changed(resource, action, ids);
        if (!stopped) tell({ origin, resource, action, ids });
      },
      subscribe: (subscriber) => local.subscribe(subscriber),
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      listener.removeAllListeners('notification');
      await listener.query(`UNLISTEN ${CHANNEL}`).catch(() => undefined);
      listener.release();
    },
  };
}
