import { IMAGE_SPECS } from '@tack/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeEngines, type TestApp } from '../../../test/engines.ts';
import { dataOf as data, testClient, type TestClient } from '../../../test/client.ts';
import { makePng, multipart } from '../../../test/images.ts';
import type { Database } from '../../db/database.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { collectMediaGarbage } from '../media/media-gc.ts';
import { mediaKey } from '../media/sizes.ts';
import { ACCOUNT_TABLES, deleteAccountRows } from './account-rows.ts';

const PASSWORD = 'correct horse battery';
const HOUR = 3_600_000;

describeEngines('deleting an account', (engine) => {
  let t: TestApp;
  let color = 0;
  const ok = async (res: Promise<{ status: number; body: string; json: unknown }>) => {
    const r = await res;
    expect(r.status, r.body).toBe(200);
    return data(r as never);
  };
  const upload = async (c: TestClient) => {
    color += 1;
    const form = multipart('image', 'a.png', await makePng(60, 90, { r: color, g: 9, b: 99 }));
    return (
      await ok(c.post('/v3/media/uploads/', form.payload, { 'content-type': form.contentType }))
    ).imageSignature as string;
  };
  const pin = async (c: TestClient, board_id: string, image_signature: string, title = 'A pin') =>
    (await ok(c.resource('PinResource', 'create', { board_id, image_signature, title })))
      .id as string;
  const files = async (signature: string) =>
    (
      await Promise.all(IMAGE_SPECS.map((spec) => t.storage.exists(mediaKey(spec, signature))))
    ).filter(Boolean).length;

  beforeAll(async () => {
    t = await createTestApp(engine, { LOGIN_RATE_LIMIT: '1000' });
  });
  afterAll(() => t?.close());

  describe('through the API', () => {
    let erin: TestClient,
      erinPhone: TestClient,
      frank: TestClient,
      gus: TestClient,
      opal: TestClient;
    type Key =
      | 'erin'
      | 'frank'
      | 'gus'
      | 'opal'
      | 'board'
      | 'section'
      | 'pinOwn'
      | 'pinShared'
      | 'pinSaved'
      | 'frankBoard'
      | 'frankPin'
      | 'frankShared'
      | 'frankCopy'
      | 'erinCopy'
      | 'erinOnFrank'
      | 'interest';
    const id = {} as Record<Key, string>;
    const sig = {} as Record<'own' | 'shared' | 'savedByFrank' | 'avatar' | 'franks', string>;

    beforeAll(async () => {
      [erin, erinPhone, frank, gus, opal] = [1, 2, 3, 4, 5].map(() => testClient(t.app)) as [
        TestClient,
        TestClient,
        TestClient,
        TestClient,
        TestClient,
      ];
      id.erin = (await erin.signup('erin')).viewer.id;
      await ok(
        erinPhone.resource('UserSessionResource', 'create', {
          email: 'erin@example.com',
          password: PASSWORD,
        }),
      );
      id.frank = (await frank.signup('frank')).viewer.id;
      id.gus = (await gus.signup('gus')).viewer.id;
      id.opal = (await opal.signup('opal')).viewer.id;
      await t.db.db.updateTable('users').set({ role: 'admin' }).where('id', '=', id.opal).execute();

      // Images: only Erin's; shared with Frank's own pin; one Frank saved; her avatar.
      sig.own = await upload(erin);
      sig.shared = await upload(erin);
      sig.savedByFrank = await upload(erin);
      sig.avatar = await upload(erin);
      sig.franks = await upload(frank);
      await t.db.db
        .updateTable('users')
        .set({ avatar_signature: sig.avatar })
        .where('id', '=', id.erin)
        .execute();

      id.board = (await ok(erin.resource('BoardResource', 'create', { name: 'Erin board' }))).id;
      id.section = (
        await ok(
          erin.resource('BoardSectionResource', 'create', { board_id: id.board, title: 'Part' }),
        )
      ).id;
      id.pinOwn = await pin(erin, id.board, sig.own);
      id.pinShared = await pin(erin, id.board, sig.shared);
      id.pinSaved = await pin(erin, id.board, sig.savedByFrank, 'Saved by Frank');
      id.frankBoard = (
        await ok(frank.resource('BoardResource', 'create', { name: 'Frank board' }))
      ).id;
      id.frankPin = await pin(frank, id.frankBoard, sig.franks);
      id.frankShared = await pin(frank, id.frankBoard, sig.shared);
      id.frankCopy = (
        await ok(
          frank.resource('RepinResource', 'create', {
            pin_id: id.pinSaved,
            board_id: id.frankBoard,
          }),
        )
      ).id;
      // Erin saves Frank's pin, favorites, reacts to and hides his pins; he reacts to hers.
      id.erinCopy = (
        await ok(
          erin.resource('RepinResource', 'create', { pin_id: id.frankPin, board_id: id.board }),
        )
      ).id;
      expect((await erin.post(`/v3/pins/${id.frankPin}/favorite/`)).status).toBe(200);
      await ok(
        erin.resource('PinReactionResource', 'create', { pin_id: id.frankPin, reaction_type: 1 }),
      );
      await ok(
        frank.resource('PinReactionResource', 'create', { pin_id: id.pinOwn, reaction_type: 1 }),
      );
      await ok(
        erin.resource('PinFeedbackResource', 'update', {
          pin_id: id.frankShared,
          feedback_type: 1,
        }),
      );
      // Follows both ways; board follows both ways; Gus unfollowed her (a feed setting about her).
      await ok(erin.resource('UserFollowResource', 'create', { user_id: id.frank }));
      await ok(frank.resource('UserFollowResource', 'create', { user_id: id.erin }));
      await ok(gus.resource('UserFollowResource', 'create', { user_id: id.erin }));
      await ok(gus.resource('UserFollowResource', 'delete', { user_id: id.erin }));
      expect((await erin.put(`/v3/boards/${id.frankBoard}/follow/`)).status).toBe(200);
      expect((await frank.put(`/v3/boards/${id.board}/follow/`)).status).toBe(200);
      // Collaboration: Erin pins on Frank's board and invites Gus there; Gus is invited to hers.
      await ok(
        frank.resource('BoardInviteResource', 'create', {
          board_id: id.frankBoard,
          username: 'erin',
        }),
      );
      await ok(erin.resource('BoardInviteResource', 'update', { board_id: id.frankBoard }));
      await ok(
        frank.resource('BoardResource', 'update', {
          board_id: id.frankBoard,
          collaborator_permissions: ['save_pin', 'invite'],
        }),
      );
      await ok(
        erin.resource('BoardInviteResource', 'create', {
          board_id: id.frankBoard,
          username: 'gus',
        }),
      );
      await ok(gus.resource('BoardInviteResource', 'update', { board_id: id.frankBoard }));
      id.erinOnFrank = await pin(erin, id.frankBoard, sig.own);
      await ok(
        erin.resource('BoardInviteResource', 'create', { board_id: id.board, username: 'gus' }),
      );
      // Her old name redirects for a while (settings): the redirect goes with her.
      await ok(erin.resource('UserProfileResource', 'update', { username: 'erin_renamed' }));
      await ok(erin.resource('UserProfileResource', 'update', { username: 'erin' }));
      // Preferences, privacy, interests, blocks, message state.
      await ok(erin.resource('UserPreferencesResource', 'update', { boardPinDensity: 'compact' }));
      await ok(erin.resource('UserPrivacyResource', 'update', { message_policy: 'nobody' }));
      id.interest = newId();
      await t.db.db
        .insertInto('interests')
        .values({ id: id.interest, name: 'Zqdel', slug: 'zqdel', created_at: nowIso() })
        .execute();
      await ok(erin.resource('InterestFollowResource', 'create', { interest_id: id.interest }));
      await ok(erin.resource('UserBlockResource', 'create', { user_id: id.gus }));
      await ok(opal.resource('UserBlockResource', 'create', { user_id: id.erin }));
      const exp = await ok(
        opal.resource('AdminExperienceResource', 'create', {
          experience_id: 4343,
          placement_id: 7,
          name: 'Hello',
          kind: 'toast',
          display_data: { text: 'Hi' },
        }),
      );
      const placed = `${exp.placement_id}:${exp.experience_id}`;
      await ok(
        erin.resource('ViewedExperienceResource', 'update', { placed_experience_id: placed }),
      );
      await ok(
        erin.resource('ExperienceEventsResource', 'create', {
          events: [{ event_type: 101, placed_experience_id: placed }],
        }),
      );
      expect(await referencesTo(id)).not.toEqual({});
    });

    /**
     * Every row anywhere that still names Erin, her boards or her pins, by table and column:
     * each user column of every table, and every board and pin column.
     */
    async function referencesTo(id: Record<Key, string>) {
      const db = t.db.db;
      const erinPins = [id.pinOwn, id.pinShared, id.pinSaved, id.erinCopy, id.erinOnFrank];
      const checks: [keyof Database, string, string[]][] = [
        ['users', 'id', [id.erin]],
        ['sessions', 'user_id', [id.erin]],
        ['boards', 'owner_id', [id.erin]],
        ['boards', 'id', [id.board]],
        ['board_sections', 'board_id', [id.board]],
        ['pins', 'pinner_id', [id.erin]],
        ['pins', 'board_id', [id.board]],
        ['pins', 'origin_pin_id', erinPins],
        ['saves', 'user_id', [id.erin]],
        ['saves', 'pin_id', erinPins],
        ['saves', 'board_id', [id.board]],
        ['favorites', 'user_id', [id.erin]],
        ['board_follows', 'user_id', [id.erin]],
        ['board_follows', 'board_id', [id.board]],
        ['board_collaborators', 'user_id', [id.erin]],
        ['board_collaborators', 'invited_by', [id.erin]],
        ['board_collaborators', 'board_id', [id.board]],
        ['reactions', 'user_id', [id.erin]],
        ['reactions', 'pin_id', erinPins],
        ['user_preferences', 'user_id', [id.erin]],
        ['user_follows', 'follower_id', [id.erin]],
        ['user_follows', 'followee_id', [id.erin]],
        ['hidden_pins', 'user_id', [id.erin]],
        ['interest_follows', 'user_id', [id.erin]],
        ['feed_unfollows', 'user_id', [id.erin]],
        ['feed_unfollows', 'source_id', [id.erin, id.board]],
        ['experience_states', 'viewer_key', [id.erin]],
        ['experience_events', 'viewer_key', [id.erin]],
        ['events', 'user_id', [id.erin]],
        ['user_blocks', 'blocker_id', [id.erin]],
        ['user_blocks', 'blocked_id', [id.erin]],
        ['username_redirects', 'user_id', [id.erin]],
        ['two_factor', 'user_id', [id.erin]],
        ['recovery_codes', 'user_id', [id.erin]],
        ['login_challenges', 'user_id', [id.erin]],
      ];
      const found: Record<string, number> = {};
      for (const [table, column, values] of checks) {
        const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(
          table,
        )} where ${sql.ref(column)} in (${sql.join(values)})`.execute(db);
        if (Number(rows[0]!.n) > 0) found[`${table}.${column}`] = Number(rows[0]!.n);
      }
      return found;
    }

    it('refuses a wrong password and deletes nothing', async () => {
      const res = await erin.resource('UserAccountResource', 'delete', { password: 'not it' });
      expect(res.status).toBe(400);
      expect(res.json.resource_response.error.field).toBe('password');
      expect((await frank.resource('UserResource', 'get', { username: 'erin' })).status).toBe(200);
    });

    it('deletes every row of the account in one go and signs it out everywhere', async () => {
      const res = await erin.resource('UserAccountResource', 'delete', { password: PASSWORD });
      expect(res.status, res.body).toBe(200);
      expect(data(res)).toEqual({ outcome: 'deleted' });
      expect(await referencesTo(id)).toEqual({});
      for (const c of [erin, erinPhone])
        expect(data(await c.resource('UserSessionResource', 'get', {})).isAuthenticated).toBe(
          false,
        );
      expect((await frank.resource('UserResource', 'get', { username: 'erin' })).status).toBe(404);
      const login = await erin.resource('UserSessionResource', 'create', {
        email: 'erin@example.com',
        password: PASSWORD,
      });
      expect(login.status).toBe(401);
    });

    it("keeps Frank's copy of her pin, his pins, and his counts right", async () => {
      const copy = data(await frank.resource('PinResource', 'get', { id: id.frankCopy }));
      expect(copy.pinner.id).toBe(id.frank);
      expect(copy.originPinId).toBeNull();
      const pinRow = await t.db.db
        .selectFrom('pins')
        .select(['save_count', 'favorite_count'])
        .where('id', '=', id.frankPin)
        .executeTakeFirstOrThrow();
      expect(pinRow).toEqual({ save_count: 0, favorite_count: 0 });
      const board = data(await frank.resource('BoardResource', 'get', { board_id: id.frankBoard }));
      // His pin, his save of the shared image, his copy of hers; hers on his board is gone.
      expect(board.pinCount).toBe(3);
      expect(board.followerCount).toBe(0);
      // Gus stays on Frank's board: Erin invited him, the board's owner keeps him.
      const collaborators = data(
        await frank.resource('BoardCollaboratorsResource', 'get', { board_id: id.frankBoard }),
      );
      expect(
        collaborators.map((c: { user: { id: string }; invitedBy: string }) => [
          c.user.id,
          c.invitedBy,
        ]),
      ).toEqual([[id.gus, id.frank]]);
      expect(
        data(await frank.resource('UserResource', 'get', { username: 'frank' })).followerCount,
      ).toBe(0);
    });

    it('removes the images nothing else uses from storage, and keeps the rest', async () => {
      expect(await files(sig.own)).toBe(0);
      expect(await files(sig.avatar)).toBe(0);
      expect(await files(sig.shared)).toBe(IMAGE_SPECS.length);
      expect(await files(sig.savedByFrank)).toBe(IMAGE_SPECS.length);
      expect(await files(sig.franks)).toBe(IMAGE_SPECS.length);
      const rows = await t.db.db.selectFrom('images').select('signature').execute();
      const kept = new Set(rows.map((r) => r.signature));
      expect([sig.own, sig.avatar].filter((s) => kept.has(s!))).toEqual([]);
      expect(kept.has(sig.shared) && kept.has(sig.savedByFrank)).toBe(true);
      expect((await frank.get(`/media/${mediaKey('236x', sig.own)}`)).status).toBe(404);
      expect((await frank.get(`/media/${mediaKey('236x', sig.savedByFrank)}`)).status).toBe(200);
      expect(await t.db.db.selectFrom('media_purges').selectAll().execute()).toEqual([]);
    });
  });

  it('finishes removing the files after a crash between the rows and the files', async () => {
    const hana = testClient(t.app);
    const hanaId = (await hana.signup('hana')).viewer.id;
    const board = (await ok(hana.resource('BoardResource', 'create', { name: 'Hana' }))).id;
    const images = [await upload(hana), await upload(hana)];
    for (const s of images) await pin(hana, board, s);
    // The deletion's transaction commits, then the process dies before removing any file.
    await t.db.db.transaction().execute((trx) => deleteAccountRows(trx, hanaId));
    expect(await Promise.all(images.map(files))).toEqual([IMAGE_SPECS.length, IMAGE_SPECS.length]);
    // ...or dies after removing one image's row, before its files.
    await t.db.db.deleteFrom('images').where('signature', '=', images[0]!).execute();
    // The next start runs the media cleanup, with its usual hour of grace for fresh uploads:
    // these were uploaded a moment ago, yet the queue names them.
    const storage = t.storage;
    await collectMediaGarbage(t.db.db, storage, { graceMs: HOUR });
    expect(await Promise.all(images.map(files))).toEqual([0, 0]);
    expect(await t.db.db.selectFrom('media_purges').selectAll().execute()).toEqual([]);
    expect(
      await t.db.db
        .selectFrom('images')
        .select('signature')
        .where('signature', 'in', images)
        .execute(),
    ).toEqual([]);
  });

  it('keeps a queued image that someone uploaded again after the deletion', async () => {
    const ida = testClient(t.app);
    const idaId = (await ida.signup('ida')).viewer.id;
    const board = (await ok(ida.resource('BoardResource', 'create', { name: 'Ida' }))).id;
    color += 1;
    const png = await makePng(60, 90, { r: color, g: 9, b: 99 });
    const form = multipart('image', 'a.png', png);
    const s = data(
      await ida.post('/v3/media/uploads/', form.payload, { 'content-type': form.contentType }),
    ).imageSignature as string;
    await pin(ida, board, s);
    await t.db.db.transaction().execute((trx) => deleteAccountRows(trx, idaId));
    // Jon uploads the same bytes before the purge runs: his upload renews the image.
    const jon = testClient(t.app);
    await jon.signup('jon');
    await new Promise((r) => setTimeout(r, 5));
    expect(
      (await jon.post('/v3/media/uploads/', form.payload, { 'content-type': form.contentType }))
        .status,
    ).toBe(200);
    await collectMediaGarbage(t.db.db, t.storage, { graceMs: HOUR });
    expect(await files(s)).toBe(IMAGE_SPECS.length);
  });

  it('names every table of the database in its deletion plan', async () => {
    const tables = (await t.db.db.introspection.getTables())
      .map((x) => x.name)
      .filter((n) => !/^(kysely_|pins_fts|sqlite_)/.test(n));
    expect(tables.filter((n) => !(n in ACCOUNT_TABLES))).toEqual([]);
  });
});
