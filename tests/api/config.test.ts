// server/config.ts defaults and parsing; demo seeding rules (docs/API.md "Demo data").
import { readFile, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Notification } from '../../src/domain/types';
import { ConfigError, DEFAULT_UPLOAD_MAX_PIXELS, loadConfig } from '../../server/config';
import { ADMIN, client, expectError, signIn, startTestApp, tempDir } from './helpers';

const dirs: string[] = [];
const newDir = async () => {
  const dir = await tempDir('multipublicador-config-');
  dirs.push(dir);
  return dir;
};
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('loadConfig', () => {
  it('has the documented defaults and keeps a generated secret in the data folder (0600)', async () => {
    const dataDir = await newDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir,
      adminEmails: ['admin@multipublicador.local'],
      tokenTtl: '12h',
      seedDemo: true,
      signinRateLimit: 10,
      quiterUrl: undefined,
      seedVehicles: undefined,
      logLevel: undefined,
      staticDir: resolve(__dirname, '../../dist'),
    });
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    const file = join(dataDir, 'jwt-secret');
    expect((await readFile(file, 'utf8')).trim()).toBe(config.jwtSecret);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(config.jwtSecret);
  });

  it('reads the environment', async () => {
    const dataDir = await newDir();
    const config = loadConfig({
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      ADMIN_EMAILS: 'Jefa@Grupo.es, otro@grupo.es',
      JWT_SECRET: 'un-secreto-de-32-bytes-o-mas-1234',
      TOKEN_TTL: '30m',
      SEED_DEMO: 'false',
      SIGNIN_RATE_LIMIT: '3',
      QUITER_URL: 'http://quiter.local/api/',
      STATIC_DIR: 'dist-alt',
      SEED_VEHICLES: '500',
      LOG_LEVEL: 'info',
    });
    expect(config).toMatchObject({
      port: 0,
      host: '127.0.0.1',
      adminEmails: ['jefa@grupo.es', 'otro@grupo.es'],
      jwtSecret: 'un-secreto-de-32-bytes-o-mas-1234',
      tokenTtl: '30m',
      seedDemo: false,
      signinRateLimit: 3,
      quiterUrl: 'http://quiter.local/api',
      staticDir: resolve('dist-alt'),
      seedVehicles: 500,
      logLevel: 'info',
    });
  });

  it('rejects invalid values with a Spanish ConfigError', async () => {
    const dataDir = await newDir();
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'ochenta' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: '70000' })).toThrow(
      /PORT debe ser un número entero/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, TOKEN_TTL: 'mucho' })).toThrow(
      /TOKEN_TTL no es una duración válida/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, SIGNIN_RATE_LIMIT: '0' })).toThrow(ConfigError);
  });

  it('refuses a JWT_SECRET shorter than 32 bytes', async () => {
    const dataDir = await newDir();
    const load = (secret: string) => () => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: secret });
    expect(load('secreto')).toThrow(ConfigError);
    expect(load('x'.repeat(31))).toThrow(
      'JWT_SECRET es demasiado corto (31 bytes): use al menos 32 bytes aleatorios, por ejemplo la salida de `openssl rand -base64 48`',
    );
    // Bytes, not characters: 16 'ñ' are 32 bytes.
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'ñ'.repeat(16) }).jwtSecret).toHaveLength(
      16,
    );
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toHaveLength(
      32,
    );
    // The same rule for a secret passed in code.
    expect(() => loadConfig({ DATA_DIR: dataDir }, { jwtSecret: 'corto' })).toThrow(ConfigError);
  });

  it('refuses a TOKEN_TTL over 7 days, and one without a unit', async () => {
    const dataDir = await newDir();
    const load = (ttl: string) => () => loadConfig({ DATA_DIR: dataDir, TOKEN_TTL: ttl });
    for (const ttl of ['8d', '169h', '2w', '1y', '604801s', '10081 min']) {
      expect(load(ttl), ttl).toThrow(
        `TOKEN_TTL no puede superar 7 días (valor: '${ttl}'): una sesión robada duraría demasiado`,
      );
    }
    for (const ttl of ['7d', '168h', '1w', '30m', '12h', '604800s']) {
      expect(load(ttl)().tokenTtl, ttl).toBe(ttl);
    }
    expect(load('3600')).toThrow(/TOKEN_TTL no es una duración válida/);
  });

  it('parses TRUST_PROXY and SIGNIN_ACCOUNT_LIMIT', async () => {
    const dataDir = await newDir();
    const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });
    expect(load({}).trustProxy).toBe(false);
    expect(load({}).signinAccountLimit).toBe(5);
    expect(load({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(load({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(load({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
    expect(load({ SIGNIN_ACCOUNT_LIMIT: '8' }).signinAccountLimit).toBe(8);
    expect(() => load({ SIGNIN_ACCOUNT_LIMIT: '0' })).toThrow(ConfigError);
  });

  it('parses UPLOAD_MAX_PIXELS: 50 megapixels unless set', async () => {
    const dataDir = await newDir();
    const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });
    expect(load({}).uploadMaxPixels).toBe(DEFAULT_UPLOAD_MAX_PIXELS);
    expect(DEFAULT_UPLOAD_MAX_PIXELS).toBe(50_000_000);
    expect(load({ UPLOAD_MAX_PIXELS: '24000000' }).uploadMaxPixels).toBe(24_000_000);
    expect(() => load({ UPLOAD_MAX_PIXELS: '0' })).toThrow(/UPLOAD_MAX_PIXELS debe ser/);
    expect(() => load({ UPLOAD_MAX_PIXELS: 'mucho' })).toThrow(ConfigError);
  });

  it('parses AUDIT_RETENTION_DAYS: two years unless set', async () => {
    const dataDir = await newDir();
    const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });
    expect(load({}).auditRetentionDays).toBe(730);
    expect(load({ AUDIT_RETENTION_DAYS: '3650' }).auditRetentionDays).toBe(3650);
    expect(() => load({ AUDIT_RETENTION_DAYS: '0' })).toThrow(/AUDIT_RETENTION_DAYS debe ser/);
    expect(() => load({ AUDIT_RETENTION_DAYS: 'siempre' })).toThrow(ConfigError);
  });
});

describe('demo seed', () => {
  it('is skipped when SEED_DEMO is false', async () => {
    const t = await startTestApp({ seedDemo: false });
    try {
      expectError(await client(t.app).post('/api/signin', ADMIN), 401);
    } finally {
      await t.close();
    }
  });

  it('only fills an empty database: a restart keeps the data as it was', async () => {
    const dataDir = await newDir();
    const first = await startTestApp({ dataDir });
    const api = client(first.app, (await signIn(first.app, ADMIN)).accessToken);
    const all = (await api.get<Notification[]>('/api/notifications')).body;
    await api.post('/api/notifications/bulk-delete', { ids: all.slice(0, 5).map((n) => n._id) });
    await first.app.close();

    const second = await startTestApp({ dataDir });
    try {
      const again = client(second.app, (await signIn(second.app, ADMIN)).accessToken);
      expect((await again.get<Notification[]>('/api/notifications')).body).toHaveLength(
        all.length - 5,
      );
      expect((await again.get<unknown[]>('/api/users')).body).toHaveLength(2);
    } finally {
      await second.close();
    }
  });
});
