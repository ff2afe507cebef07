// Runs before every test file of the projects that keep one worker for many files
// (`isolate: false` in vitest.config.ts), so that each file still starts as in an isolated
// run: fresh modules of our own code (what a previous file's modules held, caches,
// registries, copies that saw its `vi.mock`s, is dropped), real timers and the real
// globals. The packages under node_modules (React, react-admin, Fastify…), which take most
// of a file's import time and hold no test state, stay loaded in the worker: loading them
// again for every file made the suite slow.
import { vi } from 'vitest';

vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.resetModules();
