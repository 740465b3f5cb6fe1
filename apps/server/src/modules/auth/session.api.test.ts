import { afterAll, beforeAll, expect, it } from 'vitest';
import { UNAUTH_SAVES_COOKIE } from '@tack/contract/unauth-saves';
import { createTestApp, describeEngines, type TestApp } from '../../../test/engines.ts';
import { testClient, type TestClient } from '../../../test/client.ts';
import { ok, people, pinBy, type Person } from '../notifications/people.testing.ts';

/**
 * The viewer's own facts (MC §3 "Viewer and session") and the session's signed-out saves
 * (PC §3 Session), as UserSessionResource answers them, each from the data it stands for.
 */
describeEngines('the viewer and the session (MC §3, PC §3)', (engine) => {
  let t: TestApp;
  let p: Record<string, Person>;
  const session = (c: TestClient) => ok(c.resource('UserSessionResource', 'get', {}));
  const viewerOf = async (c: TestClient) => (await session(c)).viewer;

  beforeAll(async () => {
    t = await createTestApp(engine);
    p = await people(t, ['vic', 'wes']);
  });
  afterAll(() => t.close());

  it('a new account: messaging shown, no quick saves board, classic save, nothing secret, no roles', async () => {
    expect(await viewerOf(p.vic!.c)).toMatchObject({
      should_show_messaging: true,
      has_quicksave_board: false,
      save_behavior: 0,
      secretBoardCount: 0,
      isPartner: false,
      isEmployee: false,
    });
  });

  it('secretBoardCount counts their own secret boards only', async () => {
    for (const name of ['Plans', 'Gifts', 'Open']) {
      const board = await ok(p.vic!.c.resource('BoardResource', 'create', { name }));
      if (name !== 'Open')
        await ok(
          p.vic!.c.resource('BoardResource', 'update', { board_id: board.id, privacy: 'secret' }),
        );
    }
    const theirs = await ok(p.wes!.c.resource('BoardResource', 'create', { name: 'Mine' }));
    await ok(
      p.wes!.c.resource('BoardResource', 'update', { board_id: theirs.id, privacy: 'secret' }),
    );
    expect((await viewerOf(p.vic!.c)).secretBoardCount).toBe(2);
    expect((await viewerOf(p.wes!.c)).secretBoardCount).toBe(1);
  });

  it('has_quicksave_board once a save went to the profile', async () => {
    const pin = await pinBy(p.wes!, 'Quick');
    await ok(p.vic!.c.resource('RepinResource', 'create', { pin_id: pin }));
    expect((await viewerOf(p.vic!.c)).has_quicksave_board).toBe(true);
    expect((await viewerOf(p.wes!.c)).has_quicksave_board).toBe(false);
  });

  it('save_behavior follows their preference', async () => {
    await ok(p.vic!.c.resource('UserPreferencesResource', 'update', { saveBehavior: 1 }));
    expect((await viewerOf(p.vic!.c)).save_behavior).toBe(1);
    expect((await viewerOf(p.wes!.c)).save_behavior).toBe(0);
    await ok(p.vic!.c.resource('UserPreferencesResource', 'update', { saveBehavior: 0 }));
    expect((await viewerOf(p.vic!.c)).save_behavior).toBe(0);
  });

  it('isPartner and isEmployee as an operator set them, each on its own', async () => {
    const set = (id: string, o: { is_partner?: number; is_employee?: number }) =>
      t.db.db.updateTable('users').set(o).where('id', '=', id).execute();
    await set(p.vic!.id, { is_partner: 1 });
    await set(p.wes!.id, { is_employee: 1 });
    expect(await viewerOf(p.vic!.c)).toMatchObject({ isPartner: true, isEmployee: false });
    expect(await viewerOf(p.wes!.c)).toMatchObject({ isPartner: false, isEmployee: true });
  });

  it('should_show_messaging follows who may message them: no one turns it off', async () => {
    const policy = (message_policy: string) =>
      ok(p.vic!.c.resource('UserPrivacyResource', 'update', { message_policy }));
    await policy('nobody');
    expect((await viewerOf(p.vic!.c)).should_show_messaging).toBe(false);
    expect((await viewerOf(p.wes!.c)).should_show_messaging).toBe(true);
    await policy('following');
    expect((await viewerOf(p.vic!.c)).should_show_messaging).toBe(true);
    await policy('everyone');
    expect((await viewerOf(p.vic!.c)).should_show_messaging).toBe(true);
  });
});

