import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash, randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { api, signUp } from './helpers.ts';
import { expectClean } from './walk-checks.ts';

// Issue 18: Pinterest's API v5 with OAuth. A person registers an app in Settings, Apps and API;
// the app sends them to the consent screen, they allow it, and the browser lands on the app's
// own loopback address with a code; the app trades it (with its PKCE verifier and its secret)
// for tokens, calls the API, refreshes, revokes, and is refused where its scopes end.

const DESKTOP = { viewport: { width: 1440, height: 900 } } as const;
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;

/** A tiny app's redirect endpoint on loopback: it records each address it is sent to. */
async function callbackServer() {
  const hits: URL[] = [];
  const server = http.createServer((req, res) => {
    hits.push(new URL(req.url ?? '/', 'http://127.0.0.1'));
    res.setHeader('content-type', 'text/html');
    res.end('<!doctype html><html lang="en"><title>App</title><h1>Back in the app</h1></html>');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/callback`,
    hits,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const pkce = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

/** Registers an app through the settings page; answers its client id and the secret shown once. */
async function registerApp(page: Page, name: string, redirect: string) {
  await page.goto('/settings/apps');
  const apps = page.getByRole('region', { name: 'Your apps' });
  await apps.getByLabel('App name').fill(name);
  await apps.getByLabel('Redirect URIs').fill(redirect);
  await apps.getByRole('button', { name: 'Register app' }).click();
  const secret = await apps.getByLabel('Client secret').inputValue();
  expect(secret).toMatch(/^tack_cs_/);
  const clientId = (await apps.locator('p code').first().textContent())!;
  await apps.getByRole('button', { name: 'Done' }).click();
  await expect(apps.getByLabel('Client secret')).toHaveCount(0);
  await expect(apps.getByRole('list', { name: 'Your apps' })).toContainText(name);
  return { clientId, secret };
}

const authorizeUrl = (clientId: string, redirect: string, challenge: string, scope: string) =>
  `/oauth/?${new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirect,
    response_type: 'code',
    scope,
    state: 'st-42',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  })}`;

async function tokenCall(
  request: APIRequestContext,
  app: { clientId: string; secret: string },
  form: Record<string, string>,
) {
  const res = await request.post('/v5/oauth/token', {
    form,
    headers: {
      authorization: `Basic ${Buffer.from(`${app.clientId}:${app.secret}`).toString('base64')}`,
    },
  });
  return { status: res.status(), json: await res.json() };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

test.describe('v5 OAuth in the browser', () => {
  test.use(DESKTOP);

  test('register an app, allow it, trade the code, call, refresh, revoke; scopes hold', async ({
    page,
    request,
  }) => {
    const callback = await callbackServer();
    try {
      const { username } = await signUp(page);
      const app = await registerApp(page, 'E2E scheduler', callback.url);
      await expectClean(page, 1440, false);

      const { verifier, challenge } = pkce();
      await page.goto(
        authorizeUrl(
          app.clientId,
          callback.url,
          challenge,
          'boards:read,boards:write,pins:read,user_accounts:read',
        ),
      );
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: 'Allow E2E scheduler to use your Tack account?',
        }),
      ).toBeVisible();
      const scopes = page.getByRole('list').filter({ hasText: 'See your public Pins' });
      await expect(scopes.getByRole('listitem')).toHaveText([
        /See your user accounts and followers/,
        /See your public boards/,
        /Create, update, or delete your public boards/,
        /See your public Pins/,
      ]);
      await expect(page.getByText(`Registered by @${username}`)).toBeVisible();
      await expectClean(page, 1440, false);
      await page.getByRole('button', { name: 'Allow' }).click();
      await page.waitForURL(`${callback.url}?**`);
      await expect(page.getByRole('heading', { name: 'Back in the app' })).toBeVisible();
      // The redirect itself (the browser may ask for /favicon.ico after it).
      const landed = callback.hits.filter((h) => h.pathname === '/callback').at(-1)!;
      expect(landed.searchParams.get('state')).toBe('st-42');
      const code = landed.searchParams.get('code')!;

      // The app's side: no browser, no cookie; its secret, the code and the PKCE verifier.
      const got = await tokenCall(request, app, {
        grant_type: 'authorization_code',
        code,
        redirect_uri: callback.url,
        code_verifier: verifier,
      });
      expect(got.status).toBe(200);
      expect(got.json.scope).toBe('user_accounts:read,boards:read,boards:write,pins:read');
      const me = await request.get('/v5/user_account', { headers: bearer(got.json.access_token) });
      expect((await me.json()).username).toBe(username);
      const board = await request.post('/v5/boards', {
        headers: bearer(got.json.access_token),
        data: { name: 'Made by the app' },
      });
      expect(board.status()).toBe(201);

      // Scopes: no pins:write, so no pin; a secret board needs boards:read_secret.
      const pin = await request.post('/v5/pins', {
        headers: bearer(got.json.access_token),
        data: {
          board_id: (await board.json()).id,
          media_source: { source_type: 'image_url', url: 'https://example.com/a.png' },
        },
      });
      expect(pin.status()).toBe(403);
      expect(await pin.json()).toMatchObject({
        code: 3,
        message: expect.stringContaining('pins:write'),
      });
      const secret = await api(page, 'BoardResource', 'create', { name: 'Private plans' });
      await api(page, 'BoardResource', 'update', { board_id: secret.id, privacy: 'secret' });
      const hidden = await request.get(`/v5/boards/${secret.id}`, {
        headers: bearer(got.json.access_token),
      });
      expect(hidden.status()).toBe(403);
      expect((await hidden.json()).message).toContain('boards:read_secret');
      const listed = await (
        await request.get('/v5/boards', { headers: bearer(got.json.access_token) })
      ).json();
      expect(listed.items.map((b: { name: string }) => b.name)).not.toContain('Private plans');

      // The person sees the app among those allowed.
      await page.goto('/settings/apps');
      await expect(page.getByRole('list', { name: 'Apps you allowed' })).toContainText(
        'E2E scheduler',
      );

      const refreshed = await tokenCall(request, app, {
        grant_type: 'refresh_token',
        refresh_token: got.json.refresh_token,
      });
      expect(refreshed.status).toBe(200);
      expect(
        (
          await request.get('/v5/user_account', { headers: bearer(got.json.access_token) })
        ).status(),
      ).toBe(401);
      const fresh = refreshed.json.access_token as string;
      expect((await request.get('/v5/user_account', { headers: bearer(fresh) })).status()).toBe(
        200,
      );

      const revoked = await request.post('/v5/oauth/token/revoke', {
        form: { token: fresh },
        headers: {
          authorization: `Basic ${Buffer.from(`${app.clientId}:${app.secret}`).toString('base64')}`,
        },
      });
      expect(revoked.status()).toBe(200);
      const refused = await request.get('/v5/user_account', { headers: bearer(fresh) });
      expect(refused.status()).toBe(401);
      expect(await refused.json()).toEqual({ code: 2, message: 'Authentication failed.' });
    } finally {
      await callback.close();
    }
  });

  test('deny sends the browser back with access_denied and no code', async ({ page }) => {
    const callback = await callbackServer();
    try {
      await signUp(page);
      const app = await registerApp(page, 'Denied app', callback.url);
      await page.goto(authorizeUrl(app.clientId, callback.url, pkce().challenge, 'pins:read'));
      await page.getByRole('button', { name: 'Deny' }).click();
      await page.waitForURL(`${callback.url}?**`);
      // The redirect itself (the browser may ask for /favicon.ico after it).
      const landed = callback.hits.filter((h) => h.pathname === '/callback').at(-1)!;
      expect(landed.searchParams.get('error')).toBe('access_denied');
      expect(landed.searchParams.get('code')).toBeNull();
    } finally {
      await callback.close();
    }
  });

  test('signed out, the consent page asks to log in and comes back', async ({ page }) => {
    await page.goto('/oauth/?client_id=1&response_type=code&scope=pins:read');
    await expect(page).toHaveURL(/\/login\?next=%2Foauth/);
  });
});

test.describe('Apps and API on a phone', () => {
  test.use(PHONE);

  test('make a token with chosen scopes, see it once, revoke it; the consent page fits', async ({
    page,
  }) => {
    await signUp(page);
    await page.goto('/settings/apps');
    await expect(page.getByRole('heading', { level: 1, name: 'Apps and API' })).toBeVisible();
    await expectClean(page, 390, true);
    const panel = page.getByRole('region', { name: 'Personal access tokens' });
    await panel.getByLabel('Token name').fill('Phone script');
    await panel.getByRole('checkbox', { name: /boards:write\b/ }).check();
    await panel.getByRole('button', { name: 'Make token' }).tap();
    const shown = panel.getByLabel('Your token “Phone script”');
    const token = await shown.inputValue();
    expect(token).toMatch(/^tack_pat_/);
    await expectClean(page, 390, true);
    await panel.getByRole('button', { name: 'Done' }).tap();
    const list = panel.getByRole('list', { name: 'Personal access tokens' });
    await expect(list).toContainText('boards:read, boards:write, pins:read');
    await expect(list).not.toContainText(token);
    expect((await page.request.get('/v5/boards', { headers: bearer(token) })).status()).toBe(200);

    // Keyboard: the confirmation opens, Escape closes it, focus goes back to Revoke.
    const revoke = list.getByRole('button', { name: 'Revoke Phone script' });
    await revoke.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Revoke “Phone script”?' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(revoke).toBeFocused();
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Revoke' }).tap();
    await expect(list).toHaveCount(0);
    expect((await page.request.get('/v5/boards', { headers: bearer(token) })).status()).toBe(401);

    const app = await api(page, 'ApiAppResource', 'create', {
      name: 'Phone app',
      redirect_uris: ['http://127.0.0.1:9/callback'],
    });
    await page.goto(
      authorizeUrl(app.clientId, 'http://127.0.0.1:9/callback', pkce().challenge, 'pins:read'),
    );
    await expect(page.getByRole('button', { name: 'Allow' })).toBeVisible();
    await expectClean(page, 390, true);
  });
});
