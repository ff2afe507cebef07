// Global set-up of the API suites: the demo data is seeded once per run into a template
// data folder (and, on PostgreSQL, a template database), and each test app that starts on
// the plain demo data gets a copy of it instead of seeding its own. Seeding takes seconds;
// a copy takes tens of milliseconds (tests/api/helpers.ts decides which apps may use it).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createDatabase, dropDatabase } from '../postgres';
import { TEST_CONFIG, TEST_SECRETS_KEY } from './testConfig';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded template: a data folder, and its database on PostgreSQL. */
    seedTemplate?: { dataDir: string; databaseUrl?: string };
  }
}

export default async function setup(project: TestProject) {
  const adminUrl = project.getProvidedContext().postgresAdminUrl;
  const dataDir = await mkdtemp(join(tmpdir(), 'multipublicador-plantilla-'));
  const databaseUrl = adminUrl ? await createDatabase(adminUrl, 'mp_plantilla') : undefined;
  const config = loadConfig(
    { SEED_DEMO: 'true' },
    {
      ...TEST_CONFIG,
      dataDir,
      staticDir: join(dataDir, 'sin-consola'),
      ...(databaseUrl ? { databaseUrl, secretsKey: TEST_SECRETS_KEY } : {}),
    },
  );
  const built = await buildApp(config);
  await built.close();
  project.provide('seedTemplate', { dataDir, databaseUrl });
  return async () => {
    await rm(dataDir, { recursive: true, force: true });
    if (adminUrl && databaseUrl) await dropDatabase(adminUrl, databaseUrl).catch(() => undefined);
  };
}
