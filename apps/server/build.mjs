// Compiles the server for `npm start`: src/main.ts and what it imports (the workspace packages
// included) into one ES module, dist/main.js, with a source map. Packages from node_modules stay
// outside the bundle and are loaded by Node as usual.
// Usage: npm run build -w @tack/server
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const HERE = path.dirname(fileURLToPath(import.meta.url));

await build({
  entryPoints: [path.join(HERE, 'src/main.ts')],
  outfile: path.join(HERE, 'dist/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'node-modules-outside',
      setup(b) {
        // A bare import (`fastify`, `node:fs`) stays an import, except our own @tack/ packages,
        // which are TypeScript sources and are bundled.
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@tack/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
