import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const INDEX =
  '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>';

/**
 * A stand-in for the built web app (`WEB_DIST`), for tests of the HTML the server writes: an
 * index.html with the head marker, and the given files under assets/. The tests must not depend
 * on `npm run build` having run.
 */
export function fakeWebDist(index = INDEX, assets: Record<string, string | Buffer> = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tack-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), index);
  for (const [name, body] of Object.entries(assets))
    fs.writeFileSync(path.join(dir, 'assets', name), body);
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
