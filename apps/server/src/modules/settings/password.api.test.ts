import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines } from '../../../test/engines.ts';
import { dataOf, testClient } from '../../../test/client.ts';

const PASSWORD = 'correct horse battery';

// Issue 16, settings: a password change needs the current password and the signup rules, signs
// out every other session and keeps this one.
describeEngines('change password', (engine) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp(engine, { LOGIN_RATE_LIMIT: '5' });
  });
  afterAll(() => t.close());

  const logIn = async (username: string, password = PASSWORD) => {
    const c = testClient(t.app);
    const res = await c.resource('UserSessionResource', 'create', {
      email: `${username}@example.com`,
      password,
    });
    return { c, res };
  };
  const signedIn = async (c: ReturnType<typeof testClient>) =>
    dataOf(await c.resource('UserSessionResource', 'get', {})).isAuthenticated as boolean;

  it('signs out the other sessions, keeps this one, and the new password is the one that works', async () => {
    const here = testClient(t.app);
    await here.signup('pwd');
    const phone = (await logIn('pwd')).c;
    const laptop = (await logIn('pwd')).c;
    const res = await here.resource('PasswordChangeResource', 'update', {
      current_password: PASSWORD,
      new_password: 'a brand new passphrase',
    });
    expect(res.status, res.body).toBe(200);
    expect(dataOf(res)).toEqual({ signedOutSessions: 2 });
    expect(await signedIn(here)).toBe(true);
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(laptop)).toBe(false);
    expect((await logIn('pwd')).res.status).toBe(401);
    expect((await logIn('pwd', 'a brand new passphrase')).res.status).toBe(200);
  });

  it('refuses a wrong current password and a weak or unchanged new one, per field', async () => {
    const c = testClient(t.app);
    await c.signup('pwd2');
    const other = (await logIn('pwd2')).c;
    const wrong = await c.resource('PasswordChangeResource', 'update', {
      current_password: 'not it at all',
      new_password: 'a brand new passphrase',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.resource_response.error.errors).toEqual([
      { field: 'current_password', message: 'That password is incorrect' },
    ]);
    const weak = await c.resource('PasswordChangeResource', 'update', {
      current_password: '',
      new_password: 'short',
    });
    expect(weak.status).toBe(400);
    expect(weak.json.resource_response.error.errors).toEqual([
      { field: 'current_password', message: 'Enter your current password' },
      { field: 'new_password', message: 'Password must be at least 8 characters' },
    ]);
    const breached = await c.resource('PasswordChangeResource', 'update', {
      current_password: PASSWORD,
      new_password: 'Password123!',
    });
    expect(breached.status).toBe(400);
    expect(breached.json.resource_response.error.errors).toEqual([
      {
        field: 'new_password',
        message:
          'This password is one of the most common ones, found in breached password lists. Choose another',
      },
    ]);
    const same = await c.resource('PasswordChangeResource', 'update', {
      current_password: PASSWORD,
      new_password: PASSWORD,
    });
    expect(same.status).toBe(400);
    expect(same.json.resource_response.error.errors).toEqual([
      { field: 'new_password', message: 'Choose a new password, not the one you have now' },
    ]);
    // Nothing changed: the other session is still in, the old password still works.
    expect(await signedIn(other)).toBe(true);
    expect((await logIn('pwd2')).res.status).toBe(200);
  });

  it('limits guesses of the current password (a borrowed session cannot try them all)', async () => {
    const c = testClient(t.app);
    await c.signup('pwd3');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (
          await c.resource('PasswordChangeResource', 'update', {
            current_password: `guess number ${i}`,
            new_password: 'a brand new passphrase',
          })
        ).status,
      );
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('needs a session', async () => {
    const res = await testClient(t.app).resource('PasswordChangeResource', 'update', {
      current_password: PASSWORD,
      new_password: 'a brand new passphrase',
    });
    expect(res.status).toBe(401);
  });
});
