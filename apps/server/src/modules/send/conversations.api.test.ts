import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines, type TestApp } from '../../../test/engines.ts';
import { testClient } from '../../../test/client.ts';
import { fakeWebDist } from '../../../test/web-dist.ts';
import { ok, people, pinBy, type Person } from '../notifications/people.testing.ts';

describeEngines('conversations', (engine) => {
  let t: TestApp;
  let p: Record<string, Person>;
  let pin: string;
  // The conversation pages need a built shell; a clean checkout has none before the build.
  const web = fakeWebDist();

  beforeAll(async () => {
    t = await createTestApp(engine, { WEB_DIST: web.dir });
    p = await people(t, ['ann', 'ben', 'cat', 'dan']);
    // Ben and Dan follow Ann: Ann may write to both; Cat is connected to nobody.
    for (const who of ['ben', 'dan'])
      await ok(p[who]!.c.resource('UserFollowResource', 'create', { user_id: p.ann!.id }));
    pin = await pinBy(p.ann!, 'Look at this');
  });
  afterAll(async () => {
    await t.close();
    web.remove();
  });

  const count = async (who: Person) =>
    (await ok(who.c.resource('NotificationCountResource', 'get', {}))).messages as number;
  const list = async (who: Person) =>
    (await ok(who.c.resource('ConversationsResource', 'get', {}))).items as {
      id: string;
      with: { username: string };
      unread: number;
      lastMessage: { text: string; hasPin: boolean } | null;
    }[];

  it('puts a sent pin in the pair’s conversation, unread for the receiver', async () => {
    const sent = await ok(
      p.ann!.c.resource('PinSendResource', 'create', { pin_id: pin, user_ids: [p.ben!.id] }),
    );
    const [id] = sent.conversationIds;
    expect(await count(p.ben!)).toBe(1);
    expect(await count(p.ann!)).toBe(0);
    expect(await list(p.ben!)).toEqual([
      expect.objectContaining({
        id,
        with: expect.objectContaining({ username: 'ann' }),
        unread: 1,
      }),
    ]);
    const conversation = await ok(
      p.ben!.c.resource('ConversationResource', 'get', { conversation_id: id }),
    );
    expect(conversation.canReply).toBe(true);
    const [message] = conversation.messages;
    expect(message.pin.id).toBe(pin);
    expect(message.sender.username).toBe('ann');
    // The pin's invite code names Ann, channel 3 (message).
    const meta = await ok(
      p.ben!.c.resource('InviteCodeMetadataResource', 'get', { invite_code: message.inviteCode }),
    );
    expect(meta).toMatchObject({ sender: { id: p.ann!.id }, invite_channel: 3, object_id: pin });
    // Reading it clears the count; a second send lands in the same conversation.
    await ok(p.ben!.c.resource('ConversationResource', 'update', { conversation_id: id }));
    expect(await count(p.ben!)).toBe(0);
    const again = await ok(
      p.ann!.c.resource('PinSendResource', 'create', { pin_id: pin, user_ids: [p.ben!.id] }),
    );
    expect(again.conversationIds).toEqual([id]);
    expect((await list(p.ben!))[0]!.unread).toBe(1);
  });

  it('writes and replies with text; the newest conversation comes first', async () => {
    const started = await ok(
      p.ann!.c.resource('ConversationResource', 'create', { user_id: p.dan!.id, text: ' Hi Dan ' }),
    );
    expect(started.messages.map((m: { text: string }) => m.text)).toEqual(['Hi Dan']);
    const reply = await ok(
      p.dan!.c.resource('ConversationMessageResource', 'create', {
        conversation_id: started.id,
        text: 'Hello Ann',
      }),
    );
    expect(reply).toMatchObject({ text: 'Hello Ann', pin: null, sender: { username: 'dan' } });
    const mine = await list(p.ann!);
    expect(mine.map((c) => c.with.username)).toEqual(['dan', 'ben']);
    expect(mine[0]).toMatchObject({ unread: 1, lastMessage: { text: 'Hello Ann', hasPin: false } });
    // Starting again reopens the same conversation.
    const reopened = await ok(
      p.ann!.c.resource('ConversationResource', 'create', { user_id: p.dan!.id, text: 'Again' }),
    );
    expect(reopened.id).toBe(started.id);
    expect(reopened.messages).toHaveLength(3);
  });

  it('refuses empty messages, strangers and yourself, with a message per field', async () => {
    const empty = await p.ann!.c.resource('ConversationResource', 'create', { user_id: p.dan!.id });
    expect(empty.status).toBe(400);
    expect(empty.json.resource_response.error).toMatchObject({ field: 'text' });
    const stranger = await p.ann!.c.resource('ConversationResource', 'create', {
      user_id: p.cat!.id,
      text: 'Hi',
    });
    expect(stranger.status).toBe(400);
    expect(stranger.json.resource_response.error.field).toBe('user_id');
    const self = await p.ann!.c.resource('ConversationResource', 'create', {
      user_id: p.ann!.id,
      text: 'Hi',
    });
    expect(self.status).toBe(400);
    const long = await p.ann!.c.resource('ConversationResource', 'create', {
      user_id: p.dan!.id,
      text: 'x'.repeat(2001),
    });
    expect(long.status).toBe(400);
  });

  it('shows a conversation only to its two people: anyone else gets 404', async () => {
    const [conversation] = await list(p.ben!);
    const id = conversation!.id;
    for (const c of [p.cat!.c, p.dan!.c]) {
      expect(
        (await c.resource('ConversationResource', 'get', { conversation_id: id })).status,
      ).toBe(404);
      expect(
        (
          await c.resource('ConversationMessageResource', 'create', {
            conversation_id: id,
            text: 'x',
          })
        ).status,
      ).toBe(404);
      expect(
        (await c.resource('ConversationResource', 'update', { conversation_id: id })).status,
      ).toBe(404);
    }
    const anon = testClient(t.app);
    expect(
      (await anon.resource('ConversationResource', 'get', { conversation_id: id })).status,
    ).toBe(401);
    expect((await anon.resource('ConversationsResource', 'get', {})).status).toBe(401);
    // Its page: 200 for its people, 404 for anyone else (signed out too).
    expect((await p.ben!.c.get(`/conversation/${id}/`)).status).toBe(200);
    expect((await p.cat!.c.get(`/conversation/${id}/`)).status).toBe(404);
    expect((await anon.get(`/conversation/${id}/`)).status).toBe(404);
    expect((await p.cat!.c.get('/conversations/')).status).toBe(200);
  });

  it('stops blocked people from messaging, and hides the blocker’s conversation', async () => {
    const [conversation] = (await list(p.dan!)).filter((c) => c.with.username === 'ann');
    await ok(p.ann!.c.resource('UserBlockResource', 'create', { user_id: p.dan!.id }));
    // Dan is blocked by Ann: the conversation is gone for him.
    expect(
      (
        await p.dan!.c.resource('ConversationResource', 'get', {
          conversation_id: conversation!.id,
        })
      ).status,
    ).toBe(404);
    expect((await list(p.dan!)).some((c) => c.with.username === 'ann')).toBe(false);
    // Ann still sees it, but may not write to the person she blocked.
    const seen = await ok(
      p.ann!.c.resource('ConversationResource', 'get', { conversation_id: conversation!.id }),
    );
    expect(seen.canReply).toBe(false);
    const refused = await p.ann!.c.resource('ConversationMessageResource', 'create', {
      conversation_id: conversation!.id,
      text: 'Still there?',
    });
    expect(refused.status).toBe(400);
    expect(
      (await p.ann!.c.resource('PinSendResource', 'create', { pin_id: pin, user_ids: [p.dan!.id] }))
        .status,
    ).toBe(400);
  });

  it('leaves out a shared pin the reader can no longer see', async () => {
    const board = await ok(p.ann!.c.resource('BoardResource', 'create', { name: 'Later secret' }));
    const soon = await pinBy(p.ann!, 'Soon hidden', board.id);
    const sent = await ok(
      p.ann!.c.resource('PinSendResource', 'create', { pin_id: soon, user_ids: [p.ben!.id] }),
    );
    await ok(
      p.ann!.c.resource('BoardResource', 'update', { board_id: board.id, privacy: 'secret' }),
    );
    const seen = await ok(
      p.ben!.c.resource('ConversationResource', 'get', {
        conversation_id: sent.conversationIds[0],
      }),
    );
    const last = seen.messages.at(-1);
    expect(last).toMatchObject({ pin: null, inviteCode: null });
    expect(JSON.stringify(seen)).not.toContain('Soon hidden');
  });
});
