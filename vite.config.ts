import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { earlyConsole } from './build/earlyConsole.js';

// In development the reference API runs beside Vite (npm run dev) and is reached through
// the proxy, so the console uses the same relative base paths as in production.
const apiTarget = `http://localhost:${process.env.API_PORT ?? process.env.PORT ?? 8080}`;

export default defineConfig({
  plugins: [react(), earlyConsole()],
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/gomotor-api': apiTarget,
      '/provider-api': apiTarget,
      '/demo-images': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
    // Chunks: the sign-in page's code is one chunk ('boot': what the entry imports statically);
    // the console's code shared by several screens is two ('vendor': libraries, 'console': our
    // providers, layout and rules), and each screen keeps its own. Left to itself the bundler
    // made ~190 small chunks, and a page opened cold waited for ~90 of them over the browser's
    // six connections (measured: /aramis-francia usable 983 → 773 ms, /notificaciones 907 →
    // 661 ms; /login 12 chunks, 140.8 KB gzip → 1 chunk, 133.8 KB). Every module of ours the
    // entry reaches by static imports lands in 'boot' with what it imports: the sign-in screen
    // takes shared code from its own module, never from a folder's index (one such import once
    // brought react-admin's forms and the router into it, 236 KB gzip; tests/unit/signInDownload
    // .test.ts watches the entry's imports, `BENCH_ONLY=login npm run bench` the size).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'boot', tags: ['$initial'], priority: 30 },
            { name: 'vendor', test: /node_modules/, minShareCount: 2, priority: 20 },
            { name: 'console', test: /[\\/]src[\\/]/, minShareCount: 2, priority: 10 },
          ],
        },
      },
    },
  },
});
