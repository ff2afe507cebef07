// Environment → typed configuration (docs/API.md "Auth").
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Config {
  port: number;
  host: string;
  /** Absolute path of the folder that holds the database and the generated secret. */
  dataDir: string;
  /**
   * DATABASE_URL (postgres://…): PostgreSQL instead of the SQLite file in dataDir;
   * several API servers can then share one database.
   */
  databaseUrl?: string;
  /** Lower-cased administrator e-mails. */
  adminEmails: string[];
  jwtSecret: string;
  /** jose duration string, e.g. '12h'. */
  tokenTtl: string;
  seedDemo: boolean;
  /** Sign-in attempts per minute and IP. */
  signinRateLimit: number;
  quiterUrl?: string;
  /** Absolute path of the built console. */
  staticDir: string;
  seedVehicles?: number;
  /** Demo motos (SEED_MOTOS; default 150, the bench seeds 5,000): docs/API.md "# Motos". */
  seedMotos?: number;
  /**
   * The WordPress site's import trigger and its secret key (server only, never
   * sent to the browser). Unset: the reference API plays WordPress (keeps the file, records
   * the import).
   */
  wordpressExportUrl?: string;
  wordpressImportKey?: string;
  /**
   * Simulated answer time of an external marketplace, per channel call (ms). The reference
   * API plays the marketplaces' part on loopback; the benchmark sets this to measure the
   * send panel's concurrency against realistic latency. 0 in normal use.
   */
  channelLatencyMs: number;
  /**
   * PEM files for HTTPS. With both set the server speaks HTTP/2 (and HTTP/1.1 for older
   * clients and websockets): browsers then multiplex the send panel's requests instead of
   * queueing them on six HTTP/1.1 connections.
   */
  tlsCertFile?: string;
  tlsKeyFile?: string;
  /** Largest upload, CSV or image (bytes as sent). */
  uploadMaxBytes: number;
  /**
   * Most pixels (width × height, read from the header) an uploaded image may declare: above it
   * the image is refused before a single pixel is decoded.
   */
  uploadMaxPixels: number;
  /** Fastify logger level; undefined keeps the logger off. */
  logLevel?: string;
  /**
   * Trust X-Forwarded-* from a reverse proxy (Fastify `trustProxy`): false, true, a hop count,
   * or a comma-separated list of proxy addresses/CIDRs (TRUST_PROXY). Off by default.
   */
  trustProxy: boolean | number | string;
  /** Failed sign-ins on one e-mail (whatever the address) before that account slows down. */
  signinAccountLimit: number;
  /** Whole-request deadline: a client that trickles its body is cut off (ms). */
  requestTimeoutMs: number;
  /** Time to receive a request's headers (ms). */
  headersTimeoutMs: number;
  /** Idle keep-alive connections are closed after this (ms). */
  keepAliveTimeoutMs: number;
  /** Read notifications older than this are pruned (days). */
  notificationRetentionDays: number;
  /** History entries older than this are pruned (days); nothing else ever deletes one. */
  auditRetentionDays: number;
  /** Key (32 bytes, base64url) that encrypts stored third-party secrets such as FTP passwords. */
  secretsKey: string;
  /**
   * The address marketplaces and WordPress reach this server at (PUBLIC_URL, e.g.
   * https://api.example.com): every address the server writes (feed files, the WordPress
   * export) is absolute against it. Unset: the address the server was started on, as printed
   * at start (publicOrigin.ts); never the Host a request names.
   */
  publicUrl?: string;
  /** Worker threads that make offer PDFs (PDF_WORKERS; default min(2, cores)). */
  pdfWorkers: number;
  /** Business time zone for dates the server words (Europe/Madrid). */
  timeZone: string;
  /**
   * Coches.net (docs/API.md "# Coches.net"): the reference marketplace refuses a second write
   * to one account within this many ms (429); the real marketplace's pace is one per 4 s.
   */
  cnetPaceMs: number;
  /** The real Coches.net API and its key; without both the reference marketplace plays it. */
  cnetApiUrl?: string;
  cnetApiKey?: string;
  /**
   * The vehicle-data provider (docs/API.md "# Vehicle-data provider"): its v3 API
   * and the account the server signs in with. Server only, never answered nor logged; without
   * all three the reference provider plays it.
   */
  providerApiUrl?: string;
  providerUser?: string;
  providerPassword?: string;
}

export type Env = Record<string, string | undefined>;

export class ConfigError extends Error {}

const DEFAULT_ADMIN_EMAIL = 'admin@multipublicador.local';

// Works from server/ (tsx) and from dist-server/server/ (compiled).
function repoRoot(): string {
  const parent = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  return basename(parent) === 'dist-server' ? resolve(parent, '..') : parent;
}

