// Builds the reference API: the plugins in order, nothing else.
import { readFileSync } from 'node:fs';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { createAuditor } from './audit/auditor.js';
import { auditScopePlugin } from './audit/plugin.js';
import { auditRoutes } from './audit/routes.js';
import { authGuardPlugin } from './auth/guard.js';
import { signinRoutes } from './auth/signin.js';
import { createAuth } from './auth/index.js';
import { CHANNELS, type ServerChannel } from './channels/index.js';
import { fastifyTrustProxy, type Config } from './config.js';
import type { ServerContext } from './context.js';
import { publicOriginOf } from './publicOrigin.js';
import { recoverInterruptedWork } from './recovery.js';
import { RequestActivity } from './requestActivity.js';
import { openDatabase } from './db/index.js';
import { errorsPlugin } from './errors.js';
import { idempotencyPlugin } from './idempotency.js';
import { jsonBodyPlugin } from './jsonBody.js';
import { feedRoutes } from './feeds/routes.js';
import { loggingOptions, type LogStream } from './logging.js';
import {
  applyConnectionTimeouts,
  limitOptions,
  queryStrictness,
  type RegisteredRoute,
} from './limits.js';
import { createEventBus, realtimePlugin } from './realtime.js';
import { shareEvents } from './sharedEvents.js';
import { databaseRateLimitStore, pruneSigninCounters } from './auth/signinCounters.js';
import { campaignRoutes } from './campaigns/routes.js';
import { consistencyRoutes } from './consistency/routes.js';
import { stockChangeRoutes } from './stock/stockChanges.js';
import { motoRoutes } from './motos/routes.js';
import { uploadRoutes } from './uploads/routes.js';
import { appConfigRoutes } from './appConfig/routes.js';
import { demoImageRoutes } from './demoImages/routes.js';
import { fileRoutes } from './files/routes.js';
import { healthRoutes } from './health/routes.js';
import { notificationRoutes } from './notifications/routes.js';
import { ownSiteRoutes } from './ownSites/routes.js';
import { providerApiRoutes, providerFor } from './providerApi/routes.js';
import { quiterRoutes } from './stock/quiterRoutes.js';
import { rentingRoutes } from './renting/routes.js';
import { stockRoutes } from './stock/routes.js';
import { userRoutes } from './users/routes.js';
import { buildSharedValidator } from './schemaCompiler.js';
import { securityPlugin } from './security.js';
import { seedDemo } from './seed/index.js';
import { consolePlugin } from './static.js';
import { AJV_OPTIONS } from './validation.js';

/** The areas' route plugins under /api, in registration order; the channels' come between. */
const ROUTES_BEFORE_CHANNELS: FastifyPluginAsync<ServerContext>[] = [
  signinRoutes,
  notificationRoutes,
  userRoutes,
  quiterRoutes,
  stockRoutes,
  stockChangeRoutes,
  fileRoutes,
  appConfigRoutes,
];
const ROUTES_AFTER_CHANNELS: FastifyPluginAsync<ServerContext>[] = [
  feedRoutes,
  ownSiteRoutes,
  campaignRoutes,
  motoRoutes,
  uploadRoutes,
  rentingRoutes,
];

export interface BuiltApp {
  app: FastifyInstance;
  close(): Promise<void>;
  /** Every route registered (method, url, schema): the route-walking test reads them. */
  routes: readonly RegisteredRoute[];
}

interface BuildOptions {
  /** The channel registry (default CHANNELS); the architecture test adds a throw-away channel. */
  channels?: readonly ServerChannel[];
  /** Where the log goes when config.logLevel is set (default stdout); the logging test reads it. */
  logStream?: LogStream;
}

const serverOptions = (config: Config, logStream?: LogStream) => ({
  // Request log with ids, redaction (server/logging.ts).
  ...loggingOptions(config, logStream),
  // Behind a reverse proxy, request.ip (and so the per-address sign-in limit) is the client's.
  trustProxy: fastifyTrustProxy(config.trustProxy),
  // Body, path-parameter and time limits (server/limits.ts).
  ...limitOptions(config),
  // Strict bodies: reject unknown fields and wrong types instead of stripping or coercing.
  ajv: { customOptions: AJV_OPTIONS },
  // Validators compiled once per process, not once per app (server/schemaCompiler.ts).
  schemaController: { compilersFactory: { buildValidator: buildSharedValidator } },
});

