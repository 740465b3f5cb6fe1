import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tackCommand } from '../bench/lib/server.mjs';
import {
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';

export const PASSWORD = 'correct horse battery';
export const uniqueName = (prefix: string) =>
  `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function csrf(context: BrowserContext, request: APIRequestContext): Promise<string> {
  await request.get('/healthz');
  return (await context.cookies()).find((c) => c.name === 'csrftoken')!.value;
}

/** A resource call with the page's cookies, as the app makes it. */
export async function api(page: Page, name: string, action: string, options: unknown) {
  const request = page.context().request;
  if (action === 'get') {
    const res = await request.get(
      `/resource/${name}/get/?data=${encodeURIComponent(JSON.stringify({ options }))}`,
    );
    return (await res.json()).resource_response.data;
  }
  const res = await request.post(`/resource/${name}/${action}/`, {
    data: { options },
    headers: { 'X-CSRFToken': await csrf(page.context(), request) },
  });
  const body = await res.json();
  expect(res.ok(), JSON.stringify(body)).toBe(true);
  return body.resource_response.data;
}

/** Signs up through the API (the browser test of the form is in journey.spec.ts). */
export async function signUp(page: Page, username = uniqueName('u')) {
  const session = await api(page, 'UserRegisterResource', 'create', {
    email: `${username}@example.com`,
    password: PASSWORD,
    username,
    first_name: 'Tess',
  });
  return { username, id: session.viewer.id as string };
}

/** The first few home-feed pins, from the API. */
export async function homePins(page: Page, n = 3): Promise<{ id: string; title: string }[]> {
  return (await api(page, 'UserHomefeedResource', 'get', { page_size: n })).items;
}

/**
 * Runs `npm run admin -- <args>` against the e2e server's data, as an operator would: its
 * compiled command, built by e2e/run.mjs.
 */
function admin(...args: string[]): void {
  execFileSync(process.execPath, [...tackCommand('admin-cli'), ...args], {
    cwd: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'),
    env: {
      ...process.env,
      DATA_DIR: process.env.TACK_E2E_DATA_DIR,
      TACK_DEMO: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: 'pipe',
  });
}

/** Makes a user an operator the way a person would: `npm run admin -- grant <username>`. */
export const grantOperator = (username: string) => admin('grant', username);

/** Makes a user an employee (the `deb_` overlay): `npm run admin -- employee <username>`. */
export const makeEmployee = (username: string) => admin('employee', username);

/** Picks a board in a form's board field: its button opens the searchable board picker. */
export async function chooseBoard(page: Page, name: string) {
  await page.getByRole('button', { name: /^Board / }).click();
  const picker = page.getByRole('dialog', { name: 'Choose a board' });
  await picker.getByRole('searchbox').fill(name);
  await picker.getByRole('button', { name, exact: true }).click();
  await expect(page.getByRole('button', { name: `Board ${name}` })).toBeVisible();
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

/**
 * The newest message to `to` whose subject matches, as the e2e run's SMTP server received it
 * (e2e/mailbox.mjs): waits for it to arrive.
 */
export async function receivedMail(to: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(`${process.env.MAILBOX_URL}/messages?to=${encodeURIComponent(to)}`);
        const all = ((await res.json()) as Mail[]).filter((m) => subject.test(m.subject));
        found = all.at(-1);
        return Boolean(found);
      },
      { timeout: 15_000, message: `mail to ${to} matching ${subject}` },
    )
    .toBe(true);
  return found!;
}

/** A link from mail, on the server under test (mail links use that server's PUBLIC_URL). */
export const pathOfLink = (link: string) => {
  const u = new URL(link);
  return u.pathname + u.search;
};

/** After signing up through the form: skips every onboarding step (each has its own Skip). */
export async function skipOnboarding(page: Page) {
  await expect(page).toHaveURL(/\/signup\/welcome\//);
  for (let step = 1; step <= 4; step++) {
    await expect(page.getByText(`Step ${step} of 4`)).toBeVisible();
    await page.getByRole('button', { name: 'Skip', exact: true }).click();
  }
  await expect(page).not.toHaveURL(/\/signup\/welcome\//);
}

/**
 * On a server with the demo's messages: opens the home page and closes, with Escape, the Welcome
 * dialog a new account gets 1.5 s in (closed, it does not come back).
 */
export async function dismissWelcome(page: Page) {
  await page.goto('/');
  const welcome = page.getByRole('dialog', { name: 'Welcome to Tack' });
  await expect(welcome).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(welcome).toBeHidden();
}

/**
 * Clicks a radio or switch and reads whether it is checked before any timer or task runs: a
 * choice saved in the background shows in the click's own render, not a task later (Playwright's
 * `check()` raced that task on a busy machine).
 */
export const clickShowsAtOnce = (control: Locator) =>
  control.evaluate(async (el: HTMLInputElement) => {
    el.click();
    for (let i = 0; i < 5; i++) await Promise.resolve();
    return el.checked;
  });

/** Holds the page's requests to `url` until the answered function is called. */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
