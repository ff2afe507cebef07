import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// npm test's files run in two workers: on a 2-core machine one worker left a core idle while
// its tests waited on servers and timers. TEST_WORKERS sets another count.
const TEST_WORKERS = Number(process.env.TEST_WORKERS) || 2;

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          maxWorkers: TEST_WORKERS,
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // One project after the other: a worker then serves a whole project's files.
          sequence: { groupOrder: 0 },
          testTimeout: 20000,
          isolate: false,
          setupFiles: ['tests/freshModules.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          maxWorkers: TEST_WORKERS,
          include: ['tests/integration/**/*.test.tsx'],
          environment: 'happy-dom',
          sequence: { groupOrder: 1 },
          // One page per worker for many files, as the unit and API projects do (its packages
          // loaded once: 290 → 190 s); every file starts with fresh modules of our own code, an
          // empty page at '/', nothing stored (freshModules.ts, integration/setup.ts).
          isolate: false,
          setupFiles: ['tests/freshModules.ts', 'tests/integration/setup.ts'],
          testTimeout: 20000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          maxWorkers: TEST_WORKERS,
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          sequence: { groupOrder: 2 },
          isolate: false,
          setupFiles: ['tests/freshModules.ts'],
          // The demo data is seeded once per run; test apps start on copies of it.
          globalSetup: ['tests/api/seedTemplate.ts'],
          testTimeout: 20000,
          hookTimeout: 60000,
        },
      },
      {
        // The API suite again on a real PostgreSQL (npm run test:pg). The
        // repository contract runs on both stores in the api project already; the SQLite
        // file's own tests (db.test.ts) have no PostgreSQL twin.
        extends: true,
        test: {
          name: 'api-pg',
          // Runs beside the two browser suites in CI: one file at a time is enough.
          maxWorkers: 1,
          include: ['tests/api/**/*.test.ts'],
          exclude: [
            'tests/api/db.test.ts',
            'tests/api/repository.test.ts',
            'tests/api/dbCopy.test.ts',
          ],
          environment: 'node',
          testTimeout: 30000,
          hookTimeout: 60000,
          globalSetup: ['tests/postgresGlobalSetup.ts', 'tests/api/seedTemplate.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120000,
          hookTimeout: 180000,
          fileParallelism: false,
          // A page drawn beside two other suites can take seconds: polls wait as long as a person.
          expect: { poll: { timeout: 15_000 } },
          setupFiles: ['tests/e2e/setup.ts'],
        },
      },
      {
        // The browser suite on PostgreSQL (npm run test:e2e:pg).
        extends: true,
        test: {
          name: 'e2e-pg',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120000,
          hookTimeout: 180000,
          fileParallelism: false,
          // A page drawn beside two other suites can take seconds: polls wait as long as a person.
          expect: { poll: { timeout: 15_000 } },
          setupFiles: ['tests/e2e/setup.ts'],
          globalSetup: ['tests/postgresGlobalSetup.ts'],
        },
      },
    ],
  },
});
