import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines, type TestApp } from '../../../test/engines.ts';
import { testClient } from '../../../test/client.ts';
import {
  linesOf,
  ok,
  people,
  pinBy,
  unreadOf,
  type Person,
} from '../notifications/people.testing.ts';

describeEngines('sending a pin to a person', (engine) => {
  let t: TestApp;
  let p: Record<string, Person>;
  let pin: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    p = await people(t, ['sam', 'fran', 'fiona', 'leo', 'stranger']);
    // Fran and Fiona follow Sam; Sam follows Leo. Nobody follows the stranger.
    for (const who of ['fran', 'fiona'])
      await ok(p[who]!.c.resource('UserFollowResource', 'create', { user_id: p.sam!.id }));
    await ok(p.sam!.c.resource('UserFollowResource', 'create', { user_id: p.leo!.id }));
    pin = await pinBy(p.stranger!, 'Worth sharing');
  });
  afterAll(() => t.close());

  const send = (from: Person, to: Person[], pinId = pin) =>
    from.c.resource('PinSendResource', 'create', {
      pin_id: pinId,
      user_ids: to.map((x) => x.id),
    });
  const recipients = async (who: Person, query = '') =>
    (await ok(who.c.resource('SendRecipientsResource', 'get', { query }))).items.map(
      (u: { username: string }) => u.username,
    );

  it('offers the people you follow and who follow you, searchable', async () => {
    expect(await recipients(p.sam!)).toEqual(['fiona', 'fran', 'leo']);
    expect(await recipients(p.sam!, 'FR')).toEqual(['fran']);
    expect(await recipients(p.sam!, '%')).toEqual([]);
    expect(await recipients(p.leo!)).toEqual(['sam']);
    expect(await recipients(p.stranger!)).toEqual([]);
  });

  it('sends to followers and followed people, who are told and land on the pin', async () => {
    const sent = await ok(send(p.sam!, [p.fran!, p.leo!]));
    expect(sent.sentTo.map((u: { username: string }) => u.username).sort()).toEqual([
      'fran',
      'leo',
    ]);
    for (const who of [p.fran!, p.leo!]) {
      const [line] = await linesOf(who);
      expect(line).toMatchObject({
        kind: 'pin_sent',
        actors: [{ username: 'sam' }],
        pin: { id: pin, title: 'Worth sharing' },
        url: `/pin/${pin}/`,
      });
    }
    // Leo follows nobody, but Sam follows him: Leo may send back to Sam.
    await ok(send(p.leo!, [p.sam!]));
    expect((await linesOf(p.sam!))[0]).toMatchObject({ kind: 'pin_sent' });
  });

  it('groups two people sending the same pin', async () => {
    await ok(send(p.fiona!, [p.sam!]));
    const line = (await linesOf(p.sam!)).find((l) => l.kind === 'pin_sent');
    expect(line?.actors.map((a) => a.username)).toEqual(['fiona', 'leo']);
  });

  it('refuses strangers, yourself, and an empty list, all or nothing', async () => {
    const before = (await linesOf(p.fiona!)).length;
    const res = await send(p.sam!, [p.fiona!, p.stranger!]);
    expect(res.status).toBe(400);
    expect(res.json.resource_response.error).toMatchObject({
      field: 'user_ids',
      message: 'You can send Pins only to people you follow or who follow you',
    });
    expect((await linesOf(p.fiona!)).length).toBe(before);
    expect((await send(p.sam!, [p.sam!])).status).toBe(400);
    const empty = await send(p.sam!, []);
    expect(empty.status).toBe(400);
    expect(empty.json.resource_response.error.message).toContain('Choose someone');
    const anon = testClient(t.app);
    expect(
      (await anon.resource('PinSendResource', 'create', { pin_id: pin, user_ids: [p.sam!.id] }))
        .status,
    ).toBe(401);
  });

  it('sends only pins you can see, to people who can see them', async () => {
    const secret = await ok(p.sam!.c.resource('BoardResource', 'create', { name: 'Mine only' }));
    await ok(
      p.sam!.c.resource('BoardResource', 'update', { board_id: secret.id, privacy: 'secret' }),
    );
    const hidden = await pinBy(p.sam!, 'Secret', secret.id);
    const res = await send(p.sam!, [p.fran!], hidden);
    expect(res.status).toBe(400);
    expect(res.json.resource_response.error.message).toBe("Test can't see this Pin");
    // Someone who cannot see it gets the same answer as for a pin that does not exist.
    const a = await send(p.fran!, [p.sam!], hidden);
    const b = await send(p.fran!, [p.sam!], '1234567890123456789');
    expect([a.status, a.json.resource_response.error.message]).toEqual([
      b.status,
      b.json.resource_response.error.message,
    ]);
    expect(a.status).toBe(404);
  });

  it('hides a sent pin once it is out of the recipient’s sight', async () => {
    const board = await ok(p.fiona!.c.resource('BoardResource', 'create', { name: 'Soon secret' }));
    const soon = await pinBy(p.fiona!, 'Soon secret', board.id);
    await ok(send(p.fiona!, [p.sam!], soon));
    expect((await linesOf(p.sam!)).some((l) => l.pin?.id === soon)).toBe(true);
    await ok(
      p.fiona!.c.resource('BoardResource', 'update', { board_id: board.id, privacy: 'secret' }),
    );
    expect((await linesOf(p.sam!)).some((l) => l.pin?.id === soon)).toBe(false);
  });

  it('a sent pin is someone else’s and may be hidden from the notifications (news hub), with undo', async () => {
    const other = await pinBy(p.fran!, 'Hide me from news');
    await ok(send(p.fran!, [p.sam!], other));
    const line = (await linesOf(p.sam!)).find((l) => l.pin?.id === other)!;
    expect(line).toMatchObject({ kind: 'pin_sent', pin: { ownedByMe: false } });
    const unread = await unreadOf(p.sam!);
    const hide = await p.sam!.c.put(`/v3/news_hub/${line.id}/pin/${other}/hide/`);
    expect(hide.status, hide.body).toBe(200);
    // Gone from the list and from the badge, for Sam only; Fran's own lines keep it.
    expect((await linesOf(p.sam!)).some((l) => l.pin?.id === other)).toBe(false);
    expect(await unreadOf(p.sam!)).toBe(unread - 1);
    const undo = await p.sam!.c.put(`/v3/news_hub/${line.id}/pin/${other}/undo/`);
    expect(undo.status, undo.body).toBe(200);
    expect((await linesOf(p.sam!)).find((l) => l.pin?.id === other)).toMatchObject({
      id: line.id,
    });
    // Sam's own pin, sent back to him, is his: the line says so.
    const own = await pinBy(p.sam!, 'Mine, sent back');
    await ok(send(p.fran!, [p.sam!], own));
    expect((await linesOf(p.sam!)).find((l) => l.pin?.id === own)?.pin?.ownedByMe).toBe(true);
  });

  it('respects who may message the recipient, and blocks', async () => {
    // Leo takes messages only from people he follows; he follows nobody.
    await ok(p.leo!.c.resource('UserPrivacyResource', 'update', { message_policy: 'following' }));
    const res = await send(p.sam!, [p.leo!]);
    expect(res.status).toBe(400);
    expect(res.json.resource_response.error).toMatchObject({
      field: 'user_ids',
      message: "Test doesn't take messages from you",
    });
    await ok(p.leo!.c.resource('UserFollowResource', 'create', { user_id: p.sam!.id }));
    await ok(send(p.sam!, [p.leo!]));
    await ok(p.leo!.c.resource('UserPrivacyResource', 'update', { message_policy: 'everyone' }));
    // Fran blocks Sam: Sam can no longer send her anything.
    await ok(p.fran!.c.resource('UserBlockResource', 'create', { user_id: p.sam!.id }));
    expect((await send(p.sam!, [p.fran!])).status).toBe(400);
  });
});
