// The `api-pg` and `e2e-pg` test projects: the API and browser suites again, on
// PostgreSQL. One real server for the run; tests/api/helpers.ts gives each test app, and
// tests/e2e/harness.ts each started server, a database of its own on it.
import type { TestProject } from 'vitest/node';
import { startPostgres } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set in the api-pg project only: where test apps make their databases. */
    postgresAdminUrl?: string;
  }
}

export default async function setup(project: TestProject) {
  const postgres = await startPostgres();
  project.provide('postgresAdminUrl', postgres.adminUrl);
  // The browser tests' harness is shared with the bench (no vitest there): it reads the env.
  process.env.E2E_POSTGRES_URL = postgres.adminUrl;
  return () => postgres.stop();
}
