import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

// What every page must pass, at every size, signed out and in (issue 21, "Done when"). Each
// check returns the problems it found, in words, so one walk reports them all.

/** The page is no wider than the window (and a touch browser kept its layout viewport). */
export async function sidewaysScroll(page: Page, width: number): Promise<string[]> {
  const size = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  const problems: string[] = [];
  if (size.innerWidth !== width) problems.push(`the layout viewport grew to ${size.innerWidth} px`);
  if (size.scrollWidth > size.innerWidth)
    problems.push(`scrolls sideways (${size.scrollWidth} > ${size.innerWidth})`);
  return problems;
}

/**
 * Every control a finger can reach is at least 44x44 px. A link inside a sentence is exempt, as
 * WCAG 2.5.8 exempts it; a visually hidden checkbox or radio counts by its label's box.
 */
export async function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const CONTROLS =
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], ' +
      '[role=link], [role=menuitem], [role=tab], [role=checkbox], [role=switch], [role=option], ' +
      '[tabindex]:not([tabindex="-1"])';
    const inSentence = (el: Element) =>
      el.tagName === 'A' &&
      getComputedStyle(el).display === 'inline' &&
      (el.parentElement?.textContent ?? '').trim().length > (el.textContent ?? '').trim().length;
    const boxOf = (el: Element) => {
      const r = el.getBoundingClientRect();
      const label = el instanceof HTMLInputElement ? el.labels?.[0] : null;
      const l = label?.getBoundingClientRect();
      return l && l.width * l.height > r.width * r.height ? l : r;
    };
    const name = (el: Element) =>
      (
        el.getAttribute('aria-label') ||
        el.textContent ||
        el.getAttribute('placeholder') ||
        el.tagName
      )
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 40);
    const small: string[] = [];
    for (const el of document.querySelectorAll(CONTROLS)) {
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      if (el.closest('[inert], [aria-hidden=true]') || inSentence(el)) continue;
      const r = boxOf(el);
      if (r.width === 0 || r.height === 0) continue;
      if (r.width < 43.5 || r.height < 43.5)
        small.push(`"${name(el)}" is ${Math.round(r.width)}x${Math.round(r.height)} px`);
    }
    return [...new Set(small)];
  });
}

/** Messages that float over the page (portalled out of their placement), by their renderers. */
export const FLOATING_MESSAGES =
  '.xp-modal, .xp-toast, .xp-panel:not(.xp-panel-inline), .xp-pulsar, .xp-survey, .xp-callout-floating';

/**
 * Server-driven messages never cover a page heading or each other, and at most one floats over
 * the page at a time. A modal covers the page by design, so it is held only to the other rules.
 * Banners are placements in the page flow; floating messages are found by their renderers'
 * classes, as they are portalled out of their placement.
 */
export async function messageOverlaps(page: Page): Promise<string[]> {
  return page.evaluate((floatingSelector) => {
    type Box = { left: number; top: number; right: number; bottom: number };
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      const onScreen = r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;
      // A visually hidden heading (1x1 px, for screen readers) is not there to cover.
      return (
        r.width > 1 && r.height > 1 && onScreen && el.checkVisibility({ opacityProperty: true })
      );
    };
    const meets = (a: Box, b: Box) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
    const name = (el: Element) => `"${(el.textContent ?? '').trim().slice(0, 30)}"`;
    const floating = [...document.querySelectorAll(floatingSelector)].filter(shown).map((el) => ({
      name: `floating message ${name(el)}`,
      box: el.getBoundingClientRect(),
      modal: el.matches('.xp-modal'),
    }));
    const banners = [...document.querySelectorAll('[data-experience]')]
      .filter((el) => shown(el) && !el.querySelector(floatingSelector))
      .map((el) => ({ name: `banner ${name(el)}`, box: el.getBoundingClientRect(), modal: false }));
    const messages = [...floating, ...banners];
    const problems: string[] = [];
    if (floating.length > 1)
      problems.push(`${floating.length} floating messages at once: ${floating.map((m) => m.name)}`);
    const headings = [...document.querySelectorAll('h1, h2')].filter(
      (h) => !h.closest(`[data-experience], [role=dialog], ${floatingSelector}`) && shown(h),
    );
    if (floating.some((m) => m.modal)) return problems;
    for (const m of messages)
      for (const h of headings)
        if (meets(m.box, h.getBoundingClientRect()))
          problems.push(`${m.name} covers the heading "${h.textContent?.trim()}"`);
    for (const [i, a] of messages.entries())
      for (const b of messages.slice(i + 1))
        if (meets(a.box, b.box)) problems.push(`${a.name} overlaps ${b.name}`);
    return problems;
  }, FLOATING_MESSAGES);
}

