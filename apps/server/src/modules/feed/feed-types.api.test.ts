import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines, type TestApp } from '../../../test/engines.ts';
import { dataOf as data, testClient, type TestClient } from '../../../test/client.ts';
import { makePng, multipart } from '../../../test/images.ts';
import { ok, people, type Person } from '../notifications/people.testing.ts';

type Item = { id: string; title?: string; name?: string; text?: string; index?: number };

/**
 * Every feed type of MC §3 through `FeedResource`, on one small world: what each returns, in
 * which order, and that nobody gets a pin on a secret board they may not see.
 *
 * Amy: board Lamps (L1, L2, and L3 in its section Desk, then the idea pin S1) and a secret board
 * Hidden (H1). Bob saves L1 to his board (B1) and L2 to his profile (Q1); Ivy saves L1 (I1).
 * Interest Lighting annotates L1, L2 and H1; Ivy follows it. Comments: Bob then Ivy on L1, Ivy
 * on B1, Amy on H1.
 */
describeEngines('feed types (MC §3), each by what it returns', (engine) => {
  let t: TestApp;
  let p: Record<string, Person>;
  let anon: TestClient;
  let sig: string;
  const id: Record<string, string> = {};
  const comment: Record<string, string> = {};
  const INTEREST = '1700000000000000077';

  const feed = (c: TestClient, options: Record<string, unknown>) =>
    c.resource('FeedResource', 'get', { page_size: 25, ...options });
  const items = async (c: TestClient, options: Record<string, unknown>) => {
    const res = await feed(c, options);
    expect(res.status, res.body).toBe(200);
    expect(data(res).feed_type).toBe(options.feed_type);
    return data(res).items as Item[];
  };
  const ids = async (c: TestClient, options: Record<string, unknown>) =>
    (await items(c, options)).map((x) => x.id);
  const status = async (c: TestClient, options: Record<string, unknown>) =>
    (await feed(c, options)).status;

  const pin = async (who: Person, key: string, title: string, o: Record<string, unknown> = {}) => {
    id[key] = (
      await ok(
        who.c.resource('PinResource', 'create', {
          board_id: who.board,
          image_signature: sig,
          title,
          ...o,
        }),
      )
    ).id;
  };
  const save = async (who: Person, key: string, of: string, toProfile = false) => {
    id[key] = (
      await ok(
        who.c.resource('RepinResource', 'create', {
          pin_id: id[of],
          ...(toProfile ? {} : { board_id: who.board }),
        }),
      )
    ).id;
  };
  const say = async (who: Person, key: string, on: string, text: string) => {
    comment[key] = (
      await ok(who.c.resource('PinCommentResource', 'create', { pin_id: id[on], text }))
    ).id;
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    p = await people(t, ['amy', 'bob', 'ivy']);
    anon = testClient(t.app);
    const form = multipart('image', 'a.png', await makePng(60, 80), 'image/png');
    sig = data(
      await p.amy!.c.post('/v3/media/uploads/', form.payload, { 'content-type': form.contentType }),
    ).imageSignature;
    const amy = p.amy!;
    const hidden = await ok(amy.c.resource('BoardResource', 'create', { name: 'Hidden' }));
    await ok(amy.c.resource('BoardResource', 'update', { board_id: hidden.id, privacy: 'secret' }));
    id.hidden = hidden.id;
    id.desk = (
      await ok(
        amy.c.resource('BoardSectionResource', 'create', { board_id: amy.board, title: 'Desk' }),
      )
    ).id;
    await pin(amy, 'L1', 'Paper lamp');
    await pin(amy, 'L2', 'Floor lamp');
    await pin(amy, 'L3', 'Brass desk lamp', { section: id.desk });
    await pin(amy, 'H1', 'Brass secret lamp', { board_id: id.hidden });
    const draft = await ok(
      amy.c.resource('StoryPinDraftResource', 'create', {
        title: 'Wire a lamp',
        pages: [
          { image_signature: sig, text: 'Strip the wire' },
          { image_signature: sig, text: 'Screw the plug' },
        ],
      }),
    );
    id.S1 = (
      await ok(
        amy.c.resource('StoryPinResource', 'create', { draft_id: draft.id, board_id: amy.board }),
      )
    ).id;
    await save(p.bob!, 'B1', 'L1');
    await save(p.bob!, 'Q1', 'L2', true);
    await save(p.ivy!, 'I1', 'L1');
    await t.db.db
      .insertInto('interests')
      .values({ id: INTEREST, name: 'Lighting', slug: 'lighting', created_at: '2025-01-01' })
      .execute();
    await t.db.db
      .insertInto('pin_interests')
      .values(['L1', 'L2', 'H1'].map((k) => ({ pin_id: id[k]!, interest_id: INTEREST })))
      .execute();
    await ok(p.ivy!.c.resource('InterestFollowResource', 'create', { interest_id: INTEREST }));
    await say(p.bob!, 'first', 'L1', 'First!');
    await say(p.ivy!, 'second', 'L1', 'Lovely shade');
    await say(p.ivy!, 'onSave', 'B1', 'Found it via Bob');
    await say(amy, 'secret', 'H1', 'Only mine');
  });
  afterAll(() => t.close());

  it('boardfeed: the board pins, newest first; a secret board is 404 to others', async () => {
    expect(await ids(anon, { feed_type: 'boardfeed', board_id: p.amy!.board })).toEqual([
      id.S1,
      id.L3,
      id.L2,
      id.L1,
    ]);
    expect(await ids(p.amy!.c, { feed_type: 'boardfeed', board_id: id.hidden })).toEqual([id.H1]);
    expect(await status(p.bob!.c, { feed_type: 'boardfeed', board_id: id.hidden })).toBe(404);
  });

  it('boardless-pins: the saves on the profile (quick saves) only', async () => {
    expect(await ids(anon, { feed_type: 'boardless-pins', username: 'bob' })).toEqual([id.Q1]);
    expect(await ids(anon, { feed_type: 'boardless-pins', username: 'amy' })).toEqual([]);
  });

  it('board-sections and board-section-pins: the sections, and one section pins', async () => {
    const sections = await items(anon, { feed_type: 'board-sections', board_id: p.amy!.board });
    expect(sections.map((s) => [s.id, s.title])).toEqual([[id.desk, 'Desk']]);
    expect(await ids(anon, { feed_type: 'board-section-pins', section_id: id.desk })).toEqual([
      id.L3,
    ]);
    expect(await status(anon, { feed_type: 'board-sections', board_id: id.hidden })).toBe(404);
  });

  it('story-pins-feed: idea pins, not their saves; a user only or everyone', async () => {
    await save(p.bob!, 'SB', 'S1');
    expect(await ids(anon, { feed_type: 'story-pins-feed', username: 'amy' })).toEqual([id.S1]);
    expect(await ids(anon, { feed_type: 'story-pins-feed', username: 'bob' })).toEqual([]);
    expect(await ids(anon, { feed_type: 'story-pins-feed' })).toEqual([id.S1]);
  });

  it('profile-pins-feed: everything on the user boards the viewer may see', async () => {
    expect(await ids(anon, { feed_type: 'profile-pins-feed', username: 'amy' })).toEqual([
      id.S1,
      id.L3,
      id.L2,
      id.L1,
    ]);
    expect(await ids(p.amy!.c, { feed_type: 'profile-pins-feed', username: 'amy' })).toEqual([
      id.S1,
      id.H1,
      id.L3,
      id.L2,
      id.L1,
    ]);
    // Bob's: his saves, on his board and on his profile.
    expect(await ids(anon, { feed_type: 'profile-pins-feed', username: 'bob' })).toEqual(
      expect.arrayContaining([id.B1, id.Q1]),
    );
  });

  it('profileBoards: the user boards, a secret one to its owner only', async () => {
    const names = async (c: TestClient) =>
      (await items(c, { feed_type: 'profileBoards', username: 'amy' })).map((b) => b.name).sort();
    expect(await names(anon)).toEqual(['amy board']);
    expect(await names(p.amy!.c)).toEqual(['Hidden', 'amy board']);
  });

  it('board listing filterStories: leaves out boards holding only idea pins (MC §3)', async () => {
    const amy = p.amy!;
    const ideas = await ok(amy.c.resource('BoardResource', 'create', { name: 'Ideas only' }));
    const draft = await ok(
      amy.c.resource('StoryPinDraftResource', 'create', {
        title: 'Shade swap',
        pages: [{ image_signature: sig, text: 'Unscrew the ring' }],
      }),
    );
    await ok(
      amy.c.resource('StoryPinResource', 'create', { draft_id: draft.id, board_id: ideas.id }),
    );
    const names = async (filter_stories: boolean) =>
      (
        await ok(
          anon.resource('BoardsResource', 'get', {
            username: 'amy',
            filter_stories,
            page_size: 25,
          }),
        )
      ).items
        .map((b: { name: string }) => b.name)
        .sort();
    expect(await names(false)).toEqual(['Ideas only', 'amy board']);
    // amy board holds an idea pin among others: it stays.
    expect(await names(true)).toEqual(['amy board']);
  });

  it('searchPins: a pin search, without pins the viewer may not see', async () => {
    expect(await ids(anon, { feed_type: 'searchPins', query: 'brass' })).toEqual([id.L3]);
    expect((await ids(p.amy!.c, { feed_type: 'searchPins', query: 'brass' })).sort()).toEqual(
      [id.H1, id.L3].sort(),
    );
  });

  it('storyPinData: an idea pin pages in order; another pin is 400', async () => {
    const pages = await items(anon, { feed_type: 'storyPinData', pin_id: id.S1 });
    expect(pages.map((x) => [x.index, x.text])).toEqual([
      [0, 'Strip the wire'],
      [1, 'Screw the plug'],
    ]);
    const second = await feed(anon, { feed_type: 'storyPinData', pin_id: id.S1, page_size: 1 });
    const next = await items(anon, {
      feed_type: 'storyPinData',
      pin_id: id.S1,
      page_size: 1,
      bookmark: data(second).bookmark,
    });
    expect(next.map((x) => x.text)).toEqual(['Screw the plug']);
    expect(await status(anon, { feed_type: 'storyPinData', pin_id: id.L1 })).toBe(400);
  });

  it('todayArticleInterestFeed: the interest recent originals, most saved first', async () => {
    expect(
      await ids(anon, { feed_type: 'todayArticleInterestFeed', interest_id: INTEREST }),
    ).toEqual([id.L1, id.L2]);
    expect(
      await ids(p.amy!.c, { feed_type: 'todayArticleInterestFeed', interest_id: INTEREST }),
    ).toEqual([id.L1, id.L2, id.H1]);
  });

  it('todayTabFeed: originals saved in the last day, most saved today first', async () => {
    // L1: Bob and Ivy; L2 and S1: once each (S1 by Bob above, L2 by Bob to his profile).
    const today = await ids(anon, { feed_type: 'todayTabFeed' });
    expect(today[0]).toBe(id.L1);
    expect(today.slice(1).sort()).toEqual([id.L2, id.S1].sort());
    // A day later, nothing was saved today.
    const past = new Date(Date.now() - 2 * 86_400_000).toISOString();
    await t.db.db.updateTable('saves').set({ created_at: past }).execute();
    expect(await ids(anon, { feed_type: 'todayTabFeed' })).toEqual([]);
  });

  it('useCaseFeed: pins of the interests the viewer follows (signed out: the most followed)', async () => {
    expect(await ids(p.ivy!.c, { feed_type: 'useCaseFeed' })).toEqual([id.L2, id.L1]);
    expect(await ids(anon, { feed_type: 'useCaseFeed' })).toEqual([id.L2, id.L1]);
  });

  it('trieditfeed: other people saves of the pin, newest first, from the original or a save', async () => {
    expect(await ids(anon, { feed_type: 'trieditfeed', pin_id: id.L1 })).toEqual([id.I1, id.B1]);
    expect(await ids(anon, { feed_type: 'trieditfeed', pin_id: id.B1 })).toEqual([id.I1, id.B1]);
    expect(await ids(anon, { feed_type: 'trieditfeed', pin_id: id.L3 })).toEqual([]);
    expect(await status(anon, { feed_type: 'trieditfeed', pin_id: id.H1 })).toBe(404);
  });

  it('unified-comments: the pin own comments, newest first', async () => {
    const list = await items(anon, { feed_type: 'unified-comments', pin_id: id.L1 });
    expect(list.map((c) => [c.id, c.text])).toEqual([
      [comment.second, 'Lovely shade'],
      [comment.first, 'First!'],
    ]);
    expect(list[0]).toMatchObject({
      pinId: id.L1,
      parentId: null,
      replyCount: 0,
      author: { username: 'ivy' },
    });
    expect(await status(anon, { feed_type: 'unified-comments', pin_id: id.H1 })).toBe(404);
  });

  it('aggregatedComments: comments on the original and every save of it', async () => {
    for (const on of ['L1', 'B1'])
      expect(
        (await items(anon, { feed_type: 'aggregatedComments', pin_id: id[on] })).map((c) => c.id),
      ).toEqual([comment.onSave, comment.second, comment.first]);
    // A save on a board turned secret drops out for others, with its comments.
    const bobBoard = p.bob!.board;
    await ok(
      p.bob!.c.resource('BoardResource', 'update', { board_id: bobBoard, privacy: 'secret' }),
    );
    expect(
      (await items(anon, { feed_type: 'aggregatedComments', pin_id: id.L1 })).map((c) => c.id),
    ).toEqual([comment.second, comment.first]);
    await ok(
      p.bob!.c.resource('BoardResource', 'update', { board_id: bobBoard, privacy: 'public' }),
    );
  });

  it('aggregated-comment-replies: none (comments take no replies); a hidden comment is 404', async () => {
    expect(
      await items(anon, { feed_type: 'aggregated-comment-replies', comment_id: comment.first }),
    ).toEqual([]);
    expect(
      await status(anon, { feed_type: 'aggregated-comment-replies', comment_id: comment.secret }),
    ).toBe(404);
    expect(
      await items(p.amy!.c, {
        feed_type: 'aggregated-comment-replies',
        comment_id: comment.secret,
      }),
    ).toEqual([]);
  });
});
