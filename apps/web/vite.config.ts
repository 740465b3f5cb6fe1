import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { installableApp, rememberOutDir } from './pwa.config.ts';

const api = 'http://localhost:3000';
/** Chunks whose imports load in parallel with them (the pages opened from the grid). */
const PRELOADED = /\/(PinPage|BoardPage|ProfilePage|SearchPage|LoginPage)-/;

export default defineConfig({
  plugins: [react(), rememberOutDir, VitePWA(installableApp)],
  // Every browser we support preloads modules itself: no polyfill in the first load.
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: false,
    // The server reads which stylesheets the message renderers need (modules/web/home-placements.ts).
    manifest: true,
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
