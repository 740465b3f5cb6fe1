import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createTestApp, describeEngines } from '../../../test/engines.ts';
import { dataOf as data, testClient, type TestClient } from '../../../test/client.ts';
import { makePng, multipart } from '../../../test/images.ts';

/** Editing your own pin (issue 21 item 5): every field, the move, and what is refused. */
describeEngines('editing a pin', (engine) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let owner: TestClient;
  let stranger: TestClient;
  let boards: { art: string; food: string; secret: string; strangers: string };
  let sections: { artA: string; foodMains: string; foodSides: string };
  let signature: string;
  let pinId: string;

  const get = async (id = pinId) => data(await owner.resource('PinResource', 'get', { id }));
  const update = (c: TestClient, options: Record<string, unknown>) =>
    c.resource('PinResource', 'update', { id: pinId, ...options });
  const board = async (id: string) =>
    data(await owner.resource('BoardResource', 'get', { board_id: id }));
  const section = async (boardId: string, id: string) =>
    (
      data(await owner.resource('BoardSectionsResource', 'get', { board_id: boardId })) as {
        id: string;
        pinCount: number;
      }[]
    ).find((s) => s.id === id)!;

  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = testClient(t.app);
    stranger = testClient(t.app);
    await owner.signup('olive');
    await stranger.signup('stan');
    const mk = async (c: TestClient, name: string) =>
      data(await c.resource('BoardResource', 'create', { name })).id as string;
    boards = {
      art: await mk(owner, 'Art'),
      food: await mk(owner, 'Food'),
      secret: await mk(owner, 'Hidden'),
      strangers: await mk(stranger, 'Not yours'),
    };
    await owner.resource('BoardResource', 'update', { board_id: boards.secret, privacy: 'secret' });
    const sec = async (boardId: string, title: string) =>
      data(await owner.resource('BoardSectionResource', 'create', { board_id: boardId, title }))
        .id as string;
    sections = {
      artA: await sec(boards.art, 'Sketches'),
      foodMains: await sec(boards.food, 'Mains'),
      foodSides: await sec(boards.food, 'Sides'),
    };
    const form = multipart('image', 'a.png', await makePng(300, 400), 'image/png');
    const up = await owner.post('/v3/media/uploads/', form.payload, {
      'content-type': form.contentType,
    });
    signature = up.json.resource_response.data.imageSignature;
  });
  beforeEach(async () => {
    const res = await owner.resource('PinResource', 'create', {
      board_id: boards.art,
      section: sections.artA,
      image_signature: signature,
      title: 'Old title',
      description: 'Old description',
      link: 'https://old.example.com/page',
      alt_text: 'Old alt',
    });
    expect(res.status).toBe(200);
    pinId = data(res).id;
  });
  afterAll(() => t.close());

  it('changes the title, description, alt text and note, one at a time', async () => {
    for (const [field, key, value] of [
      ['title', 'title', 'New title'],
      ['description', 'description', 'New description'],
      ['alt_text', 'altText', 'A blue teapot on a shelf'],
      ['note', 'pinNote', 'buy the lid too'],
    ] as const) {
      const res = await update(owner, { [field]: value });
      expect(res.status, field).toBe(200);
      expect(data(res)[key]).toBe(value);
      expect((await get())[key]).toBe(value);
    }
    // The other fields stayed as they were.
    expect(await get()).toMatchObject({
      link: 'https://old.example.com/page',
      sectionId: sections.artA,
    });
  });

  it('changes the link and its domain; an empty link removes it', async () => {
    const res = await update(owner, { link: 'https://www.new.example.org/recipe' });
    expect(data(res)).toMatchObject({
      link: 'https://www.new.example.org/recipe',
      domain: 'new.example.org',
    });
    expect(data(await update(owner, { link: '' }))).toMatchObject({ link: null, domain: null });
    await update(owner, { link: 'https://a.example/' });
    expect(data(await update(owner, { link: null }))).toMatchObject({ link: null });
  });

  it('clears the alt text when it is sent empty', async () => {
    expect(data(await update(owner, { alt_text: '' })).altText).toBeNull();
  });

  it('refuses a link that is not an http(s) URL, saying why, and changes nothing', async () => {
    for (const link of ['javascript:alert(1)', 'not a url', 'ftp://example.com/x']) {
      const res = await update(owner, { link, title: 'Should not stick' });
      expect(res.status, link).toBe(400);
      expect(res.json.resource_response.error.field).toBe('link');
      expect(res.json.resource_response.error.message).toMatch(/Link must/);
    }
    expect(await get()).toMatchObject({ title: 'Old title', link: 'https://old.example.com/page' });
  });

  it('refuses a title over 100 characters', async () => {
    const res = await update(owner, { title: 'x'.repeat(101) });
    expect(res.status).toBe(400);
    expect(res.json.resource_response.error.message).toMatch(/Title must be at most 100/);
  });

  it('moves the pin to another board and section; both boards and sections recount', async () => {
    const before = {
      art: (await board(boards.art)).pinCount,
      food: (await board(boards.food)).pinCount,
    };
    const res = await update(owner, {
      board_id: boards.food,
      section_id: sections.foodMains,
      title: 'Moved',
    });
    expect(res.status).toBe(200);
    expect(data(res)).toMatchObject({
      title: 'Moved',
      board: { id: boards.food },
      sectionId: sections.foodMains,
    });
    expect((await board(boards.art)).pinCount).toBe(before.art - 1);
    expect((await board(boards.food)).pinCount).toBe(before.food + 1);
    expect((await section(boards.food, sections.foodMains)).pinCount).toBe(1);
    // Another section of the same board, then no section.
    await update(owner, { section_id: sections.foodSides });
    expect((await section(boards.food, sections.foodMains)).pinCount).toBe(0);
    expect((await section(boards.food, sections.foodSides)).pinCount).toBe(1);
    expect(data(await update(owner, { section_id: null })).sectionId).toBeNull();
  });

  it('moving to another board without a section leaves it in no section', async () => {
    const res = await update(owner, { board_id: boards.secret });
    expect(data(res)).toMatchObject({ board: { id: boards.secret }, sectionId: null });
  });

  it("refuses a section of another board, and someone else's board, changing nothing", async () => {
    const wrong = await update(owner, { board_id: boards.art, section_id: sections.foodMains });
    expect(wrong.status).toBe(400);
    expect(wrong.json.resource_response.error).toMatchObject({
      message: 'That section is not on this board',
      field: 'section_id',
    });
    const theirs = await update(owner, { board_id: boards.strangers, title: 'Nope' });
    expect(theirs.status).toBe(403);
    expect(await get()).toMatchObject({ title: 'Old title', board: { id: boards.art } });
  });

  it("refuses to let someone else edit the pin (403), or one they can't see (404)", async () => {
    const res = await update(stranger, { title: 'Defaced' });
    expect(res.status).toBe(403);
    expect(res.json.resource_response.error.message).toBe("You can't edit this Pin");
    await update(owner, { board_id: boards.secret });
    expect((await update(stranger, { title: 'Defaced' })).status).toBe(404);
    expect((await get()).title).toBe('Old title');
    expect((await testClient(t.app).resource('PinResource', 'update', { id: pinId })).status).toBe(
      401,
    );
  });

  it('creates a pin straight into a section of its board, and refuses one of another board', async () => {
    const res = await owner.resource('PinResource', 'create', {
      board_id: boards.food,
      section: sections.foodSides,
      image_signature: signature,
      link: '',
    });
    expect(data(res)).toMatchObject({
      board: { id: boards.food },
      sectionId: sections.foodSides,
      link: null,
    });
    const feed = data(
      await owner.resource('BoardFeedResource', 'get', {
        board_id: boards.food,
        section_id: sections.foodSides,
      }),
    );
    expect(feed.items.map((p: { id: string }) => p.id)).toContain(data(res).id);
    const wrong = await owner.resource('PinResource', 'create', {
      board_id: boards.food,
      section: sections.artA,
      image_signature: signature,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.resource_response.error.message).toBe('That section is not on this board');
  });
});
