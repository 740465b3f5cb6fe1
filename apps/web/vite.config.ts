import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', assetsDir: 'assets', emptyOutDir: true, sourcemap: false },
  server: {
    proxy: Object.fromEntries(
      ['/resource', '/v3', '/media', '/healthz', '/openapi.json'].map((p) => [p, api]),
    ),
  },
});
