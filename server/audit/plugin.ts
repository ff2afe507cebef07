// Opens the audit scope of every signed-in request (scope.ts): its user, named as the users
// list names them, and the names a route gives its changes (`config: {audit: {action}}`: a
// sync, a bulk action). Hooked after the token check, around the handler, so every write the
// request makes — however deep — knows its author.
import fp from 'fastify-plugin';
import type { AuthUser } from '../auth/tokens.js';
import type { ServerContext } from '../context.js';
import { USERS } from '../db/collections.js';
import { enterScope, type AuditScope } from './scope.js';
import type { AuditUser } from '../../src/domain/audit.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How the history names this route's changes (default: from each change). */
    audit?: Omit<AuditScope, 'user' | 'runId'>;
  }
}

/** Users' names, read once each and forgotten when the users change. */
function userNames(context: Pick<ServerContext, 'db' | 'events'>) {
  const users = context.db.collection(USERS);
  const known = new Map<string, Promise<AuditUser>>();
  context.events.subscribe((change) => {
    if (change.resource === USERS.name) known.clear();
  });
  return (user: AuthUser): Promise<AuditUser> => {
    let named = known.get(user.id);
    if (!named) {
      named = users.get(user.id).then(
        (record) => ({
          id: user.id,
          email: user.email,
          name: [record?.name, record?.lastname].filter(Boolean).join(' ') || user.email,
        }),
        () => ({ id: user.id, email: user.email, name: user.email }),
      );
      known.set(user.id, named);
    }
    return named;
  };
}

export const auditScopePlugin = fp<ServerContext>(async (app, context) => {
  const nameOf = userNames(context);
  app.addHook('preHandler', (request, _reply, done) => {
    const user = request.user;
    if (!user) {
      done();
      return;
    }
    const names = request.routeOptions.config.audit ?? {};
    nameOf(user).then(
      (named) => enterScope({ user: named, ...names }, done),
      (error: Error) => done(error),
    );
  });
});
