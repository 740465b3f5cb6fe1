import type { Page } from '@playwright/test';

/**
 * When elements enter and leave the page, by the page's own clock (`performance.now()`, stamped
 * by a MutationObserver). The test's clock sees them late when the machine is busy, so a duration
 * measured there (a toast's 2.5 s, a check at 700 ms) is the machine's noise as much as the app's.
 */
export type Watch = Record<string, { selector: string; text?: string }>;
export type Seen = Record<string, { shown?: number; gone?: number }>;

function install(watch: Watch) {
  const seen: Seen = {};
  Object.assign(window, { tackSeen: seen });
  const check = () => {
    const now = performance.now();
    for (const [name, { selector, text }] of Object.entries(watch)) {
      const present = [...document.querySelectorAll(selector)].some(
        (el) => !text || el.textContent?.includes(text),
      );
      const times = (seen[name] ??= {});
      if (present) times.shown ??= now;
      else if (times.shown !== undefined) times.gone ??= now;
    }
  };
  new MutationObserver(check).observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
    attributeFilter: ['class'],
  });
  check();
}

/** Watch on every page the tab loads from now on (register before `goto`). */
export async function watchEveryLoad(page: Page, watch: Watch) {
  await page.addInitScript(install, watch);
}

/** The first time each watched element was in the page, and the first time after that it was not. */
export async function seenAt(page: Page): Promise<Seen> {
  return page.evaluate(() => (window as unknown as { tackSeen: Seen }).tackSeen);
}
