import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  // Every browser we support preloads modules itself: no polyfill in the first load.
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: false,
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: Object.fromEntries(
      ['/resource', '/v3', '/media', '/healthz', '/openapi.json'].map((p) => [p, api]),
    ),
  },
});
