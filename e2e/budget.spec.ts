// The first-load JavaScript budget (issue 21, docs/decisions/0008-accessible-primitives.md): the
// entry script and its static imports, gzip -9, as bench/bundle-size.mjs measures them. Here, not
// in the unit tests, because e2e/run.mjs has just built apps/web/dist: never a stale build.
import path from 'node:path';
import { expect, test } from '@playwright/test';
// @ts-expect-error: a plain .mjs script without types
import {
  FIRST_LOAD_BUDGET_KB,
  gzipKb,
  homePageScripts,
  WITH_PLACEMENTS_BUDGET_KB,
  WEB_DIST as dist,
  WITH_RENDERER_BUDGET_KB,
  withRendererScripts,
} from '../bench/bundle-size.mjs';

test(`the home page's first load is at most ${FIRST_LOAD_BUDGET_KB} KB of gzipped JavaScript`, () => {
  const files = homePageScripts(dist) as string[];
  expect(files.length).toBeGreaterThan(0);
  expect(gzipKb(files), files.map((f) => path.basename(f)).join(', ')).toBeLessThanOrEqual(
    FIRST_LOAD_BUDGET_KB,
  );
});

for (const [placements, budget] of [
  [false, WITH_RENDERER_BUDGET_KB],
  [true, WITH_PLACEMENTS_BUDGET_KB],
] as const)
  test(`with the heaviest message kind's renderer${placements ? " and the placements' chunk" : ''} it is at most ${budget} KB`, () => {
    const first = homePageScripts(dist) as string[];
    const files = withRendererScripts(dist, { placements }) as string[];
    expect(files.length).toBeGreaterThan(first.length);
    expect(gzipKb(files), files.map((f) => path.basename(f)).join(', ')).toBeLessThanOrEqual(
      budget,
    );
  });

test("a signed-out visitor's first load comes compressed: the page, its entry script and stylesheet as brotli", async ({
  page,
}) => {
  const encodings = new Map<string, string>();
  page.on('response', async (res) => {
    const name = new URL(res.url()).pathname;
    if (/^\/assets\/index-[\w-]+\.(js|css)$/.test(name))
      encodings.set(
        name.endsWith('.js') ? 'script' : 'stylesheet',
        (await res.allHeaders())['content-encoding'] ?? 'none',
      );
  });
  const document = await page.goto('/');
  encodings.set('page', (await document!.allHeaders())['content-encoding'] ?? 'none');
  await expect
    .poll(() => Object.fromEntries(encodings))
    .toEqual({ page: 'br', script: 'br', stylesheet: 'br' });
});
