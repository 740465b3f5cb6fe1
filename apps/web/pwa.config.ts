import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { VitePWAOptions } from 'vite-plugin-pwa';
import { homePageScripts } from '../../bench/bundle-size.mjs';
import { OFFLINE_PAGES_CACHE } from './src/features/install/offline-pages.ts';

/** Where this build writes (vite's resolved `build.outDir`, `--outDir` included). */
let outDir = '';
export const rememberOutDir: Plugin = {
  name: 'tack-out-dir',
  configResolved(config) {
    outDir = path.resolve(config.root, config.build.outDir);
  },
};

/**
 * Tack as an installable web app (issue 14, MC §4 "App upsell"; docs/decisions/0011): the
 * manifest, and a Workbox service worker that keeps the shell and the pages last read for
 * reading offline. The app registers it itself, from a lazy chunk (features/install), so the
 * first load carries no registration script.
 */
export const installableApp: Partial<VitePWAOptions> = {
  injectRegister: false,
  registerType: 'autoUpdate',
  manifestFilename: 'manifest.webmanifest',
  includeManifestIcons: false,
  manifest: {
    id: '/',
    name: 'Tack',
    short_name: 'Tack',
    description: 'Find ideas, save them to boards, and come back to them.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#e60023',
    icons: [
      { src: '/assets/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/assets/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/assets/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  },
  workbox: {
    // The shell: the home page's first-load scripts and the styles, fetched once at install.
    // Every other chunk is kept when first used (below), not downloaded up front.
    globPatterns: ['assets/*.css', 'assets/icons/*.png', 'index.html'],
    manifestTransforms: [
      async (entries) => {
        const dist = outDir;
        const shell = homePageScripts(dist).map((f: string) => path.relative(dist, f));
        const extra = shell.map((url: string) => ({
          url,
          revision: null,
          size: fs.statSync(path.join(dist, url)).size,
        }));
        // index.html is the server's template, never served as a page: only its scripts count.
        return { manifest: [...entries.filter((e) => e.url !== 'index.html'), ...extra] };
      },
    ],
    // Pages are the server's (each with its own head and status): never a cached template.
    navigateFallback: null,
    cleanupOutdatedCaches: true,
    inlineWorkboxRuntime: true,
    runtimeCaching: [
      {
        // The last pages read (the home feed's first page of pins comes in its HTML): fresh
        // when online, from here when not. Emptied when the session changes.
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkFirst',
        options: {
          cacheName: OFFLINE_PAGES_CACHE,
          networkTimeoutSeconds: 5,
          expiration: { maxEntries: 10 },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // Hashed file names: a chunk never changes, so a kept one is always right.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'tack-assets',
          expiration: { maxEntries: 200 },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
};
