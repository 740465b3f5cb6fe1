import { expect, test, type Page } from '@playwright/test';
import { api, grantOperator, signUp } from './helpers.ts';

/** Script in every shape we know; each would set window.__xss if it ever ran. */
const HTML = [
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=1</script>',
  '<svg onload="window.__xss=1"><circle r=1 /></svg>',
  '<a href="javascript:window.__xss=1" class="bad-link">click</a>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<details open ontoggle="window.__xss=1">d</details>',
  '<a href="/ideas/" onclick="window.__xss=1">ideas</a>',
  '<form action="javascript:window.__xss=1"><button>go</button></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1">',
].join(' ');
const URL_PAYLOAD = 'javascript:window.__xss=1';
const URL_KEY = /url|href|uri|link|src|cta/i;

/** The kind's template with every string swapped for a payload (URLs get a javascript: one). */
function poisoned(value: unknown, key = ''): unknown {
  if (typeof value === 'string')
    return URL_KEY.test(key) ? URL_PAYLOAD : key === 'anchor' || key === 'type' ? value : HTML;
  if (Array.isArray(value)) return value.map((v) => poisoned(v, key));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, poisoned(v, k)]));
  return value;
}

/** Nothing ran, and nothing that could run is in the DOM of these elements. */
async function expectInert(page: Page, selector: string, csp: string[], what: string) {
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  const found = await page.evaluate((sel) => {
    const bad: string[] = [];
    for (const root of document.querySelectorAll(sel))
      for (const el of root.querySelectorAll('*')) {
        if (['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED', 'STYLE', 'FORM'].includes(el.tagName))
          bad.push(el.tagName);
        for (const a of el.attributes) {
          if (/^on/i.test(a.name)) bad.push(`${el.tagName}[${a.name}]`);
          if (/^\s*(javascript|data):/i.test(a.value))
            bad.push(`${el.tagName}[${a.name}=${a.value}]`);
        }
      }
    return bad;
  }, selector);
  expect(found, what).toEqual([]);
  expect(csp, what).toEqual([]);
}

/** Served for real: a callout with anchors in its message on the search page. */
async function expectServedCalloutInert(page: Page, csp: string[]) {
  const created = await api(page, 'AdminExperienceResource', 'create', {
    experience_id: Date.now() % 1_000_000_000,
    placement_id: 1000700,
    name: 'XSS callout',
    kind: 'neutral_callout',
    targeting: { page_types: ['search'] },
    display_data: {
      title: '<img src=x onerror="window.__xss=1">',
      // (The corpus comes last: its unclosed <math> takes all that follows.)
      message: `Read <a href="/ideas/" target="_top" rel="opener">the ideas</a>. <div><h3>Kept text</h3></div><textarea>Dropped text</textarea>${HTML}`,
      // §5: the source flags both, so message links open a new tab and carry nofollow.
      newTab: true,
      nofollow: true,
      completeButton: { text: '<script>window.__xss=1</script>', url: URL_PAYLOAD },
    },
  });
  try {
    await page.goto('/search/pins/?q=garden');
    const placed = page.locator('[data-placement="1000700"]');
    const link = placed.getByRole('link', { name: 'the ideas' });
    await expect(link).toHaveAttribute('href', '/ideas/');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'nofollow noopener noreferrer');
    // A container's text stays (the tag goes); any other element goes with its text.
    const message = placed.locator('.xp-message');
    await expect(message).toContainText('Kept text');
    await expect(message).not.toContainText('Dropped text');
    await expect(message.locator('h3, div, textarea')).toHaveCount(0);
    for (const link of await placed.locator('a').all())
      await link.click({ modifiers: ['Alt'] }).catch(() => {});
    await expectInert(page, '[data-placement]', csp, 'served callout');
  } finally {
    await api(page, 'AdminExperienceResource', 'delete', { id: created.id });
  }
}

/**
 * Dialogs the page opened (a payload that ran: the CSP would stop inline script on its own, so
 * the tests also audit the DOM), and whether DOMPurify, the sanitizer's fallback chunk, was fetched.
 */
function watch(page: Page) {
  const csp: string[] = [];
  page.on('dialog', (d) => {
    csp.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  let fallback = false;
  page.on('request', (r) => {
    if (/\/sanitize-fallback-[\w-]+\.js$/.test(r.url())) fallback = true;
  });
  return { csp, fallbackFetched: () => fallback };
}

test('an XSS corpus in every field of every kind executes nothing: in the live preview and when served', async ({
  page,
}) => {
  // The DOM audit fails a payload that survived sanitizing even though the CSP kept it from
  // running. (The console's CSP notices are not a signal: Chromium logs them while parsing into
  // an inert document, which is how the sanitizer reads HTML.)
  const { csp, fallbackFetched } = watch(page);
  await page.goto('/');
  const { username } = await signUp(page);
  grantOperator(username);

  // Every kind through the editor's live preview, which uses the real renderers.
  await page.goto('/admin/experiences/new');
  // The editor is its own chunk: wait for it, since evaluateAll does not wait for elements.
  await expect(page.getByLabel(/^Kind/)).toBeVisible();
  const kinds = await page
    .getByLabel(/^Kind/)
    .locator('option')
    .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  expect(kinds.length).toBe(15);
  for (const kind of kinds) {
    await page.getByLabel(/^Kind/).selectOption(kind);
    const template = JSON.parse(await page.getByLabel('Display data (JSON)').inputValue());
    await page.getByLabel('Display data (JSON)').fill(JSON.stringify(poisoned(template)));
    await page.waitForTimeout(150);
    for (const link of await page.getByTestId('preview').locator('a').all())
      await link.click({ modifiers: ['Alt'], trial: false }).catch(() => {});
    await expect(page).toHaveURL(/\/admin\/experiences\/new$/);
    await expectInert(page, '[data-testid="preview"], .xp-panel, [role="dialog"]', csp, kind);
  }

  await expectServedCalloutInert(page, csp);
  // Chromium has the HTML Sanitizer API (Element.setHTML): DOMPurify was never fetched.
  expect(fallbackFetched()).toBe(false);
});

test('a browser without the HTML Sanitizer API gets DOMPurify: the corpus in a callout executes nothing', async ({
  page,
}) => {
  await page.addInitScript(() => {
    delete (Element.prototype as { setHTML?: unknown }).setHTML;
  });
  const { csp, fallbackFetched } = watch(page);
  await page.goto('/');
  const { username } = await signUp(page);
  grantOperator(username);
  // The live preview loads the fallback itself (the callout waits for it) ...
  await page.goto('/admin/experiences/new');
  await page.getByLabel(/^Kind/).selectOption('neutral_callout');
  const template = JSON.parse(await page.getByLabel('Display data (JSON)').inputValue());
  await page
    .getByLabel('Display data (JSON)')
    .fill(JSON.stringify({ ...(poisoned(template) as object), message: `<b>bold</b> ${HTML}` }));
  await expect(page.getByTestId('preview').locator('.xp-message b')).toHaveText('bold');
  await expectInert(page, '[data-testid="preview"]', csp, 'preview without the Sanitizer API');
  expect(fallbackFetched()).toBe(true);
  // ... and a served message waits for it before it shows.
  await expectServedCalloutInert(page, csp);
});
