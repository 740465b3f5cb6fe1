import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines } from '../../../test/engines.ts';
import { dataOf, testClient, type TestClient } from '../../../test/client.ts';
import { makePng, multipart } from '../../../test/images.ts';
import { makeVideo } from '../../../test/videos.ts';

/**
 * Idea pins (messaging-consent-routes §3 "Story pin drafts are keyed by id"): drafts saved,
 * listed, resumed and deleted by their owner only, and published as storyPinData.
 */
let clip: Buffer;
beforeAll(async () => {
  clip = await makeVideo({ seconds: 1, width: 160, height: 120 });
});

describeEngines('idea pins and their drafts', (engine) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let owner: TestClient;
  let other: TestClient;
  let board: { id: string };
  const images: string[] = [];
  let videoId: string;
  beforeAll(async () => {
    t = await createTestApp(engine, { JOBS_POLL_MS: '100' });
    owner = testClient(t.app);
    other = testClient(t.app);
    await owner.signup('ida');
    await other.signup('ozzie');
    board = dataOf(await owner.resource('BoardResource', 'create', { name: 'Ideas' }));
    for (const [w, h] of [
      [300, 400],
      [400, 300],
    ]) {
      const form = multipart('image', 'p.png', await makePng(w, h), 'image/png');
      images.push(
        dataOf(
          await owner.post('/v3/media/uploads/', form.payload, {
            'content-type': form.contentType,
          }),
        ).imageSignature,
      );
    }
    const form = multipart('video', 'v.mp4', clip, 'video/mp4');
    videoId = dataOf(
      await owner.post('/v3/media/videos/', form.payload, { 'content-type': form.contentType }),
    ).id;
  });
  afterAll(() => t?.close());

  const draft = (who: TestClient, action: 'get' | 'create' | 'update' | 'delete', o: object) =>
    who.resource('StoryPinDraftResource', action, o);
  const pages = () => [
    { image_signature: images[0], text: 'Gather the things' },
    { image_signature: images[1], text: 'Put them together' },
    { video_id: videoId, text: 'Watch it work' },
  ];

  it('saves, lists, resumes and deletes drafts, its owner only', async () => {
    const a = dataOf(await draft(owner, 'create', { title: 'First', pages: pages().slice(0, 1) }));
    const b = dataOf(await draft(owner, 'create', { title: 'Second' }));
    expect(a.pages).toEqual([expect.objectContaining({ text: 'Gather the things', video: null })]);
    expect(a.pages[0].image.imageSignature).toBe(images[0]);
    const updated = dataOf(
      await draft(owner, 'update', { id: a.id, title: 'First!', pages: pages() }),
    );
    expect(updated.pages).toHaveLength(3);
    expect(updated.pages[2].video.id).toBe(videoId);
    const list = dataOf(await owner.resource('StoryPinDraftsResource', 'get', {}));
    expect(list.map((d: { id: string }) => d.id)).toEqual([a.id, b.id]);
    expect(dataOf(await draft(owner, 'get', { id: a.id })).title).toBe('First!');
    expect(dataOf(await other.resource('StoryPinDraftsResource', 'get', {}))).toEqual([]);
    for (const [action, o] of [
      ['get', { id: a.id }],
      ['update', { id: a.id, title: 'Mine now' }],
      ['delete', { id: a.id }],
    ] as const)
      expect((await draft(other, action, o)).status).toBe(404);
    const stolen = await other.resource('StoryPinResource', 'create', {
      draft_id: a.id,
      board_id: dataOf(await other.resource('BoardResource', 'create', { name: 'Oz' })).id,
    });
    expect(stolen.status).toBe(404);
    expect(dataOf(await draft(owner, 'delete', { id: b.id }))).toEqual({ id: b.id });
    expect((await draft(owner, 'get', { id: b.id })).status).toBe(404);
    expect((await draft(testClient(t.app), 'get', { id: a.id })).status).toBe(401);
  });

  it('refuses pages without one image or video, unknown images and other people’s videos', async () => {
    const both = await draft(owner, 'create', {
      pages: [{ image_signature: images[0], video_id: videoId }],
    });
    expect(both.status).toBe(400);
    expect(both.json.resource_response.error.errors[0]).toEqual({
      field: 'pages.0.image_signature',
      message: 'Each page needs one image or one video',
    });
    const unknown = await draft(owner, 'create', { pages: [{ image_signature: 'f'.repeat(32) }] });
    expect(unknown.status).toBe(400);
    expect(unknown.json.resource_response.error.message).toMatch(/Page 1's image was not uploaded/);
    expect((await draft(other, 'create', { pages: [{ video_id: videoId }] })).status).toBe(400);
    const many = await draft(owner, 'create', {
      pages: Array.from({ length: 21 }, () => ({ image_signature: images[0] })),
    });
    expect(many.status).toBe(400);
    expect(many.json.resource_response.error.message).toMatch(/at most 20 pages/);
  });

  it('publishes three pages (two images and a video) as storyPinData and drops the draft', async () => {
    const d = dataOf(await draft(owner, 'create', { title: 'How to', pages: pages() }));
    // Wait for the video page's transcode (a page whose video processes is refused meanwhile).
    for (let i = 0; i < 300; i++) {
      const v = dataOf(await owner.resource('VideoUploadResource', 'get', { id: videoId }));
      if (v.state === 'ready') break;
      const early = await owner.resource('StoryPinResource', 'create', {
        draft_id: d.id,
        board_id: board.id,
      });
      if (early.status === 409)
        expect(early.json.resource_response.error.message).toMatch(/processing/);
      else break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const res = await owner.resource('StoryPinResource', 'create', {
      draft_id: d.id,
      board_id: board.id,
    });
    const pin = res.status === 200 ? dataOf(res) : null;
    // A 404 here means the polling loop above already published it: read it from the board.
    const published =
      pin ??
      dataOf(await owner.resource('BoardFeedResource', 'get', { board_id: board.id })).items[0];
    expect(published.imageSignature).toBe(images[0]);
    expect(published.shouldOpenInStream).toBe(true);
    expect(published.storyPinDataId).toBe(published.id);
    const story = published.storyPinData;
    expect(story.metadata.pinTitle).toBe('How to');
    expect(story.pages.map((p: { text: string }) => p.text)).toEqual([
      'Gather the things',
      'Put them together',
      'Watch it work',
    ]);
    expect(story.pages[2].blocks[0].type).toBe('video');
    expect(story.pages[2].video.videoList.vHLSV4.url).toMatch(/\.m3u8$/);
    expect(story.staticPageCount).toBe(2);
    expect(story.totalVideoDuration).toBeGreaterThan(900);
    expect(story.isDeleted).toBe(false);
    expect((await draft(owner, 'get', { id: d.id })).status).toBe(404);
    // Others see the published pin.
    expect((await other.resource('PinResource', 'get', { id: published.id })).status).toBe(200);
  });

  it('a save of an idea pin its creator deleted stays on the saver’s board, Unavailable, and leaves discovery', async () => {
    const d = dataOf(
      await draft(owner, 'create', { title: 'Folding stars', pages: pages().slice(0, 2) }),
    );
    const pin = dataOf(
      await owner.resource('StoryPinResource', 'create', { draft_id: d.id, board_id: board.id }),
    );
    const keep = dataOf(await other.resource('BoardResource', 'create', { name: 'Kept ideas' }));
    const save = dataOf(
      await other.resource('RepinResource', 'create', { pin_id: pin.id, board_id: keep.id }),
    );
    const ids = (res: { json: unknown }) =>
      (dataOf(res as never).items as { id: string }[]).map((p) => p.id);
    const visitor = testClient(t.app);
    const searchFor = () => visitor.resource('SearchPinsResource', 'get', { query: 'folding' });
    // Search shows one card per original: the idea pin itself, while it exists.
    expect(ids(await searchFor())).toContain(pin.id);

    expect((await owner.resource('PinResource', 'delete', { id: pin.id })).status).toBe(200);
    const onBoard = dataOf(
      await other.resource('BoardFeedResource', 'get', { board_id: keep.id }),
    ).items;
    expect(onBoard.map((p: { id: string }) => p.id)).toEqual([save.id]);
    expect(onBoard[0].storyPinData.isDeleted).toBe(true);
    expect(ids(await searchFor())).not.toContain(save.id);
    expect(ids(await visitor.resource('UserHomefeedResource', 'get', {}))).not.toContain(save.id);
    expect(ids(await other.resource('UserHomefeedResource', 'get', {}))).not.toContain(save.id);
  });

  it('refuses to publish an empty draft', async () => {
    const d = dataOf(await draft(owner, 'create', { title: 'Empty' }));
    const res = await owner.resource('StoryPinResource', 'create', {
      draft_id: d.id,
      board_id: board.id,
    });
    expect(res.status).toBe(400);
    expect(res.json.resource_response.error.message).toBe('Add at least one page first');
  });
});
