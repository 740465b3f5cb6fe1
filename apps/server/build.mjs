// Compiles the server for `npm start` and the operator commands: each entry point and what it
// imports (the workspace packages included) into one ES module in dist/, with a source map.
// Packages from node_modules stay outside the bundles and are loaded by Node as usual.
// Usage: npm run build -w @tack/server (every entry), or `node apps/server/build.mjs admin-cli`
// (the named ones only: an operator command builds itself without rewriting dist/main.js, which a
// running cluster may read when it starts a worker).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** dist/<name>.js from src/<path>. */
const ENTRIES = {
  main: 'src/main.ts',
  'admin-cli': 'src/admin-cli.ts',
  'backup-cli': 'src/db/backup-cli.ts',
  'migrate-cli': 'src/db/migrate-cli.ts',
  'media-gc-cli': 'src/media-gc-cli.ts',
  'media-migrate-cli': 'src/media-migrate-cli.ts',
};

const names = process.argv.slice(2);
const unknown = names.filter((n) => !(n in ENTRIES));
if (unknown.length) {
  console.error(`unknown entry ${unknown.join(', ')}; known: ${Object.keys(ENTRIES).join(', ')}`);
  process.exit(2);
}

await build({
  entryPoints: Object.fromEntries(
    (names.length ? names : Object.keys(ENTRIES)).map((n) => [n, path.join(HERE, ENTRIES[n])]),
  ),
  outdir: path.join(HERE, 'dist'),
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
