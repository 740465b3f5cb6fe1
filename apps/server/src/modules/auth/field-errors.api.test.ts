import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines } from '../../../test/engines.ts';
import { testClient } from '../../../test/client.ts';

// Issue 21, item 4: a form shows every bad field at once, each message in words under its field.
describeEngines('per-field errors', (engine) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('a sign-up with several bad fields names each one with its own message, in words', async () => {
    const res = await testClient(t.app).resource('UserRegisterResource', 'create', {
      email: 'nope',
      password: 'short',
      username: 'no spaces!',
      first_name: 'Bo',
    });
    expect(res.status).toBe(400);
    const error = res.json.resource_response.error;
    // The first field and the one-line message stay as older clients read them.
    expect(error.field).toBe('email');
    expect(error.message).toBe('options.email: Enter a valid email address');
    expect(error.errors).toEqual([
      { field: 'email', message: 'Enter a valid email address' },
      { field: 'password', message: 'Password must be at least 8 characters' },
      { field: 'username', message: 'Use only letters, numbers and underscores' },
    ]);
  });

  it('a field the service refuses (a taken username) comes back in the list too', async () => {
    const c = testClient(t.app);
    const body = {
      email: 'kim@example.com',
      password: 'correct horse battery',
      username: 'kim',
      first_name: 'Kim',
    };
    expect((await c.resource('UserRegisterResource', 'create', body)).status).toBe(200);
    const again = await testClient(t.app).resource('UserRegisterResource', 'create', {
      ...body,
      email: 'kim2@example.com',
    });
    expect(again.status).toBe(409);
    expect(again.json.resource_response.error.errors).toEqual([
      { field: 'username', message: 'That username is taken' },
    ]);
  });

  it('an error without a field carries no list', async () => {
    const res = await testClient(t.app).resource('PinResource', 'get', { id: '999999999' });
    expect(res.status).toBe(404);
    expect(res.json.resource_response.error.errors).toBeUndefined();
  });
});
