import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { localeParts } from './scripts/locale-parts.ts';
import { precompress } from './scripts/precompress.ts';

/** The API origin the dev server proxies to (apps/api listens on PORT, 8080 by default). */
const apiOrigin = 'http://127.0.0.1:8080';

/**
 * Deliberate vendor chunks: libraries, each in a chunk of its own whose hash changes only when the library does, so a
 * deploy of app code keeps them cached. react, react-router and i18next load on every page; TanStack Query with axios
 * and zod load with the first page that uses them (never on /login, issue 13 budget). Mantine is left to the default
 * splitting so a page pulls only the components it renders (its one chunk would be ~97 KB gzipped); the parts /login
 * renders go into the first-load chunk.
 */
const VENDOR_CHUNKS: Array<{ name: string; test: RegExp }> = [
  { name: 'vendor-react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'vendor-router', test: /[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
  { name: 'vendor-i18n', test: /[\\/]node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/ },
  { name: 'vendor-query', test: /[\\/]node_modules[\\/](@tanstack[\\/](query-core|react-query)|axios)[\\/]/ },
  { name: 'vendor-zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
];

/**
 * Vite config of the web app. `npm run build -w @otklik/web` writes apps/web/dist (OUT_DIR overrides it: `npm start`
 * builds into a fresh folder), which the API serves with an SPA fallback; every asset also gets .br and .gz siblings
 * for @fastify/static's preCompressed serving, and dist/.vite/manifest.json feeds the bundle budget (.size-limit.js).
 * In `npm run dev -w @otklik/web` the API prefixes are proxied so cookies stay same-origin.
 */
export default defineConfig({
  plugins: [react(), localeParts(fileURLToPath(new URL('./src/locales', import.meta.url))), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: process.env.OUT_DIR ?? 'dist',
    emptyOutDir: true,
    manifest: true,
    // Every browser the app supports knows <link rel=modulepreload> (Chromium, Firefox 115+, Safari 17+): no polyfill in
    // the first load (issue 13 budget).
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            ...VENDOR_CHUNKS.map((group) => ({ ...group, priority: 10 })),
            // Everything else a first page load needs (the entry itself, /login, the Mantine parts they render) in one
            // chunk that index.html names directly: one gzip stream instead of ~30 small files, each with its own header
            // and import lines; that alone is ~10 kB of the /login budget (issue 13).
            { name: 'first-load', tags: ['$initial'], priority: 1 },
          ],
        },
      },
      // The contracts build their zod schemas at module level; calls on `z` have no side effects, so a page importing
      // only constants from @otklik/contracts (the guest guard) gets no schema and no zod.
      treeshake: { manualPureFunctions: ['z'] },
    },
  },
  server: {
    host: '127.0.0.1',
    proxy: Object.fromEntries(['/api', '/pay', '/notifications', '/hh-auth'].map((prefix) => [prefix, { target: apiOrigin }])),
  },
});
