import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines, type TestApp } from '../../../test/engines.ts';
import { dataOf as data, testClient, type TestClient } from '../../../test/client.ts';
import { canMessage } from './privacy.service.ts';

// "Who can message you" is stored per person and answered by `canMessage` for whatever sends.
describeEngines('who can message you', (engine) => {
  let t: TestApp;
  let kim: TestClient, lee: TestClient;
  let kimId: string, leeId: string, monId: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    [kim, lee] = [testClient(t.app), testClient(t.app)];
    kimId = (await kim.signup('kim')).viewer.id;
    leeId = (await lee.signup('lee')).viewer.id;
    monId = (await testClient(t.app).signup('mon')).viewer.id;
  });
  afterAll(() => t?.close());

  it('is everyone by default, and changes by the settings call', async () => {
    expect(data(await kim.resource('UserPrivacyResource', 'get', {}))).toEqual({
      messagePolicy: 'everyone',
    });
    expect(await canMessage(t.db.db, leeId, kimId)).toBe(true);
    const res = await kim.resource('UserPrivacyResource', 'update', {
      message_policy: 'following',
    });
    expect(data(res)).toEqual({ messagePolicy: 'following' });
    expect(data(await kim.resource('UserPrivacyResource', 'get', {})).messagePolicy).toBe(
      'following',
    );
  });

  it('refuses a value it does not know, in words, on the field', async () => {
    const res = await kim.resource('UserPrivacyResource', 'update', { message_policy: 'friends' });
    expect(res.status).toBe(400);
    expect(res.json.resource_response.error.errors).toEqual([
      { field: 'message_policy', message: 'Choose everyone, people you follow, or no one' },
    ]);
    expect((await testClient(t.app).resource('UserPrivacyResource', 'get', {})).status).toBe(401);
  });

  it('lets only people Kim follows through, then nobody, and never across a block', async () => {
    expect(await canMessage(t.db.db, leeId, kimId)).toBe(false);
    await kim.resource('UserFollowResource', 'create', { user_id: leeId });
    expect(await canMessage(t.db.db, leeId, kimId)).toBe(true);
    expect(await canMessage(t.db.db, monId, kimId)).toBe(false);
    await kim.resource('UserBlockResource', 'create', { user_id: leeId });
    expect(await canMessage(t.db.db, leeId, kimId)).toBe(false);
    // The blocker cannot message the person she blocked either.
    expect(await canMessage(t.db.db, kimId, leeId)).toBe(false);
    await kim.resource('UserBlockResource', 'delete', { user_id: leeId });
    await kim.resource('UserPrivacyResource', 'update', { message_policy: 'nobody' });
    expect(await canMessage(t.db.db, monId, kimId)).toBe(false);
    expect(await canMessage(t.db.db, kimId, monId)).toBe(true);
  });
});