// A unit is required: jose refuses a bare number when it signs, which would fail every sign-in.
const TTL_PATTERN =
  /^(\d+(?:\.\d+)?) ?(s|sec|secs|second|seconds|m|min|mins|minute|minutes|h|hr|hrs|hour|hours|d|day|days|w|week|weeks|y|yr|yrs|year|years)$/i;

/** Seconds per TTL unit, by first letter (jose's own reading: a year is 365.25 days). */
const TTL_UNIT_SECONDS: Record<string, number> = {
  s: 1,
  m: 60,
  h: 3600,
  d: 86_400,
  w: 604_800,
  y: 31_557_600,
};

/** A stolen token must not outlive a week. */
export const MAX_TOKEN_TTL_SECONDS = 7 * 86_400;

/** The smallest JWT_SECRET accepted (HS256 wants at least its 32-byte output). */
const MIN_JWT_SECRET_BYTES = 32;

/**
 * Larger than any phone or camera photo, small enough to decode safely: a decompression bomb
 * (a few KB declaring a billion pixels) is far above it.
 */
export const DEFAULT_UPLOAD_MAX_PIXELS = 50_000_000;

/** A TOKEN_TTL in seconds; undefined when it is not a duration jose understands. */
function ttlSeconds(ttl: string): number | undefined {
  const match = TTL_PATTERN.exec(ttl.trim());
  if (!match) return undefined;
  return Number(match[1]) * TTL_UNIT_SECONDS[match[2]!.toLowerCase()[0]!]!;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(
      `${name} debe ser un número entero entre ${min} y ${max} (valor: '${raw}')`,
    );
  }
  return value;
}

function text(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
}

/** Reads a secret kept in the data folder, creating it (mode 0600) on first start. */
function persistentSecret(dataDir: string, name = 'jwt-secret', bytes = 48): string {
  const file = join(dataDir, name);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(bytes).toString('base64url');
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another process created it between our read and write: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      return readFileSync(file, 'utf8').trim();
    throw error;
  }
}