/**
 * An axe-core run on the page. In legacy mode axe runs in the page alone; the default mode
 * finishes each run in a new blank page (which cross-origin iframes need), and took 400-950 ms a
 * page against 170-240 ms in legacy mode, with the same findings (measured on the walk's pages).
 * Tack's pages have no cross-origin frames; a page that has one gets the default mode.
 */
export function axeOn(page: Page): AxeBuilder {
  const origin = new URL(page.url()).origin;
  const crossOrigin = page
    .frames()
    .some((f) => /^https?:/.test(f.url()) && new URL(f.url()).origin !== origin);
  return crossOrigin ? new AxeBuilder({ page }) : new AxeInPage(page).setLegacyMode(true);
}

/**
 * A legacy-mode AxeBuilder that puts axe-core's source in each frame once a document. AxeBuilder
 * sends the 550 KB source twice each run (once to the page, once more to every frame), and each
 * time it cost about 0.17 s of the browser's CPU (2026-12-06). Here the builder's own source is an
 * empty statement and the real one goes to the frames that do not have it yet, so a second run on
 * the same page (the walk's dark check) sends none; the run itself is AxeBuilder's, unchanged.
 */
class AxeInPage extends AxeBuilder {
  constructor(private readonly target: Page) {
    super({ page: target, axeSource: ';' });
  }

  override async analyze() {
    for (const frame of this.target.frames()) {
      // A frame that goes away meanwhile is skipped, as AxeBuilder skips it.
      const present = await frame.evaluate(() => 'axe' in window).catch(() => true);
      if (!present) await frame.evaluate(axe.source).catch(() => undefined);
    }
    return super.analyze();
  }
}

/**
 * axe-core's serious and critical findings, with `label-content-name-mismatch` turned on (axe
 * ships it off as experimental; it is serious), and the two heading rules the issue names:
 * each page has one `h1` and headings do not skip levels.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // A message still fading in has the contrast of half its opacity: axe would flag a colour the
  // person never sees once it has arrived (a CI-only failure, on a busy machine).
  await animationsDone(page);
  const run = () =>
    axeOn(page)
      .options({
        rules: { 'label-content-name-mismatch': { enabled: true } },
        // Only violations are read: axe skips gathering every passing node (a fifth of its time).
        resultTypes: ['violations'],
      })
      .analyze();
  let { violations } = await run();
  // Likewise one that faded out while axe ran (a toast's 200 ms, 5 s after it showed: on a busy
  // machine a run can take that long): a contrast finding is looked at again once every
  // animation has ended (a colour that fails stays failing).
  if (violations.some((v) => v.id === 'color-contrast')) {
    await animationsDone(page);
    ({ violations } = await run());
  }
  const named = ['heading-order', 'page-has-heading-one'];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || named.includes(v.id))
    .map((v) => `axe ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * The same page painted dark (issue 16): the device switches to dark while the page is open, as
 * a phone does at dusk, and a "system" theme follows at once. The body is no longer white, and
 * axe-core finds no serious or critical colour-contrast problem in the dark palette.
 */
export async function darkProblems(page: Page): Promise<string[]> {
  await page.emulateMedia({ colorScheme: 'dark' });
  const white = 'rgb(255, 255, 255)';
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await expect.poll(background).not.toBe(white);
  await animationsDone(page);
  const { violations } = await contrastCheck(page);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((n) => `dark: ${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1]}`),
    );
}

/** axe-core's colour-contrast rule (in a page the light check has run in, axe is there already). */
function contrastCheck(page: Page) {
  // options() replaces the options withRules() writes into: it goes first.
  return axeOn(page)
    .options({ resultTypes: ['violations'] })
    .withRules(['color-contrast'])
    .analyze();
}

/** Every animation that ends (a message fading in) has ended; endless ones (a pulse) are skipped. */
export async function animationsDone(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** No sideways scroll, on touch no control under 44 px, and axe-core clean: all at once. */
export async function expectClean(page: Page, width: number, touch: boolean) {
  const problems = [
    ...(await sidewaysScroll(page, width)),
    ...(touch ? await smallTapTargets(page) : []),
    ...(await axeViolations(page)),
  ];
  expect(problems, problems.join('\n')).toEqual([]);
}
