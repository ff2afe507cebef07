// Every base URL and fixed constant of the console, in one place (the contact address comes from
// the server's configuration: src/appConfig). Base URLs come from the environment so the console
// can be pointed at the group's production API without code changes (DESIGN.md "Base URLs").

declare global {
  interface ImportMetaEnv {
    readonly VITE_API_URL?: string;
    readonly VITE_SOCKET_URL?: string;
    readonly VITE_GOMOTOR_API_URL?: string;
    readonly VITE_PROVIDER_API_URL?: string;
  }
}

// Vite replaces import.meta.env at build time; outside Vite (the bench driving the channel
// modules from Node) it is undefined and the defaults apply.
const env: Partial<ImportMetaEnv> = import.meta.env ?? {};

export const config = {
  /** Base of the group's API, relative to the console's host by default. */
  apiUrl: env.VITE_API_URL ?? '/api',
  /** Base of the GOmotor site's own API, which lives on a separate host. */
  gomotorApiUrl: env.VITE_GOMOTOR_API_URL ?? '/gomotor-api',
  /** Base of the vehicle-data provider's proxy (the server signs in to the provider). */
  providerApiUrl: env.VITE_PROVIDER_API_URL ?? '/provider-api',
  /** socket.io host for 'FromAPI' and 'resource:changed'; '' = the console's own host. */
  socketUrl: env.VITE_SOCKET_URL ?? '',
  /** How long messages stay and the simulated edit/delete delay. */
  timings: {
    motoMessageMs: 2000,
    saveConfirmationMs: 3000,
    accountSnackbarMs: 6000,
    simulatedDelayMs: 1000,
  },
  /** Table page size. */
  pageSize: 10,
  /** Left drawer width. */
  drawerWidth: 240,
  /** Content length announced on bulk requests. */
  bulkContentLength: 200000,
  /**
   * 'Enviar': requests in flight at once per channel. Browsers open at most 6 HTTP/1.1 connections
   * per host, so more would only queue inside the browser; over HTTP/2 (the API behind TLS) one
   * connection carries them all (domain/sendQueue.ts).
   */
  sendConcurrency: { http1: 6, multiplexed: 32 },
} as const;