/** Plain HTTP, or HTTPS with HTTP/2 when the config names a certificate (config.ts). */
function createServer(config: Config, logStream?: LogStream): FastifyInstance {
  if (!config.tlsCertFile || !config.tlsKeyFile) return Fastify(serverOptions(config, logStream));
  const https = {
    allowHTTP1: true,
    cert: readFileSync(config.tlsCertFile),
    key: readFileSync(config.tlsKeyFile),
  };
  // The plugins only use the request/reply API, which Fastify gives both servers alike.
  return Fastify({
    ...serverOptions(config, logStream),
    http2: true,
    https,
  }) as unknown as FastifyInstance;
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<BuiltApp> {
  const channels = options.channels ?? CHANNELS;
  // Every write to a collection that holds vehicles appends its history entries (server/audit/).
  const auditor = createAuditor(channels);
  const db = openDatabase(config.dataDir, {
    secretsKey: config.secretsKey,
    databaseUrl: config.databaseUrl,
    auditor,
  });
  const app = createServer(config, options.logStream);
  applyConnectionTimeouts(app, config);
  const routes: RegisteredRoute[] = [];
  queryStrictness(app, routes);
  const activity = new RequestActivity();
  activity.track(app);
  app.addHook('onClose', () => db.close());
  try {
    await seedDemo(db, config, new Date(), channels);
    // On PostgreSQL every server hears the others' changes (sharedEvents.ts).
    const shared =
      db.postgres &&
      (await shareEvents(createEventBus(), db.postgres.pool, (error) =>
        app.log.error({ err: error }, 'Cambios de otros servidores: escucha interrumpida'),
      ));
    if (shared) app.addHook('preClose', () => shared.stop());
    const context: ServerContext = {
      config,
      db,
      events: shared ? shared.events : createEventBus(),
      ...createAuth(config, db),
      activity,
      publicOrigin: publicOriginOf(config, app.server),
    };
    auditor.attach(context.events);
    const api = { ...context, prefix: '/api' };
    // Locks and partial files a killed previous process left (server/recovery.ts).
    const recovery = await recoverInterruptedWork(context, app.log);
    app.addHook('onClose', async () => recovery.stop());

    await app.register(securityPlugin, { config });
    await app.register(errorsPlugin);
    await app.register(jsonBodyPlugin);
    // The per-address sign-in limit counts in the database: the same on every server.
    await app.register(rateLimit, { global: false, store: databaseRateLimitStore(db) });
    pruneSigninCounters(app, db);
    await app.register(authGuardPlugin, context);
    // A create sent twice with one Idempotency-Key runs once (idempotency.ts).
    await app.register(idempotencyPlugin, context);
    // Writes of the request are recorded with who made them (audit/).
    await app.register(auditScopePlugin, context);
    await app.register(realtimePlugin, context);
    await app.register(healthRoutes, { prefix: '/api', activity });
    for (const routes of ROUTES_BEFORE_CHANNELS) await app.register(routes, api);
    for (const channel of channels) {
      await app.register(channel.routes, { ...context, prefix: channel.prefix ?? '/api' });
    }
    for (const routes of ROUTES_AFTER_CHANNELS) await app.register(routes, api);
    // The provider proxy at its own base, /provider-api, and under /api where consoles built
    // before called it; one provider client for both.
    const provider = providerFor(context);
    await app.register(providerApiRoutes, { ...context, provider });
    await app.register(providerApiRoutes, { ...api, provider });
    await app.register(auditRoutes, api);
    await app.register(consistencyRoutes, { ...api, channels });
    await app.register(demoImageRoutes);
    await app.register(consolePlugin, { staticDir: config.staticDir });
    await app.ready();
  } catch (error) {
    await app.close().catch(() => undefined);
    await db.close();
    throw error;
  }
  return { app, close: () => app.close(), routes };
}
