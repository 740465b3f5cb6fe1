import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import { api, homePins, PASSWORD, signUp } from './helpers.ts';

// Issue 14, the route table's pages as a person uses them: a pin's comment thread (reply, report,
// delete with its replies, read signed out), /me/, the board's edit page, Today, and the page
// views the event log keeps (landing page type, deeplink or click: MC §2.2).

test('a comment thread: reply, report, delete with its replies; read signed out', async ({
  browser,
}) => {
  const make = async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const me = await signUp(page);
    return { context, page, ...me };
  };
  const bea = await make();
  const cal = await make();
  const [pin] = await homePins(bea.page, 1);
  await api(bea.page, 'PinCommentResource', 'create', { pin_id: pin!.id, text: 'Where is this?' });

  // Cal replies to Bea's comment.
  await cal.page.goto(`/pin/${pin!.id}/comments`);
  const thread = cal.page.getByRole('region', { name: /comments?$/ });
  await expect(thread.getByRole('heading', { level: 2 })).toHaveText('1 comment');
  await thread.getByRole('button', { name: 'Reply' }).click();
  await thread.getByLabel('Reply to Tess').fill('In the old town');
  await thread.getByRole('button', { name: 'Reply', exact: true }).last().click();
  const replies = thread.getByRole('list', { name: 'Replies to Tess' });
  await expect(replies.locator('.comment-text')).toHaveText(['In the old town']);
  await expect(thread.getByRole('heading', { level: 2 })).toHaveText('2 comments');

  // ...and reports the question; the dialog closes with Escape first, focus back on Report.
  const reportButton = thread.getByRole('button', { name: 'Report comment by Tess' }).first();
  await reportButton.click();
  const dialog = cal.page.getByRole('dialog', { name: 'Report comment' });
  await expect(dialog).toBeVisible();
  await cal.page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(reportButton).toBeFocused();
  await reportButton.click();
  await dialog.getByText('Spam', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Report' }).click();
  await expect(dialog).toBeHidden();
  await expect(thread.getByText('Reported')).toBeVisible();
  // Cal cannot report his own reply.
  await expect(replies.getByRole('button', { name: /^Report/ })).toHaveCount(0);

  // Signed out, the thread reads the same, with nothing to answer or report.
  const visitor = await browser.newPage();
  await visitor.goto(`/pin/${pin!.id}/comments`);
  const read = visitor.getByRole('region', { name: /comments?$/ });
  await expect(read.locator('.comment-text')).toHaveText(['Where is this?', 'In the old town']);
  await expect(read.getByRole('button', { name: /Reply|Report/ })).toHaveCount(0);
  await expect(read.getByRole('link', { name: 'Log in' })).toBeVisible();

  // Bea deletes her comment: its reply goes with it.
  await bea.page.goto(`/pin/${pin!.id}/comments`);
  const own = bea.page.getByRole('region', { name: /comments?$/ });
  await own.getByRole('button', { name: 'Delete comment by Tess' }).click();
  const confirm = bea.page.getByRole('dialog', { name: 'Delete this comment?' });
  await expect(confirm).toContainText('its replies with it');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(own.getByRole('heading', { level: 2 })).toHaveText('0 comments');
  await bea.context.close();
  await cal.context.close();
  await visitor.close();
});

test('/me/ is your own profile, or logs you in and then is', async ({ page }) => {
  const { username } = await signUp(page);
  await page.context().clearCookies();
  await page.goto('/me/');
  await expect(page).toHaveURL(/\/login\?next=%2Fme%2F$/);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`/${username}/$`));
});

test("a board's edit page renames it; its collaborators page invites", async ({ page }) => {
  await signUp(page);
  const board = await api(page, 'BoardResource', 'create', { name: 'Kitchen ideas' });
  await page.goto(`/board/${board.id}/edit/`);
  await expect(page.getByRole('heading', { name: 'Edit Kitchen ideas' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill('Pantry ideas');
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/pantry-ideas\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Pantry ideas');
  await page.goto(`/board/${board.id}/edit/add_collaborators/`);
  await expect(page.getByLabel('Invite by username')).toBeFocused();
  await page.getByRole('link', { name: 'Collaborators' }).click();
  await expect(page).toHaveURL(new RegExp(`/board/${board.id}/edit/collaborators/$`));
});

test("Today: the last days' stories, each opening its article", async ({ page }) => {
  await signUp(page);
  // A save now: the demo's saves of the last days and this one make the day's stories.
  const [pin] = await homePins(page, 1);
  await api(page, 'RepinResource', 'create', { pin_id: pin!.id });
  await page.goto('/today/');
  const stories = page.locator('.today-story');
  await expect(stories.first()).toBeVisible();
  const title = (await stories.first().getByRole('heading').textContent())!;
  await stories.first().getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/today\/article\/\d+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.locator('.card-wrap').first()).toBeVisible();
  await page.getByRole('link', { name: 'Trending' }).click();
  await expect(page.locator('.trending-list li').first()).toContainText(title);
});

/** The page views the browser logged, read back from the server's database (read-only). */
function pageViews(
  userId: string,
): { page_kind: string; aux: { landing: string; entry: string } }[] {
  const dir = process.env.TACK_E2E_DATA_DIR!;
  const db = new Database(path.join(dir, 'tack.db'), { readonly: true, fileMustExist: true });
  try {
    return (
      db
        .prepare(
          'SELECT page_kind, aux_data FROM events WHERE user_id = ? AND event_type = 2 ORDER BY id',
        )
        .all(userId) as { page_kind: string; aux_data: string }[]
    ).map((r) => ({ page_kind: r.page_kind, aux: JSON.parse(r.aux_data) }));
  } finally {
    db.close();
  }
}

async function flush(page: Page) {
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
}

test('page views: landing on your own board is a deeplink, a link followed a click', async ({
  page,
}) => {
  const { id } = await signUp(page);
  const board = await api(page, 'BoardResource', 'create', { name: 'Landing' });
  await page.goto(board.url);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Landing');
  await page.getByRole('link', { name: 'Explore' }).first().click();
  await expect(page).toHaveURL(/\/ideas\/$/);
  await flush(page);
  await expect
    .poll(() => pageViews(id))
    .toEqual([
      { page_kind: 'board', aux: { landing: 'own_board', entry: 'deeplink' } },
      { page_kind: 'ideas-root', aux: { landing: 'ideas', entry: 'click' } },
    ]);
}); // prettier-ignore
