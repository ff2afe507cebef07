// The `api-pg` test project (issue 14 §1): the API suite again, on PostgreSQL. One real
// server for the run; tests/api/helpers.ts gives each test app a database of its own on it.
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
  return () => postgres.stop();
}
