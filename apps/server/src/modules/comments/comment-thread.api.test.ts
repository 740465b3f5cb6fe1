// `/pin/{id}/comments` as a thread (issue 14): replies one level deep, the first few under each
// comment and the rest a page at a time, deleting a comment with its replies, reporting a comment
// once, and operators removing a reported comment or dismissing its reports.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines, type TestApp } from '../../../test/engines.ts';
import { testClient } from '../../../test/client.ts';
import { ok, people, pinBy, type Person } from '../notifications/people.testing.ts';

type Line = { id: string; text: string; parentId: string | null; reportedByMe: boolean };
type Thread = { items: (Line & { replyCount: number; replies: Line[] })[]; count: number };

describeEngines('comment threads: replies and reports', (engine) => {
  let t: TestApp;
  let p: Record<string, Person>;
  let pin: string;
  let secretPin: string;

  beforeAll(async () => {
    t = await createTestApp(engine, { MESSAGE_RATE_LIMIT: '50' });
    p = await people(t, ['olga', 'bob', 'carol', 'opal']);
    pin = await pinBy(p.olga!, 'Threaded');
    const secret = await ok(p.olga!.c.resource('BoardResource', 'create', { name: 'Secret' }));
    await ok(p.olga!.c.resource('BoardResource', 'update', { board_id: secret.id, privacy: 'secret' }));
    secretPin = await pinBy(p.olga!, 'Hidden', secret.id);
    await t.db.db.updateTable('users').set({ role: 'admin' }).where('id', '=', p.opal!.id).execute();
  }); // prettier-ignore
  afterAll(() => t.close());

  const say = (who: Person, text: string, parent?: string, pinId = pin) =>
    who.c.resource('PinCommentResource', 'create', {
      pin_id: pinId,
      text,
      ...(parent ? { parent_id: parent } : {}),
    });
  const thread = async (who = p.bob!.c): Promise<Thread> =>
    ok(who.resource('PinCommentsResource', 'get', { pin_id: pin }));
  const report = (who: Person, commentId: string) =>
    who.c.resource('PinCommentReportResource', 'create', { comment_id: commentId, reason: 'spam' });

  it('answers a comment; a reply to a reply answers the same comment; the first 3 show', async () => {
    const top = await ok(say(p.bob!, 'Which paint is this?'));
    const first = await ok(say(p.olga!, 'Chalk paint', top.id));
    expect(first.parentId).toBe(top.id);
    const deeper = await ok(say(p.carol!, 'Which brand?', first.id));
    expect(deeper.parentId).toBe(top.id);
    for (const text of ['Any', 'will', 'do']) await ok(say(p.olga!, text, top.id));
    const { items, count } = await thread();
    expect(count).toBe(6);
    expect(items).toHaveLength(1);
    expect(items[0]!.replyCount).toBe(5);
    expect(items[0]!.replies.map((r) => r.text)).toEqual(['Chalk paint', 'Which brand?', 'Any']);
    // The rest a page at a time, oldest first.
    const page = await ok(
      p.bob!.c.resource('PinCommentRepliesResource', 'get', { comment_id: top.id, page_size: 4 }),
    );
    expect(page.items.map((r: Line) => r.text)).toEqual(['Chalk paint', 'Which brand?', 'Any', 'will']);
    const rest = await ok(
      p.bob!.c.resource('PinCommentRepliesResource', 'get', {
        comment_id: top.id,
        page_size: 4,
        bookmark: page.bookmark,
      }),
    );
    expect(rest.items.map((r: Line) => r.text)).toEqual(['do']);
    expect(rest.bookmark).toBeNull();
    // Signed out, the thread reads the same.
    expect((await thread(testClient(t.app))).items[0]!.replyCount).toBe(5);
  }); // prettier-ignore

  it('refuses a reply to a comment of another pin, or a missing one (404)', async () => {
    const other = await pinBy(p.bob!, 'Other');
    const elsewhere = await ok(say(p.bob!, 'Elsewhere', undefined, other));
    expect((await say(p.carol!, 'Wrong pin', elsewhere.id)).status).toBe(404);
    expect((await say(p.carol!, 'Nothing', '1234567890123456789')).status).toBe(404);
  });

  it("deletes a comment with its replies; a hidden pin's thread is 404", async () => {
    const top = await ok(say(p.carol!, 'Delete me'));
    await ok(say(p.bob!, 'A reply that goes too', top.id));
    const before = (await thread()).count;
    await ok(p.carol!.c.resource('PinCommentResource', 'delete', { comment_id: top.id }));
    expect((await thread()).count).toBe(before - 2);
    const replies = await p.bob!.c.resource('PinCommentRepliesResource', 'get', { comment_id: top.id });
    expect(replies.status).toBe(404);
    const hidden = await ok(say(p.olga!, 'Only mine', undefined, secretPin));
    for (const res of [
      await p.bob!.c.resource('PinCommentRepliesResource', 'get', { comment_id: hidden.id }),
      await report(p.bob!, hidden.id),
      await say(p.bob!, 'Sneaky', hidden.id, secretPin),
    ])
      expect(res.status).toBe(404);
  }); // prettier-ignore

  it('reports a comment once, never one’s own, and shows it reported to the reporter', async () => {
    const spam = await ok(say(p.carol!, 'Buy cheap followers'));
    expect(await ok(report(p.bob!, spam.id))).toEqual({ commentId: spam.id, reported: true });
    const again = await report(p.bob!, spam.id);
    expect(again.status).toBe(409);
    expect(again.json.resource_response.error.message).toMatch(/already reported/);
    const own = await report(p.carol!, spam.id);
    expect(own.status).toBe(400);
    expect(own.json.resource_response.error.message).toMatch(/your own comment/);
    expect((await report(p.olga!, spam.id)).status).toBe(200);
    const mine = (await thread()).items.find((c) => c.id === spam.id)!;
    expect(mine.reportedByMe).toBe(true);
    expect((await thread(p.carol!.c)).items.find((c) => c.id === spam.id)!.reportedByMe).toBe(false);
    const signedOut = await testClient(t.app).resource('PinCommentReportResource', 'create', {
      comment_id: spam.id,
      reason: 'spam',
    });
    expect(signedOut.status).toBe(401);
    const bad = await p.bob!.c.resource('PinCommentReportResource', 'create', {
      comment_id: spam.id,
      reason: 'boring',
    });
    expect(bad.status).toBe(400);
  }); // prettier-ignore

  it('lets operators (only) remove a reported comment or dismiss its reports', async () => {
    const spam = await ok(say(p.carol!, 'More spam'));
    const fine = await ok(say(p.carol!, 'A fine comment'));
    await ok(report(p.bob!, spam.id));
    await ok(report(p.olga!, spam.id));
    await ok(report(p.bob!, fine.id));
    expect((await p.bob!.c.resource('AdminCommentReportsResource', 'get', {})).status).toBe(403);
    const list = await ok(p.opal!.c.resource('AdminCommentReportsResource', 'get', {}));
    const ofSpam = list.items.find((i: { comment: { id: string } }) => i.comment.id === spam.id);
    expect(ofSpam).toMatchObject({
      count: 2,
      reasons: [{ reason: 'spam', count: 2 }],
      comment: { text: 'More spam', user: { username: 'carol' }, pin: { id: pin, title: 'Threaded' } },
    });
    const act = (comment_id: string, action: string, who = p.opal!) =>
      who.c.resource('AdminCommentReportsResource', 'update', { comment_id, action });
    expect((await act(spam.id, 'remove', p.bob!)).status).toBe(403);
    expect(await ok(act(spam.id, 'remove'))).toEqual({ commentId: spam.id, action: 'remove' });
    expect(await ok(act(fine.id, 'dismiss'))).toEqual({ commentId: fine.id, action: 'dismiss' });
    const ids = (await thread()).items.map((c) => c.id);
    expect(ids).not.toContain(spam.id);
    expect(ids).toContain(fine.id);
    const after = await ok(p.opal!.c.resource('AdminCommentReportsResource', 'get', {}));
    const left = after.items.map((i: { comment: { id: string } }) => i.comment.id);
    expect(left).not.toContain(spam.id);
    expect(left).not.toContain(fine.id);
    expect((await act(spam.id, 'dismiss')).status).toBe(404);
  }); // prettier-ignore
});
