import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { darkThemeCss, tokenValues } from './dark-tokens.ts';

const require = createRequire(import.meta.url);
const read = (f: string) => fs.readFileSync(f, 'utf8');

describe('the dark theme stylesheet', () => {
  it('keeps only the variables whose dark value differs, for dark and for system on a dark device', () => {
    const css = darkThemeCss(
      ':root { --a: #fff; --b: 1px; }',
      ':root { --a: #000; --b: 1px; }',
      ':root { --tack-x: red; }',
    );
    expect(css).toContain(
      ":root[data-theme='dark'] {\n  color-scheme: dark;\n  --a: #000;\n  --tack-x: red;\n}",
    );
    expect(css).toContain('@media (prefers-color-scheme: dark)');
    expect(css).toContain(
      "  :root:not([data-theme='light']):not([data-theme='dark']) {\n    color-scheme: dark;\n    --a: #000;",
    );
    expect(css).not.toContain('--b');
  });

  it('is in step with the installed tokens (else run apps/web/scripts/dark-theme.mjs)', () => {
    const dir = path.dirname(
      require.resolve('gestalt-design-tokens/dist/css/classic/variables.css'),
    );
    const here = path.dirname(new URL(import.meta.url).pathname);
    const expected = darkThemeCss(
      read(path.join(dir, 'variables.css')),
      read(path.join(dir, 'variables-dark.css')),
      read(path.join(here, 'app-dark.css')),
    );
    expect(read(path.join(here, 'dark.css'))).toBe(expected);
    expect(tokenValues(expected).get('--color-background-default')).toBeTruthy();
  });
});
