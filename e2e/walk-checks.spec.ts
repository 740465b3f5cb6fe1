import { expect, test } from '@playwright/test';
import { axeViolations } from './walk-checks.ts';

// The accessibility check every page's test uses (walk-checks.ts), on pages of its own: it finds
// a colour that fails, and does not report a toast that faded out while axe ran (the CI flake of
// business.spec.ts, 2026-12-06). Without its second look the second test failed 2 runs of 2.

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1>${body}</main></body></html>`;

test('a colour that fails contrast is found', async ({ page: tab }) => {
  await tab.setContent(page('<p style="color: #bbb; background: #fff">Faint words</p>'));
  expect((await axeViolations(tab)).join('\n')).toContain('color-contrast');
});

test('a toast that fades out while axe runs is not a finding', async ({ page: tab }) => {
  await tab.setContent(
    page(
      '<div id="toast" style="background: #111; color: #fff; padding: 8px; transition: opacity 1.5s linear">Saved</div>',
    ),
  );
  // The fade starts a moment after the check has waited for running animations: its first run
  // sees the toast half transparent.
  await tab.evaluate(() =>
    setTimeout(() => {
      const toast = document.getElementById('toast')!;
      toast.style.opacity = '0';
      setTimeout(() => toast.remove(), 1500);
    }, 30),
  );
  expect(await axeViolations(tab)).toEqual([]);
});
