import { animationsDone, axeViolations, darkProblems, FLOATING_MESSAGES } from './walk-checks.ts';
import { expect, test, type Page } from '@playwright/test';
import { api, dismissWelcome, signUp } from './helpers.ts';

// Issue 21, item 3: the demo's messages on real pages (MESSAGES_BASE_URL has them), signed out
// and in, on a desktop and a touch phone: at most one floating message at a time, none over a
// page heading or another message, one banner per region, dismissals remembered, phone wording.

const MESSAGES_BASE_URL = process.env.MESSAGES_BASE_URL ?? 'http://127.0.0.1:3001';
test.use({ baseURL: MESSAGES_BASE_URL });
// Each test walks several pages, watching each for a few seconds.
test.describe.configure({ timeout: 180_000 });

const DESKTOP = { viewport: { width: 1440, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** Floating messages: anchored panels, pulsars, modals, toasts, surveys, corner callouts. */
const FLOATING = FLOATING_MESSAGES;

interface Box {
  what: string;
  kind: 'floating' | 'modal' | 'banner' | 'heading';
  x: number;
  y: number;
  w: number;
  h: number;
}

/** What is on screen now: visible messages and the page's own headings, as viewport boxes. */
function snapshot(page: Page): Promise<{ boxes: Box[]; width: number }> {
  return page.evaluate((floatingSelector) => {
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      // A visually hidden heading (1x1 px, for screen readers) is not on screen to cover.
      return r.width > 1 && r.height > 1 && s.visibility !== 'hidden' && Number(s.opacity) > 0.05;
    };
    const box = (el: Element, kind: string) => {
      const r = el.getBoundingClientRect();
      const what = `${el.className || el.tagName}: ${(el.textContent ?? '').trim().slice(0, 40)}`;
      return { what, kind, x: r.left, y: r.top, w: r.width, h: r.height };
    };
    const boxes = [];
    const messages = [...document.querySelectorAll(floatingSelector)].filter(shown);
    for (const el of messages)
      boxes.push(box(el, el.classList.contains('xp-modal') ? 'modal' : 'floating'));
    // Inline messages: a placement's box in the page flow (floating ones are portalled out).
    for (const el of document.querySelectorAll('.placement'))
      if (shown(el) && !el.querySelector(floatingSelector)) boxes.push(box(el, 'banner'));
    const inMessage = (el: Element) =>
      Boolean(el.closest(`.placement, ${floatingSelector}, .xp-modal-backdrop`));
    for (const el of document.querySelectorAll('h1, h2'))
      if (shown(el) && !inMessage(el)) boxes.push(box(el, 'heading'));
    return { boxes: boxes as Box[], width: window.innerWidth };
  }, FLOATING);
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/**
 * Samples the page while its messages arrive (modals wait 1.5 s, toasts come and go): each time
 * at most one floating message, none overlapping a heading or another message, all inside the
 * viewport's width. A modal dims the whole page by design: it counts as the one floating message
 * but is not compared with what lies under its backdrop. Returns every message text seen.
 */
async function expectCalm(page: Page, path: string): Promise<string[]> {
  const seen = new Set<string>();
  for (const wait of [300, 700, 1000, 1000, 1000]) {
    await page.waitForTimeout(wait);
    const { boxes, width } = await snapshot(page);
    const floating = boxes.filter((b) => b.kind === 'floating' || b.kind === 'modal');
    const messages = boxes.filter((b) => b.kind !== 'heading');
    for (const m of messages) seen.add(m.what);
    expect(
      floating.map((b) => b.what),
      `one floating message at a time on ${path}`,
    ).toHaveLength(Math.min(floating.length, 1));
    for (const m of floating) {
      expect(m.x, `${m.what} fits the screen on ${path}`).toBeGreaterThanOrEqual(0);
      expect(m.x + m.w, `${m.what} fits the screen on ${path}`).toBeLessThanOrEqual(width);
    }
    if (floating.some((b) => b.kind === 'modal')) continue;
    for (const [i, a] of messages.entries())
      for (const b of [...messages.slice(i + 1), ...boxes.filter((h) => h.kind === 'heading')])
        expect(overlaps(a, b), `"${a.what}" covers "${b.what}" on ${path}`).toBe(false);
  }
  return [...seen];
}

interface Places {
  pin: string;
  board: string;
  profile: string;
}

async function places(page: Page): Promise<Places> {
  const [pin] = (await api(page, 'SearchPinsResource', 'get', { query: 'garden', page_size: 1 }))
    .items as { id: string; board: { url: string }; pinner: { username: string } }[];
  return { pin: `/pin/${pin!.id}/`, board: pin!.board.url, profile: `/${pin!.pinner.username}/` };
}

const NOT_FOUND = '/nobody-by-this-name/no-such-board/';
const KEYBOARD_TIP = /press Enter in the search box/;

function pathsOf(p: Places): string[] {
  return ['/', p.pin, '/search/pins/?q=garden', p.board, p.profile, NOT_FOUND];
}

async function walk(page: Page, paths: string[]) {
  const seenOn = new Map<string, string[]>();
  for (const path of paths) {
    await page.goto(path);
    seenOn.set(path, await expectCalm(page, path));
  }
  return seenOn;
}

/** The keyboard tip belongs with search, not on boards or on a page that was not found. */
function expectNoSearchTipOn(seenOn: Map<string, string[]>, paths: string[]) {
  for (const path of paths)
    expect(
      seenOn.get(path)?.filter((t) => KEYBOARD_TIP.test(t)),
      `the search tip on ${path}`,
    ).toEqual([]);
}

for (const [name, device] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`messages stay calm (${name})`, () => {
    test.use(device);

    test(`signed out: one floating message at a time, none over a heading or another message (${name})`, async ({
      page,
    }) => {
      await page.goto('/');
      const p = await places(page);
      const seenOn = await walk(page, pathsOf(p));
      expectNoSearchTipOn(seenOn, [p.board, NOT_FOUND]);
    });

    test(`signed in: the same, and one banner on the own profile (${name})`, async ({ page }) => {
      await page.goto('/');
      const p = await places(page);
      const { username } = await signUp(page);
      // A board, so the "How are we doing?" survey may come too.
      await api(page, 'BoardResource', 'create', { name: 'Kitchen' });
      // The Welcome dialog first (new account), answered, so the home page shows the rest.
      await page.goto('/');
      const welcome = page.getByRole('dialog', { name: 'Welcome to Tack' });
      await expect(welcome).toBeVisible();
      // Readable and operable, light and dark, once it has faded in.
      await animationsDone(page);
      expect(await axeViolations(page)).toEqual([]);
      expect(await darkProblems(page)).toEqual([]);
      await page.emulateMedia({ colorScheme: 'light' });
      await welcome.getByRole('button', { name: 'Start exploring' }).click();
      const own = `/${username}/`;
      const seenOn = await walk(page, [...pathsOf(p), own]);
      expectNoSearchTipOn(seenOn, [p.board, NOT_FOUND]);
      const banners = (await snapshot(page)).boxes.filter((b) => b.kind === 'banner');
      expect(
        banners.map((b) => b.what),
        'one banner on the own profile',
      ).toHaveLength(Math.min(banners.length, 1));
      await expect(page.getByText('Selling something?')).toBeVisible();
    });
  });
}

test.describe('desktop', () => {
  test.use(DESKTOP);

  test('the Create pulsar does not sit on the Create label', async ({ page }) => {
    await page.goto('/');
    const { profile } = await places(page);
    await signUp(page);
    await dismissWelcome(page);
    // Someone else's profile: no banners there for the pulsar to wait for.
    await page.goto(profile);
    const pulsar = page.locator('.xp-pulsar');
    await expect(pulsar).toBeVisible();
    const label = await page.evaluate(() => {
      const anchor = document.querySelector('[data-anchor="create-button"]')!;
      const range = document.createRange();
      range.selectNodeContents(anchor);
      const r = range.getBoundingClientRect();
      return {
        what: 'Create label',
        kind: 'heading',
        x: r.left,
        y: r.top,
        w: r.width,
        h: r.height,
      };
    });
    const b = (await pulsar.boundingBox())!;
    const dot = {
      what: 'pulsar',
      kind: 'floating' as const,
      x: b.x,
      y: b.y,
      w: b.width,
      h: b.height,
    };
    expect(overlaps(dot, label as Box), 'the pulsar covers the Create label').toBe(false);
  });

  test('a banner arriving over the pulsar puts it on hold before the next frame is painted', async ({
    page,
  }) => {
    await page.goto('/');
    const { profile } = await places(page);
    await signUp(page);
    await dismissWelcome(page);
    await page.goto(profile);
    await expect(page.locator('.xp-pulsar')).toBeVisible();
    // A message's box arrives where the pulsar is (as a banner whose placement was fetched after
    // the tooltip's does): by the next animation frame, before it is painted, the pulsar is gone.
    const shownNextFrame = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const pulsar = document.querySelector('.xp-pulsar')!.getBoundingClientRect();
          const banner = document.createElement('div');
          banner.className = 'placement';
          Object.assign(banner.style, {
            position: 'fixed',
            top: `${pulsar.top - 10}px`,
            left: `${pulsar.left - 10}px`,
            width: `${pulsar.width + 20}px`,
            height: `${pulsar.height + 20}px`,
          });
          requestAnimationFrame(() => resolve(document.querySelector('.xp-pulsar') !== null));
          document.querySelector('main')!.append(banner);
        }),
    );
    expect(shownNextFrame, 'the pulsar still shown in the frame the banner arrived').toBe(false);
  });

  for (const how of ['Escape', 'the backdrop', 'the close button', 'leaving it open'] as const)
    test(`the Welcome dialog dismissed by ${how} does not come back`, async ({ page }) => {
      await page.goto('/');
      await signUp(page);
      await page.goto('/');
      const welcome = page.getByRole('dialog', { name: 'Welcome to Tack' });
      await expect(welcome).toBeVisible();
      if (how === 'Escape') await page.keyboard.press('Escape');
      else if (how === 'the backdrop') await page.mouse.click(10, 890);
      else if (how === 'the close button')
        await welcome.getByRole('button', { name: 'Close', exact: true }).last().click();
      if (how !== 'leaving it open') await expect(welcome).toBeHidden();
      // Leaving it open: a person reads it and reloads, or leaves and comes back.
      else await page.waitForTimeout(1000);
      await page.reload();
      await page.waitForTimeout(2500);
      await expect(welcome).toBeHidden();
      await page.goto('/search/pins/?q=garden');
      await page.goto('/');
      await page.waitForTimeout(2500);
      await expect(welcome).toBeHidden();
    });
});

test.describe('phone wording', () => {
  test.use(PHONE);

  test('the Welcome dialog says Tap, not Hover, on a touch phone', async ({ page }) => {
    await page.goto('/');
    await signUp(page);
    await page.goto('/');
    const welcome = page.getByRole('dialog', { name: 'Welcome to Tack' });
    await expect(welcome).toBeVisible();
    await expect(welcome).toContainText('Tap a pin');
    await expect(welcome).not.toContainText(/hover/i);
  });
});
