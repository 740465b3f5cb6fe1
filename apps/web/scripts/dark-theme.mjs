// Writes apps/web/src/ui/theme/dark.css (see dark-tokens.ts): `npx tsx apps/web/scripts/dark-theme.mjs`.
// Run after upgrading
// gestalt-design-tokens or editing app-dark.css; the theme test fails until it is run.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { darkThemeCss } from '../src/ui/theme/dark-tokens.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const tokens = path.dirname(
  require.resolve('gestalt-design-tokens/dist/css/classic/variables.css'),
);
const read = (f) => fs.readFileSync(f, 'utf8');
const themeDir = path.join(here, '../src/ui/theme');
fs.writeFileSync(
  path.join(themeDir, 'dark.css'),
  darkThemeCss(
    read(path.join(tokens, 'variables.css')),
    read(path.join(tokens, 'variables-dark.css')),
    read(path.join(themeDir, 'app-dark.css')),
  ),
);
