import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API origin the dev server proxies to (apps/api listens on PORT, 8080 by default). */
const apiOrigin = 'http://127.0.0.1:8080';

/**
 * Vite config of the web app. `npm run build -w @otklik/web` writes apps/web/dist, which the API serves with an SPA
 * fallback. In `npm run dev -w @otklik/web` the API prefixes are proxied so cookies stay same-origin.
 */
export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 700 },
  server: {
    host: '127.0.0.1',
    proxy: Object.fromEntries(['/api', '/pay', '/notifications', '/hh-auth'].map((prefix) => [prefix, { target: apiOrigin }])),
  },
});
