import { createRequire } from 'node:module';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { compression } from 'vite-plugin-compression2';
import { installableApp, rememberOutDir } from './pwa.config.ts';

const api = 'http://localhost:3000';
/** Chunks whose imports load in parallel with them (the pages opened from the grid). */
const PRELOADED = /\/(PinPage|BoardPage|ProfilePage|SearchPage|LoginPage)-/;
/**
 * The libraries every page runs (and Vite's preload helper). Left alone, Rolldown splits them into
 * a chunk per set of importers (jsx-runtime, react-dom, the router, useQuery, useMutation...), and
 * each chunk of the first load costs its own preamble and compression context (decision 0008).
 */
const VENDOR =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]|^\0vite\/preload-helper/;

/**
 * What every message kind's renderer shares (its parts, hooks, shared rules, the sanitizer): one
 * chunk, fetched with the kind's own, instead of one per set of importers (issue 19, target 6).
 * Not the kinds (a chunk each), their rules, the icons, nor what the placements load on every
 * page (anchored-check.ts, calm.css).
 */
const RENDERERS_SHARED =
  /features[\\/]experiences[\\/]renderers[\\/](index|env|hooks|parts|portal|rules|sanitize|types)\.tsx?$/;

/**
 * React Router 7's package exports its development build under every condition (the only
 * difference: ENABLE_DEV_WARNINGS is true); the browser bundle takes its production twin.
 */
const reactRouterProduction = createRequire(import.meta.url)
  .resolve('react-router')
  .replace(/\/development\/index\.m?js$/, '/production/index.mjs');

export default defineConfig({
  plugins: [
    react(),
    rememberOutDir,
    VitePWA(installableApp),
    // A brotli and a gzip twin beside each script, stylesheet and SVG of the build over 1 KB; the
    // server sends the one a browser takes (`preCompressed` in plugins/web.ts, decision 0033).
    compression({
      include: /^assets\/.*\.(js|css|svg)$/,
      algorithms: ['brotliCompress', 'gzip'],
      threshold: 1024,
    }),
  ],
  resolve: { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] },
  // Every browser we support preloads modules itself: no polyfill in the first load.
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: false,
    // The server reads which stylesheets the message renderers need (modules/web/home-placements.ts).
    manifest: true,
    // One chunk for them: the same modules as the six held, 3 KB less gzip on the first load. A
    // part of these libraries only a lazy page used would now load first (e2e/budget.spec.ts).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor', test: VENDOR },
            { name: 'renderers', test: RENDERERS_SHARED },
          ],
        },
      },
    },
    modulePreload: {
      polyfill: false,
      // Each dynamic import in the first load names its chunk's own imports so they load in
      // parallel; that list costs first-load bytes (e2e/budget.spec.ts). Only the pages a
      // visitor opens from the grid keep it; the rest (settings, account, operators' pages)
      // fetch their imports one step later.
      resolveDependencies: (file, deps) => (PRELOADED.test(file) ? deps : []),
    },
  },
  server: {
    proxy: Object.fromEntries(
      ['/resource', '/v3', '/media', '/healthz', '/openapi.json'].map((p) => [p, api]),
    ),
  },
});
