// Entry point: npm start (compiled) or tsx server/main.ts (development).
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { defaultLogLevel } from './logging.js';
import { startedAddress } from './publicOrigin.js';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD, DEMO_SALES_EMAIL } from './seed/users.js';

const SHUTDOWN_GRACE_MS = 10_000;

/**
 * How far the heap may grow past what was live at the last full collection before the next one.
 * V8 lets a busy process grow to 2–4 times that; a server holding its caches (150–400 MB live
 * with 10,000–100,000 vehicles) and reading thousands of documents at a time would then hold
 * 1.3 GB at 100,000 vehicles where 0.7 GB is enough. Read by V8 at each collection, so it
 * applies from here on.
 */
const HEAP_GROWING_PERCENT = 30;
setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);

async function main(): Promise<void> {
  const config = loadConfig();
  // A started server logs every request at info unless LOG_LEVEL says otherwise.
  config.logLevel = defaultLogLevel(process.env, { main: true });
  const { app, close } = await buildApp(config);
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await close();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new ConfigError(
        `El puerto ${config.port} ya está en uso: elija otro con PORT=<puerto>`,
      );
    }
    throw error;
  }
  const port = (app.server.address() as AddressInfo | null)?.port ?? config.port;
  // Without PUBLIC_URL, this is also the address the files made for others name (publicOrigin.ts).
  console.log(`Multipublicador listo en ${startedAddress(config, port)}`);
  if (config.seedDemo) {
    console.log(
      `Cuentas de demostración: ${DEMO_ADMIN_EMAIL} / ${DEMO_PASSWORD} (administradora), ${DEMO_SALES_EMAIL} / ${DEMO_PASSWORD}`,
    );
  }
  console.log(`Carpeta de datos: ${config.dataDir}`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => {
      console.error(`No se ha podido cerrar a tiempo (${signal}); se fuerza la salida.`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Error de configuración: ${error.message}` : error);
  process.exit(1);
});
