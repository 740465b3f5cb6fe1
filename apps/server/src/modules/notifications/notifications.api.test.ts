import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines, type TestApp } from '../../../test/engines.ts';
import { testClient } from '../../../test/client.ts';
import { GROUP_WINDOW_MS } from './notification-rules.ts';
import { notify } from './notify.ts';
import { linesOf, ok, people, pinBy, save, unreadOf, type Person } from './people.testing.ts';

describeEngines('notifications', (engine) => {
  let t: TestApp;
  let p: Record<string, Person>;

  beforeAll(async () => {
    t = await createTestApp(engine);
    p = await people(t, ['alice', 'bob', 'carol', 'dan', 'erin']);
  });
  afterAll(() => t.close());

  const seenAll = async (who: Person) => {
    const page = await ok(who.c.resource('NotificationsResource', 'get', {}));
    if (page.newest)
      await ok(who.c.resource('NotificationsSeenResource', 'update', { up_to: page.newest }));
  };

  it('tells a pinner their pin was saved, never for their own save', async () => {
    const pin = await pinBy(p.alice!, 'Lemon tart');
    await save(p.alice!, pin);
    expect(await linesOf(p.alice!)).toEqual([]);
    await save(p.bob!, pin);
    const [line, ...rest] = await linesOf(p.alice!);
    expect(rest).toEqual([]);
    expect(line).toMatchObject({
      kind: 'pin_saved',
      actorCount: 1,
      actors: [{ username: 'bob' }],
      unread: true,
      pin: { id: pin, title: 'Lemon tart' },
      board: null,
      url: `/pin/${pin}/`,
    });
    expect(line!.pin!.imageUrl).toMatch(/^\/media\/136x136\//);
    expect(await unreadOf(p.alice!)).toBe(1);
    expect(await linesOf(p.bob!)).toEqual([]);
    await seenAll(p.alice!);
  });

  it('groups saves of one pin into one line, newest first, and keeps pins apart', async () => {
    const pin = await pinBy(p.alice!, 'Grouped');
    const other = await pinBy(p.alice!, 'Apart');
    for (const who of ['bob', 'carol', 'dan']) await save(p[who]!, pin);
    await save(p.bob!, pin); // again: Bob moves to the front, the count stays
    await save(p.erin!, other);
    const lines = (await linesOf(p.alice!)).filter((l) => l.unread);
    expect(lines.map((l) => [l.pin?.title, l.actorCount])).toEqual([
      ['Apart', 1],
      ['Grouped', 3],
    ]);
    expect(lines[1]!.actors.map((a) => a.username)).toEqual(['bob', 'dan', 'carol']);
    expect(await unreadOf(p.alice!)).toBe(2);
  });

  it('marks lines read up to the newest seen, and what comes after is a new line', async () => {
    const page = await ok(p.alice!.c.resource('NotificationsResource', 'get', {}));
    const seen = await ok(
      p.alice!.c.resource('NotificationsSeenResource', 'update', { up_to: page.newest }),
    );
    expect(seen.unread).toBe(0);
    expect((await linesOf(p.alice!)).every((l) => !l.unread)).toBe(true);
    const grouped = page.items[1].pin.id as string;
    await save(p.erin!, grouped);
    const lines = await linesOf(p.alice!);
    expect(lines[0]).toMatchObject({ unread: true, actorCount: 1, pin: { id: grouped } });
    expect(lines.filter((l) => l.pin?.id === grouped)).toHaveLength(2);
    expect(await unreadOf(p.alice!)).toBe(1);
    // Marking read up to an older event leaves the newer line unread.
    await ok(p.alice!.c.resource('NotificationsSeenResource', 'update', { up_to: page.newest }));
    expect(await unreadOf(p.alice!)).toBe(1);
    await seenAll(p.alice!);
  });

  it('starts a new line once the grouping window has passed', async () => {
    const pin = await pinBy(p.alice!, 'Windowed');
    const t0 = Date.now() - 2 * GROUP_WINDOW_MS;
    const event = { kind: 'pin_saved' as const, recipientId: p.alice!.id, pinId: pin };
    await notify(t.db.db, { ...event, actorId: p.bob!.id }, t0);
    await notify(t.db.db, { ...event, actorId: p.carol!.id }, t0 + GROUP_WINDOW_MS / 2);
    await notify(t.db.db, { ...event, actorId: p.dan!.id }, t0 + GROUP_WINDOW_MS + 1);
    const lines = (await linesOf(p.alice!)).filter((l) => l.pin?.id === pin);
    expect(lines.map((l) => l.actorCount)).toEqual([1, 2]);
    await seenAll(p.alice!);
  });

  it('pages newest first with a bookmark', async () => {
    const first = await ok(p.alice!.c.resource('NotificationsResource', 'get', { page_size: 2 }));
    expect(first.items).toHaveLength(2);
    expect(first.bookmark).toEqual(expect.any(String));
    const second = await ok(
      p.alice!.c.resource('NotificationsResource', 'get', {
        page_size: 2,
        bookmark: first.bookmark,
      }),
    );
    const ids = [...first.items, ...second.items].map((l: { id: string }) => l.id);
    expect(new Set(ids).size).toBe(ids.length);
    const all = await linesOf(p.alice!, { page_size: 50 });
    expect(all.slice(0, 4).map((l) => l.id)).toEqual(ids);
  });

  it('tells of follows of a person and of a board, once per follow', async () => {
    await ok(p.bob!.c.resource('UserFollowResource', 'create', { user_id: p.carol!.id }));
    await ok(p.bob!.c.resource('UserFollowResource', 'create', { user_id: p.carol!.id }));
    await ok(p.dan!.c.resource('UserFollowResource', 'create', { user_id: p.carol!.id }));
    expect((await p.erin!.c.put(`/v3/boards/${p.carol!.board}/follow/`)).status).toBe(200);
    const lines = await linesOf(p.carol!);
    expect(lines.map((l) => [l.kind, l.actorCount])).toEqual([
      ['board_followed', 1],
      ['user_followed', 2],
    ]);
    expect(lines[0]!.board).toMatchObject({ name: 'carol board', url: '/carol/carol-board/' });
    expect(lines[0]!.url).toBe('/carol/carol-board/');
    expect(lines[1]!.url).toBe('/dan/');
  });

  it('tells of reactions on your pin, not your own', async () => {
    const pin = await pinBy(p.dan!, 'Reacted');
    await ok(p.dan!.c.resource('PinReactionResource', 'create', { pin_id: pin, reaction_type: 1 }));
    expect(await linesOf(p.dan!)).toEqual([]);
    await ok(
      p.erin!.c.resource('PinReactionResource', 'create', { pin_id: pin, reaction_type: 1 }),
    );
    await ok(
      p.erin!.c.resource('PinReactionResource', 'create', { pin_id: pin, reaction_type: 7 }),
    );
    const lines = await linesOf(p.dan!);
    expect(lines.map((l) => [l.kind, l.actorCount, l.pin?.id])).toEqual([['pin_reacted', 1, pin]]);
  });

  it('tells of invites (the invitee sees a secret board by name) and of accepted ones', async () => {
    const board = await ok(p.bob!.c.resource('BoardResource', 'create', { name: 'Hidden plan' }));
    await ok(
      p.bob!.c.resource('BoardResource', 'update', { board_id: board.id, privacy: 'secret' }),
    );
    await ok(
      p.bob!.c.resource('BoardInviteResource', 'create', { board_id: board.id, username: 'erin' }),
    );
    const [invite] = await linesOf(p.erin!);
    expect(invite).toMatchObject({
      kind: 'board_invited',
      board: { name: 'Hidden plan' },
      // Not a member yet: the board's page would be a 404, so the line opens her invites.
      url: '/erin/',
    });
    await ok(p.erin!.c.resource('BoardInviteResource', 'update', { board_id: board.id }));
    expect((await linesOf(p.erin!))[0]!.url).toBe(board.url);
    const [accepted] = await linesOf(p.bob!);
    expect(accepted).toMatchObject({ kind: 'invite_accepted', actors: [{ username: 'erin' }] });
    expect(accepted!.url).toBe(board.url);

    // A declined invite to a secret board is no longer shown.
    const other = await ok(p.bob!.c.resource('BoardResource', 'create', { name: 'Other plan' }));
    await ok(
      p.bob!.c.resource('BoardResource', 'update', { board_id: other.id, privacy: 'secret' }),
    );
    await ok(
      p.bob!.c.resource('BoardInviteResource', 'create', { board_id: other.id, username: 'dan' }),
    );
    expect((await linesOf(p.dan!)).some((l) => l.board?.id === other.id)).toBe(true);
    await ok(
      p.dan!.c.resource('BoardInviteResource', 'delete', {
        board_id: other.id,
        invited_user_id: p.dan!.id,
      }),
    );
    expect((await linesOf(p.dan!)).some((l) => l.board?.id === other.id)).toBe(false);
  });

  it('hides lines whose pin was deleted or went out of sight, and shows them again', async () => {
    // Carol collaborates on Bob's board and pins there; Alice saves Carol's pin.
    const shared = await ok(p.bob!.c.resource('BoardResource', 'create', { name: 'Shared' }));
    await ok(
      p.bob!.c.resource('BoardInviteResource', 'create', {
        board_id: shared.id,
        username: 'carol',
      }),
    );
    await ok(p.carol!.c.resource('BoardInviteResource', 'update', { board_id: shared.id }));
    const pin = await pinBy(p.carol!, 'On a shared board', shared.id);
    await save(p.alice!, pin);
    const mentions = async () => (await linesOf(p.carol!)).filter((l) => l.pin?.id === pin);
    expect(await mentions()).toHaveLength(1);
    const before = await unreadOf(p.carol!);
    // Bob turns the board secret and removes Carol: she no longer sees the pin, nor the line.
    await ok(
      p.bob!.c.resource('BoardResource', 'update', { board_id: shared.id, privacy: 'secret' }),
    );
    await ok(
      p.bob!.c.resource('BoardCollaboratorResource', 'delete', {
        board_id: shared.id,
        invited_user_id: p.carol!.id,
      }),
    );
    expect(await mentions()).toHaveLength(0);
    // Her invite to the board went out of sight with it.
    expect(await unreadOf(p.carol!)).toBe(before - 2);
    await ok(
      p.bob!.c.resource('BoardResource', 'update', { board_id: shared.id, privacy: 'public' }),
    );
    expect(await mentions()).toHaveLength(1);

    const gone = await pinBy(p.carol!, 'Deleted soon');
    await save(p.dan!, gone);
    expect((await linesOf(p.carol!)).some((l) => l.pin?.id === gone)).toBe(true);
    await ok(p.carol!.c.resource('PinResource', 'delete', { id: gone }));
    expect((await linesOf(p.carol!)).some((l) => l.pin?.id === gone)).toBe(false);
  });

  it('tells the original pinner too when a save of their pin is saved', async () => {
    const pin = await pinBy(p.erin!, 'Chain');
    const copy = (await save(p.bob!, pin)).id as string;
    await save(p.dan!, copy);
    expect((await linesOf(p.bob!)).find((l) => l.pin?.id === copy)).toMatchObject({
      kind: 'pin_saved',
      actors: [{ username: 'dan' }],
    });
    expect(
      (await linesOf(p.erin!)).find((l) => l.pin?.id === pin)?.actors.map((a) => a.username),
    ).toEqual(['dan', 'bob']);
  });

  it('respects settings: muted kinds are not shown, and not stored when no channel wants them', async () => {
    const settings = await ok(p.dan!.c.resource('NotificationSettingsResource', 'get', {}));
    expect(settings).toMatchObject({
      inApp: { pin_saved: true, user_followed: true },
      email: { pin_saved: true },
      emailDigest: 'daily',
    });
    const pin = await pinBy(p.dan!, 'Muted later');
    await save(p.alice!, pin);
    const count = await unreadOf(p.dan!);
    const changed = await ok(
      p.dan!.c.resource('NotificationSettingsResource', 'update', { in_app: { pin_saved: false } }),
    );
    expect(changed.inApp).toMatchObject({ pin_saved: false, pin_reacted: true });
    expect((await linesOf(p.dan!)).some((l) => l.kind === 'pin_saved')).toBe(false);
    expect(await unreadOf(p.dan!)).toBe(count - 1);
    // Still wanted by email: stored, shown again once switched back on.
    await save(p.bob!, pin);
    const stored = () =>
      t.db.db
        .selectFrom('notification_actors as a')
        .innerJoin('notifications as n', 'n.id', 'a.notification_id')
        .select('a.actor_id')
        .where('n.recipient_id', '=', p.dan!.id)
        .where('n.pin_id', '=', pin)
        .execute();
    expect(await stored()).toHaveLength(2);
    await ok(
      p.dan!.c.resource('NotificationSettingsResource', 'update', {
        email: { pin_saved: false },
      }),
    );
    await save(p.carol!, pin);
    expect(await stored()).toHaveLength(2);
    await ok(
      p.dan!.c.resource('NotificationSettingsResource', 'update', {
        in_app: { pin_saved: true },
        email_digest: 'immediate',
      }),
    );
    const line = (await linesOf(p.dan!)).find((l) => l.pin?.id === pin);
    expect(line?.actors.map((a) => a.username)).toEqual(['bob', 'alice']);
    const now = await ok(p.dan!.c.resource('NotificationSettingsResource', 'get', {}));
    expect(now).toMatchObject({
      inApp: { pin_saved: true },
      email: { pin_saved: false },
      emailDigest: 'immediate',
    });
  });

  it('refuses bad input with a message, and asks strangers to log in', async () => {
    const bad = await p.dan!.c.resource('NotificationSettingsResource', 'update', {
      in_app: { nonsense: true },
    });
    expect(bad.status).toBe(400);
    const digest = await p.dan!.c.resource('NotificationSettingsResource', 'update', {
      email_digest: 'hourly',
    });
    expect(digest.status).toBe(400);
    expect(
      (await p.dan!.c.resource('NotificationsSeenResource', 'update', { up_to: 'x' })).status,
    ).toBe(400);
    expect(
      (await p.dan!.c.resource('NotificationsResource', 'get', { page_size: 500 })).status,
    ).toBe(400);
    const anon = testClient(t.app);
    for (const name of ['NotificationsResource', 'NotificationCountResource'])
      expect((await anon.resource(name, 'get', {})).status).toBe(401);
  });
});