describeEngines('signed-out saves in the session (PC §3 Session)', (engine) => {
  let t: TestApp;
  let p: Record<string, Person>;
  let visible: string[];
  let secretPin: string;
  const session = (c: TestClient) => ok(c.resource('UserSessionResource', 'get', {}));
  /** A browser whose cookie holds `ids` as the web app writes them. */
  const browserWith = (ids: string[], raw?: string) => {
    const c = testClient(t.app);
    const list = ids.map((id, i) => ({ id, savedAt: 1_700_000_000_000 + i }));
    c.setCookie(UNAUTH_SAVES_COOKIE, raw ?? encodeURIComponent(JSON.stringify(list)));
    return c;
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    p = await people(t, ['owner']);
    visible = [await pinBy(p.owner!, 'One'), await pinBy(p.owner!, 'Two')];
    const hidden = await ok(p.owner!.c.resource('BoardResource', 'create', { name: 'Hidden' }));
    await ok(
      p.owner!.c.resource('BoardResource', 'update', { board_id: hidden.id, privacy: 'secret' }),
    );
    secretPin = await pinBy(p.owner!, 'Secret', hidden.id);
  });
  afterAll(() => t.close());

  it('a visitor without the cookie has none', async () => {
    expect(await session(testClient(t.app))).toMatchObject({
      isAuthenticated: false,
      unauthSavedPins: [],
      hasSavedUnauthPin: false,
      unauthSavePinId: null,
    });
  });

  it('names the pins this browser tried to save, the latest as unauthSavePinId', async () => {
    const c = browserWith(visible);
    expect(await session(c)).toMatchObject({
      isAuthenticated: false,
      unauthSavedPins: visible.map((id) => ({ id })),
      hasSavedUnauthPin: true,
      unauthSavePinId: visible[1],
    });
    expect((await session(browserWith([visible[0]!]))).unauthSavePinId).toBe(visible[0]);
  });

  it('keeps only pins the visitor may see, and at most 2', async () => {
    const s = await session(browserWith([secretPin, '999999', visible[0]!]));
    expect(s.unauthSavedPins).toEqual([{ id: visible[0] }]);
    expect(s.unauthSavePinId).toBe(visible[0]);
    // Signed in, the viewer's own sight counts: the owner sees their secret pin.
    p.owner!.c.setCookie(
      UNAUTH_SAVES_COOKIE,
      encodeURIComponent(JSON.stringify([{ id: secretPin, savedAt: 1 }])),
    );
    expect((await session(p.owner!.c)).unauthSavePinId).toBe(secretPin);
    const three = await session(browserWith([...visible, visible[0]!, visible[1]!]));
    expect(three.unauthSavedPins).toHaveLength(2);
  });

  it('ignores a malformed cookie', async () => {
    for (const raw of ['nope', encodeURIComponent('[{"id":"x"}]'), encodeURIComponent('{}')])
      expect(await session(browserWith([], raw))).toMatchObject({
        unauthSavedPins: [],
        hasSavedUnauthPin: false,
        unauthSavePinId: null,
      });
  });

  it('after login it still names them, until the web app has saved them and cleared the cookie', async () => {
    const c = browserWith(visible);
    const signedUp = await c.signup('newcomer');
    expect(signedUp).toMatchObject({ isAuthenticated: true, hasSavedUnauthPin: true });
    for (const id of visible) await ok(c.resource('RepinResource', 'create', { pin_id: id }));
    c.setCookie(UNAUTH_SAVES_COOKIE, '');
    expect(await session(c)).toMatchObject({
      isAuthenticated: true,
      unauthSavedPins: [],
      hasSavedUnauthPin: false,
      unauthSavePinId: null,
    });
  });
});
