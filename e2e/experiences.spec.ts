import { expect, test, type Browser, type Page } from '@playwright/test';
import { api, grantOperator, signUp } from './helpers.ts';

const HOME_MODAL = 1000503;

async function operatorPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/');
  const { username } = await signUp(page);
  grantOperator(username);
  return page;
}

test.describe.configure({ mode: 'serial' });

let operator: Page;
let experienceId: string | null = null;

test.afterAll(async () => {
  // Leave nothing live for the tests that follow on the same server.
  if (experienceId)
    await api(operator, 'AdminExperienceResource', 'update', { id: experienceId, paused: true });
});

test('an operator authors a modal for signed-in users; a user sees it once, completes it, and never again; signed-out visitors never see it', async ({
  browser,
}) => {
  operator = await operatorPage(browser);
  const title = `Hello from the team ${Date.now()}`;
  await operator.goto('/');
  await operator.getByRole('button', { name: 'Account' }).click();
  await operator.getByRole('menuitem', { name: 'Messages' }).click();
  await expect(operator).toHaveURL(/\/admin\/experiences$/);
  await operator.getByRole('link', { name: 'New message' }).click();

  await operator.getByLabel('Name').fill('E2E welcome modal');
  await operator.getByLabel(/^Kind/).selectOption('modal');
  await operator.getByLabel('Placement id').fill(String(HOME_MODAL));
  await operator.getByLabel('Experience id').fill(String(Date.now() % 1_000_000_000));
  const json = operator.getByLabel('Display data (JSON)');
  await json.fill('{"title": "Half a modal"}');
  // The live preview says an invalid modal renders nothing...
  await expect(operator.getByText(/renders nothing/)).toBeVisible();
  await json.fill(
    JSON.stringify({
      title,
      body: 'We are glad you are here.',
      completeButton: { text: 'Sounds good' },
      dismissButton: { text: 'Close' },
    }),
  );
  // ...and shows a valid one as a viewer would see it.
  const preview = operator.getByTestId('preview');
  await expect(preview.getByRole('dialog', { name: title })).toBeVisible();
  await operator.getByLabel('Signed in').selectOption('yes');
  await operator.getByRole('button', { name: 'Create message' }).click();
  await expect(operator).toHaveURL(/\/admin\/experiences$/);
  const row = operator.getByRole('row', { name: /E2E welcome modal/ });
  await expect(row).toContainText('Live');
  experienceId = (await api(operator, 'AdminExperiencesResource', 'get', {})).items.find(
    (e: { name: string }) => e.name === 'E2E welcome modal',
  ).id;

  // A signed-out visitor never sees it.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/');
  await expect(visitor.getByTestId('pin-grid')).toBeVisible();
  await visitor.waitForTimeout(1500);
  await expect(visitor.getByRole('dialog', { name: title })).toHaveCount(0);

  // A signed-in user sees it, completes it...
  const user = await (await browser.newContext()).newPage();
  await user.goto('/');
  await signUp(user);
  await user.reload();
  const modal = user.getByRole('dialog', { name: title });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Sounds good' }).click();
  await expect(modal).toHaveCount(0);
  // ...and never sees it again.
  await user.reload();
  await expect(user.getByTestId('pin-grid')).toBeVisible();
  await user.waitForTimeout(1500);
  await expect(user.getByRole('dialog', { name: title })).toHaveCount(0);

  await operator.reload();
  const counted = operator.getByRole('row', { name: /E2E welcome modal/ });
  await expect(counted.getByRole('cell').nth(5)).toHaveText('1');
  await expect(counted.getByRole('cell').nth(6)).toHaveText('1');
  // Pausing from the list takes it off the air.
  await counted.getByRole('button', { name: 'Pause E2E welcome modal' }).click();
  await expect(counted).toContainText('Paused');
});
