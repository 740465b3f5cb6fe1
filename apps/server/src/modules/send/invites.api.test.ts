import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines, type TestApp } from '../../../test/engines.ts';
import { testClient } from '../../../test/client.ts';
import { ok, people, pinBy, type Person } from '../notifications/people.testing.ts';

describeEngines('invite codes', (engine) => {
  let t: TestApp;
  let p: Record<string, Person>;
  let pin: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    p = await people(t, ['sam', 'kim', 'lee']);
    pin = await pinBy(p.sam!, 'Shared idea');
  });
  afterAll(() => t.close());

  const create = (who: Person, o: Record<string, unknown>) =>
    who.c.resource('InviteCodeResource', 'create', o);
  const metadata = (c: Person['c'], code: string) =>
    c.resource('InviteCodeMetadataResource', 'get', { invite_code: code });

  it('makes a link for a pin with its channel, and tells who shared it', async () => {
    const made = await ok(create(p.sam!, { object_type: 'pin', object_id: pin, channel: 'email' }));
    expect(made.invite_channel).toBe(2);
    expect(made.url).toBe(`/pin/${pin}/?invite_code=${made.invite_code}`);
    expect(made.invite_code).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const anon = testClient(t.app);
    const seen = await ok(metadata(anon, made.invite_code));
    expect(seen).toEqual({
      sender: {
        id: p.sam!.id,
        should_show_messaging: true,
        image_medium_url: null,
        is_default_image: true,
        first_name: 'Test',
        full_name: expect.any(String),
        username: 'sam',
      },
      invite_channel: 2,
      object_type: 'pin',
      object_id: pin,
    });
  });

  it('numbers the channels the popover leaves out as the spec does', async () => {
    for (const [channel, n] of [
      ['embed', 5],
      ['qr_code', 9],
      ['profile_link', 12],
      ['board_widget', 16],
    ] as const) {
      const made = await ok(create(p.sam!, { object_type: 'pin', object_id: pin, channel }));
      expect(made.invite_channel).toBe(n);
    }
  });

  it('links a board through the login flow, and a profile only for its owner', async () => {
    const board = await ok(
      create(p.sam!, { object_type: 'board', object_id: p.sam!.board, channel: 'copy_link' }),
    );
    expect(board.url).toBe(
      `/login/?board_url=%2Fsam%2Fsam-board%2F&invite_code=${board.invite_code}`,
    );
    const own = await ok(
      create(p.sam!, { object_type: 'user', object_id: p.sam!.id, channel: 'sms' }),
    );
    expect(own.url).toBe(`/sam/?invite_code=${own.invite_code}`);
    expect(
      (await create(p.kim!, { object_type: 'user', object_id: p.sam!.id, channel: 'sms' })).status,
    ).toBe(404);
  });

  it('refuses what the sender cannot see, unknown channels, and the signed out', async () => {
    const secret = await ok(p.sam!.c.resource('BoardResource', 'create', { name: 'Hush' }));
    await ok(
      p.sam!.c.resource('BoardResource', 'update', { board_id: secret.id, privacy: 'secret' }),
    );
    const hidden = await pinBy(p.sam!, 'Hidden', secret.id);
    expect(
      (await create(p.kim!, { object_type: 'pin', object_id: hidden, channel: 'email' })).status,
    ).toBe(404);
    expect(
      (await create(p.kim!, { object_type: 'board', object_id: secret.id, channel: 'email' }))
        .status,
    ).toBe(404);
    const bad = await create(p.sam!, { object_type: 'pin', object_id: pin, channel: 'pigeon' });
    expect(bad.status).toBe(400);
    const anon = testClient(t.app);
    expect(
      (
        await anon.resource('InviteCodeResource', 'create', {
          object_type: 'pin',
          object_id: pin,
          channel: 'email',
        })
      ).status,
    ).toBe(401);
  });

  it('answers 404 for an unknown code and 400 for a malformed one', async () => {
    const anon = testClient(t.app);
    expect((await metadata(anon, 'abcdefghijklmnop')).status).toBe(404);
    const bad = await metadata(anon, 'no spaces!');
    expect(bad.status).toBe(400);
    expect(bad.json.resource_response.error.message).toContain('invite code');
  });

  it('tells a signed-in viewer whether the two can message, and hides a blocker', async () => {
    const made = await ok(
      create(p.sam!, { object_type: 'pin', object_id: pin, channel: 'copy_link' }),
    );
    expect((await ok(metadata(p.kim!.c, made.invite_code))).sender.should_show_messaging).toBe(
      true,
    );
    // The sender themself: nothing to message.
    expect((await ok(metadata(p.sam!.c, made.invite_code))).sender.should_show_messaging).toBe(
      false,
    );
    // Kim takes messages only from people she follows: the two cannot message both ways.
    await ok(p.kim!.c.resource('UserPrivacyResource', 'update', { message_policy: 'following' }));
    expect((await ok(metadata(p.kim!.c, made.invite_code))).sender.should_show_messaging).toBe(
      false,
    );
    await ok(p.kim!.c.resource('UserPrivacyResource', 'update', { message_policy: 'everyone' }));
    // Lee blocks Sam: Lee still sees the sender but cannot message; Sam blocking Lee hides him.
    await ok(p.lee!.c.resource('UserBlockResource', 'create', { user_id: p.sam!.id }));
    expect((await ok(metadata(p.lee!.c, made.invite_code))).sender.should_show_messaging).toBe(
      false,
    );
    await ok(p.sam!.c.resource('UserBlockResource', 'create', { user_id: p.kim!.id }));
    expect((await metadata(p.kim!.c, made.invite_code)).status).toBe(404);
  });
});