export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const dataDir = resolve(overrides.dataDir ?? text(env, 'DATA_DIR') ?? './data');
  const tokenTtl = overrides.tokenTtl ?? text(env, 'TOKEN_TTL') ?? '12h';
  const seconds = ttlSeconds(tokenTtl);
  if (seconds === undefined) {
    throw new ConfigError(
      `TOKEN_TTL no es una duración válida (ejemplos: '12h', '30m', '7d'): '${tokenTtl}'`,
    );
  }
  if (seconds > MAX_TOKEN_TTL_SECONDS) {
    throw new ConfigError(
      `TOKEN_TTL no puede superar 7 días (valor: '${tokenTtl}'): una sesión robada duraría demasiado`,
    );
  }
  const seedVehiclesRaw = text(env, 'SEED_VEHICLES');
  const adminEmails = (text(env, 'ADMIN_EMAILS') ?? DEFAULT_ADMIN_EMAIL)
    .split(',')
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean);
  const config: Config = {
    port: integer(env, 'PORT', 8080, 0, 65535),
    host: text(env, 'HOST') ?? '0.0.0.0',
    dataDir,
    databaseUrl: text(env, 'DATABASE_URL'),
    adminEmails,
    jwtSecret: text(env, 'JWT_SECRET') ?? '',
    tokenTtl,
    seedDemo: !/^(false|0|no|off)$/i.test(text(env, 'SEED_DEMO') ?? 'true'),
    signinRateLimit: integer(env, 'SIGNIN_RATE_LIMIT', 10, 1, 1_000_000),
    quiterUrl: text(env, 'QUITER_URL')?.replace(/\/+$/, ''),
    staticDir: resolve(text(env, 'STATIC_DIR') ?? join(repoRoot(), 'dist')),
    seedVehicles: seedVehiclesRaw ? integer(env, 'SEED_VEHICLES', 0, 1, 1_000_000) : undefined,
    seedMotos: text(env, 'SEED_MOTOS') ? integer(env, 'SEED_MOTOS', 0, 0, 100_000) : undefined,
    wordpressExportUrl: text(env, 'WORDPRESS_EXPORT_URL'),
    wordpressImportKey: text(env, 'WORDPRESS_IMPORT_KEY'),
    logLevel: text(env, 'LOG_LEVEL'),
    tlsCertFile: text(env, 'TLS_CERT_FILE'),
    tlsKeyFile: text(env, 'TLS_KEY_FILE'),
    channelLatencyMs: integer(env, 'CHANNEL_LATENCY_MS', 0, 0, 60_000),
    uploadMaxBytes: integer(env, 'UPLOAD_MAX_BYTES', 5 * 1024 * 1024, 1024, 1024 * 1024 * 1024),
    uploadMaxPixels: integer(
      env,
      'UPLOAD_MAX_PIXELS',
      DEFAULT_UPLOAD_MAX_PIXELS,
      10_000,
      1_000_000_000,
    ),
    trustProxy: trustProxy(text(env, 'TRUST_PROXY')),
    signinAccountLimit: integer(env, 'SIGNIN_ACCOUNT_LIMIT', 5, 1, 1_000_000),
    requestTimeoutMs: integer(env, 'REQUEST_TIMEOUT_MS', 30_000, 1_000, 3_600_000),
    headersTimeoutMs: integer(env, 'HEADERS_TIMEOUT_MS', 10_000, 1_000, 600_000),
    keepAliveTimeoutMs: integer(env, 'KEEP_ALIVE_TIMEOUT_MS', 5_000, 100, 600_000),
    notificationRetentionDays: integer(env, 'NOTIFICATION_RETENTION_DAYS', 90, 1, 36_500),
    auditRetentionDays: integer(env, 'AUDIT_RETENTION_DAYS', 730, 1, 36_500),
    secretsKey: text(env, 'SECRETS_KEY') ?? '',
    publicUrl: text(env, 'PUBLIC_URL')?.replace(/\/+$/, ''),
    pdfWorkers: integer(env, 'PDF_WORKERS', Math.min(2, availableParallelism()), 1, 16),
    timeZone: text(env, 'TIME_ZONE') ?? 'Europe/Madrid',
    cnetPaceMs: integer(env, 'CNET_PACE_MS', 4_000, 0, 600_000),
    cnetApiUrl: text(env, 'CNET_API_URL')?.replace(/\/+$/, ''),
    cnetApiKey: text(env, 'CNET_API_KEY'),
    providerApiUrl: text(env, 'PROVIDER_API_URL')?.replace(/\/+$/, ''),
    providerUser: text(env, 'PROVIDER_USER'),
    providerPassword: env.PROVIDER_PASSWORD || undefined,
    ...overrides,
  };
  config.dataDir = resolve(config.dataDir);
  config.staticDir = resolve(config.staticDir);
  if (Boolean(config.tlsCertFile) !== Boolean(config.tlsKeyFile)) {
    throw new ConfigError('TLS_CERT_FILE y TLS_KEY_FILE deben indicarse juntos');
  }
  const provider = [config.providerApiUrl, config.providerUser, config.providerPassword];
  if (provider.some(Boolean) && !provider.every(Boolean)) {
    throw new ConfigError(
      'PROVIDER_API_URL, PROVIDER_USER y PROVIDER_PASSWORD deben indicarse juntos (o ninguno: el proveedor de referencia)',
    );
  }
  if (config.publicUrl && !/^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/i.test(config.publicUrl)) {
    throw new ConfigError(
      `PUBLIC_URL debe ser una dirección http:// o https:// sin parámetros (ejemplo: https://multipublicador.grupo.es): '${config.publicUrl}'`,
    );
  }
  if (config.databaseUrl) postgresChecks(config);
  if (!config.jwtSecret) config.jwtSecret = persistentSecret(config.dataDir);
  const secretBytes = Buffer.byteLength(config.jwtSecret, 'utf8');
  if (secretBytes < MIN_JWT_SECRET_BYTES) {
    throw new ConfigError(
      `JWT_SECRET es demasiado corto (${secretBytes} bytes): use al menos ${MIN_JWT_SECRET_BYTES} bytes aleatorios, por ejemplo la salida de \`openssl rand -base64 48\``,
    );
  }
  if (!config.secretsKey) config.secretsKey = persistentSecret(config.dataDir, 'secrets-key', 32);
  return config;
}

/**
 * PostgreSQL mode: several servers share the database, so the secrets a single
 * server would generate into its own data folder must be the same on all of them — they come
 * from configuration, or the server refuses to start.
 */
function postgresChecks(config: Config): void {
  if (!/^postgres(ql)?:\/\//.test(config.databaseUrl ?? '')) {
    throw new ConfigError('DATABASE_URL debe empezar por postgres:// (o postgresql://)');
  }
  const missing = [!config.jwtSecret && 'JWT_SECRET', !config.secretsKey && 'SECRETS_KEY'].filter(
    Boolean,
  );
  if (missing.length) {
    throw new ConfigError(
      `Con DATABASE_URL (PostgreSQL, varios servidores) ${missing.join(' y ')} deben venir de la configuración: todos los servidores necesitan los mismos`,
    );
  }
}

/**
 * config.trustProxy as Fastify's option: a hop count becomes the function Fastify itself would
 * build for it (its typings accept no number).
 */
export const fastifyTrustProxy = (
  value: Config['trustProxy'],
): boolean | string | ((address: string, hop: number) => boolean) =>
  typeof value === 'number' ? (_address, hop) => hop < value : value;

/** TRUST_PROXY: unset/false → off; true; a hop count; or addresses/CIDRs, comma-separated. */
function trustProxy(raw: string | undefined): boolean | number | string {
  if (!raw || /^(false|0|no|off)$/i.test(raw)) return false;
  if (/^(true|yes|on)$/i.test(raw)) return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw;
}
