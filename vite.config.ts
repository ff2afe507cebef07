import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In development the reference API runs beside Vite (npm run dev) and is reached through
// the proxy, so the console uses the same relative base paths as in production.
const apiTarget = `http://localhost:${process.env.API_PORT ?? process.env.PORT ?? 8080}`;

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/gomotor-api': apiTarget,
      '/demo-images': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
  },
});
