// A restarted server for bench/feeds.ts: a new process over the filled data folder (a restart
// does not inherit the bench's heap), asked for one feed the moment it is up or a while later.
// Prints {ms, heapMb} as JSON: the generation's time and the heap the server then holds
// (after a garbage collection).
// Usage: node --import tsx bench/feedsRestart.ts <dataDir> <seedVehicles> <generation path> <wait ms>
import { join } from 'node:path';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { DEMO_ADMIN } from '../tests/e2e/harness.js';
import { BENCH_PUBLIC_URL } from './feeds.js';

const [dataDir, seedVehicles, path, wait] = process.argv.slice(2);
if (!dataDir || !seedVehicles || !path || !wait)
  throw new Error('Uso: <datos> <vehículos> <ruta> <espera ms>');
const config = loadConfig(
  { SEED_DEMO: 'true', PUBLIC_URL: BENCH_PUBLIC_URL },
  { dataDir, seedVehicles: Number(seedVehicles), staticDir: join(dataDir, 'sin-consola') },
);
const { app, close } = await buildApp(config);
try {
  const signin = await app.inject({ method: 'POST', url: '/api/signin', payload: DEMO_ADMIN });
  const { accessToken } = signin.json<{ accessToken: string }>();
  await new Promise((resolve) => setTimeout(resolve, Number(wait)));
  const t0 = performance.now();
  const res = await app.inject({ url: `/api${path}`, headers: { 'x-access-token': accessToken } });
  const ms = performance.now() - t0;
  if (res.statusCode >= 400)
    throw new Error(`${path}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  // What the server holds, garbage collected (the bench starts this process with --expose-gc).
  (globalThis as { gc?: () => void }).gc?.();
  const heapMb = process.memoryUsage().heapUsed / 1024 / 1024;
  console.log(JSON.stringify({ ms, heapMb }));
} finally {
  await close();
}
