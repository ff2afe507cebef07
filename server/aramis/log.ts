// 'Actualizar stock' and 'Eliminar stock' each leave one log entry and one notification, as the own
// sites' runs do (ownSites/log.ts): the entry goes to the same log under the site 'aramis', read
// back at GET /aramis-francia/log; the notification names the run (action 'update-stock', 'drop')
// for the bell. 'Generar CSV' is the channel's feed: the feed framework logs and notifies it
// (server/feeds/generate.ts).
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../auth/guard.js';
import type { ServerContext } from '../context.js';
import { writeLog, type LogKind, type LogMessage } from '../ownSites/log.js';
import { notify } from '../syncRecords.js';

export const ARAMIS_SITE = 'aramis';
export const ARAMIS_LABEL = 'Aramis Francia';

type AramisRun = 'update-stock' | 'drop';

/** The own sites' log tables the runs file under. */
const KIND: Record<AramisRun, LogKind> = {
  'update-stock': 'sync',
  drop: 'database',
};

export async function logAramisRun(
  context: Pick<ServerContext, 'db' | 'events'>,
  request: FastifyRequest,
  run: AramisRun,
  message: Omit<LogMessage, 'id' | 'type'>,
): Promise<void> {
  await writeLog(context, {
    site: ARAMIS_SITE,
    siteLabel: ARAMIS_LABEL,
    kind: KIND[run],
    user: currentUser(request).email,
    message: { ...message, id: run, type: run },
    notify: false,
  });
  await notify(context, {
    text: `${ARAMIS_LABEL}: ${message.text}`,
    severity: 'success',
    action: run,
    site: ARAMIS_SITE,
  });
}
