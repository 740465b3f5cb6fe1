import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines, type TestApp } from '../../../test/engines.ts';
import { testClient } from '../../../test/client.ts';
import { linesOf, ok, people, pinBy, type Person } from '../notifications/people.testing.ts';

describeEngines('comments on pins', (engine) => {
  let t: TestApp;
  let p: Record<string, Person>;
  let pin: string;

  beforeAll(async () => {
    t = await createTestApp(engine, { MESSAGE_RATE_LIMIT: '8' });
    p = await people(t, ['olga', 'bob', 'carol', 'vic']);
    pin = await pinBy(p.olga!, 'Commented');
  });
  afterAll(() => t.close());

  const comment = (who: Person, text: string, pinId = pin) =>
    who.c.resource('PinCommentResource', 'create', { pin_id: pinId, text });
  const list = async (who: { resource: Person['c']['resource'] }, pinId = pin, extra = {}) =>
    ok(who.resource('PinCommentsResource', 'get', { pin_id: pinId, ...extra }));

  it('adds a trimmed comment, lists it newest first, and tells the pinner', async () => {
    const first = await ok(comment(p.bob!, '  Lovely colours  '));
    expect(first).toMatchObject({
      pinId: pin,
      text: 'Lovely colours',
      user: { username: 'bob' },
      canDelete: true,
    });
    await ok(comment(p.carol!, 'Where is this?'));
    const page = await list(p.bob!.c);
    expect(page.count).toBe(2);
    expect(page.items.map((c: { text: string }) => c.text)).toEqual([
      'Where is this?',
      'Lovely colours',
    ]);
    // Bob may delete his own, not Carol's.
    expect(page.items.map((c: { canDelete: boolean }) => c.canDelete)).toEqual([false, true]);
    // The pinner may delete both.
    expect((await list(p.olga!.c)).items.every((c: { canDelete: boolean }) => c.canDelete)).toBe(
      true,
    );
    const [line] = await linesOf(p.olga!);
    expect(line).toMatchObject({
      kind: 'pin_commented',
      actorCount: 2,
      actors: [{ username: 'carol' }, { username: 'bob' }],
      comment: 'Where is this?',
      url: `/pin/${pin}/comments`,
    });
    // Signed out, a public pin's comments can be read.
    expect((await list(testClient(t.app))).count).toBe(2);
  });

  it('does not notify the pinner of their own comment', async () => {
    await ok(comment(p.olga!, 'Thank you!'));
    const [line] = await linesOf(p.olga!);
    expect(line!.actors.map((a) => a.username)).toEqual(['carol', 'bob']);
  });

  it('refuses an empty, blank or too long comment with a message', async () => {
    for (const text of ['', '   ', 'x'.repeat(501)]) {
      const res = await comment(p.bob!, text);
      expect(res.status).toBe(400);
      expect(res.json.resource_response.error.field).toBe('text');
    }
    expect((await ok(comment(p.bob!, 'y'.repeat(500)))).text).toHaveLength(500);
  });

  it('deletes: the writer their own, the pinner any, nobody else', async () => {
    const mine = (await ok(comment(p.carol!, 'Mine to delete'))).id;
    const other = (await ok(comment(p.carol!, 'The pinner deletes this'))).id;
    const del = (who: Person, id: string) =>
      who.c.resource('PinCommentResource', 'delete', { comment_id: id });
    expect((await del(p.bob!, mine)).status).toBe(403);
    expect((await del(p.carol!, mine)).status).toBe(200);
    expect((await del(p.olga!, other)).status).toBe(200);
    expect((await del(p.olga!, other)).status).toBe(404);
    const texts = (await list(p.bob!.c)).items.map((c: { text: string }) => c.text);
    expect(texts).not.toContain('Mine to delete');
    expect(texts).not.toContain('The pinner deletes this');
  });

  it('a deleted comment leaves the notification, or takes it when it was the only one', async () => {
    const own = await pinBy(p.vic!, 'Quiet pin');
    const only = (await ok(comment(p.bob!, 'Only one', own))).id;
    expect((await linesOf(p.vic!)).some((l) => l.pin?.id === own)).toBe(true);
    await ok(p.bob!.c.resource('PinCommentResource', 'delete', { comment_id: only }));
    expect((await linesOf(p.vic!)).some((l) => l.pin?.id === own)).toBe(false);
  });

  it('only people who can see the pin read or write its comments', async () => {
    const secret = await ok(p.olga!.c.resource('BoardResource', 'create', { name: 'Private' }));
    await ok(
      p.olga!.c.resource('BoardResource', 'update', { board_id: secret.id, privacy: 'secret' }),
    );
    const hidden = await pinBy(p.olga!, 'Hidden', secret.id);
    const own = (await ok(comment(p.olga!, 'Note to self', hidden))).id;
    const missing = '1234567890123456789';
    for (const id of [hidden, missing]) {
      expect((await p.bob!.c.resource('PinCommentsResource', 'get', { pin_id: id })).status).toBe(
        404,
      );
      expect((await comment(p.bob!, 'Hi', id)).status).toBe(404);
    }
    expect(
      (await p.bob!.c.resource('PinCommentResource', 'delete', { comment_id: own })).status,
    ).toBe(404);
    const anon = testClient(t.app);
    expect((await anon.resource('PinCommentsResource', 'get', { pin_id: hidden })).status).toBe(
      404,
    );
    expect((await comment({ ...p.bob!, c: anon }, 'Hi')).status).toBe(401);
  });

  it('pages with a bookmark', async () => {
    const first = await list(p.bob!.c, pin, { page_size: 2 });
    const second = await list(p.bob!.c, pin, { page_size: 2, bookmark: first.bookmark });
    expect(first.items).toHaveLength(2);
    expect(second.items[0].id < first.items[1].id).toBe(true);
  });

  it('limits how many comments one person writes in a while', async () => {
    const spammy = await people(t, ['spammy']);
    const answers: number[] = [];
    for (let i = 0; i < 9; i++) answers.push((await comment(spammy.spammy!, `no ${i}`)).status);
    expect(answers.slice(0, 8).every((s) => s === 200)).toBe(true);
    expect(answers[8]).toBe(429);
  });
});
