// Builds the benchmark pages with Vite's JS API (production mode) and serves them locally.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../..');
const PAGES = path.join(HERE, 'pages');

export async function buildPages(outDir, names, { minify = true, root = PAGES } = {}) {
  // The React plugin is installed for the web app; resolve both from there.
  const require = createRequire(path.join(ROOT, 'apps/web/package.json'));
  const { build } = await import(pathToFileURL(require.resolve('vite')).href);
  const react = (await import(pathToFileURL(require.resolve('@vitejs/plugin-react')).href)).default;
  await build({
    root,
    mode: 'production',
    logLevel: 'warn',
    configFile: false,
    plugins: [react()],
    resolve: { alias: { '@tack/masonry': path.join(ROOT, 'packages/masonry/src/index.ts') } },
    build: {
      outDir,
      emptyOutDir: true,
      minify,
      // Gestalt alone is over a megabyte minified; that is its cost, not a mistake here.
      chunkSizeWarningLimit: 4096,
      rollupOptions: {
        input: Object.fromEntries(names.map((n) => [n, path.join(root, `${n}.html`)])),
      },
    },
  });
}

export function serve(dir) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = http.createServer((req, res) => {
    const file = path.join(dir, decodeURIComponent(new URL(req.url, 'http://x').pathname));
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory())
      return res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
