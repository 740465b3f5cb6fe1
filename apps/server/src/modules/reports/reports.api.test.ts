import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeEngines } from '../../../test/engines.ts';
import { dataOf as data, testClient, type TestClient } from '../../../test/client.ts';
import { makePng, multipart } from '../../../test/images.ts';

// Reporting a pin (issue 13) and the operators' decisions on reports (/admin/reports).
describeEngines('reporting pins', (engine) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let maker: TestClient;
  let saver: TestClient;
  let reporter: TestClient;
  let second: TestClient;
  let viewer: TestClient;
  let op: TestClient;
  let boardId: string;
  let saveBoardId: string;
  let pinId: string;
  let saveId: string;
  let otherPinId: string;
  const ids = (res: { json: unknown }) => data(res as never).items.map((p: { id: string }) => p.id);
  const err = (res: { json: unknown }) =>
    (res.json as { resource_response: { error: { message: string; field?: string } } })
      .resource_response.error;

  const makePin = async (title: string) => {
    const form = multipart('image', 'a.png', await makePng(), 'image/png');
    const sig = data(
      await maker.post('/v3/media/uploads/', form.payload, { 'content-type': form.contentType }),
    ).imageSignature;
    return data(
      await maker.resource('PinResource', 'create', {
        board_id: boardId,
        image_signature: sig,
        title,
      }),
    ).id as string;
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    const client = () => testClient(t.app);
    [maker, saver, reporter, second, viewer, op] = [
      client(),
      client(),
      client(),
      client(),
      client(),
      client(),
    ];
    await maker.signup('maker');
    await saver.signup('saver');
    await reporter.signup('reporter');
    await second.signup('second');
    await viewer.signup('viewer');
    await op.signup('opal');
    await t.db.db
      .updateTable('users')
      .set({ role: 'admin' })
      .where('username', '=', 'opal')
      .execute();
    boardId = data(await maker.resource('BoardResource', 'create', { name: 'Lamps' })).id;
    pinId = await makePin('Brass lamp');
    otherPinId = await makePin('Copper lamp');
    saveBoardId = data(await saver.resource('BoardResource', 'create', { name: 'Keep' })).id;
    saveId = data(
      await saver.resource('RepinResource', 'create', { pin_id: pinId, board_id: saveBoardId }),
    ).id;
  });
  afterAll(() => t?.close());

  describe('a person reports', () => {
    it('once, and the pin leaves their home feed (only theirs)', async () => {
      expect(ids(await reporter.resource('UserHomefeedResource', 'get', {}))).toContain(pinId);
      const res = await reporter.resource('PinReportResource', 'create', {
        pin_id: pinId,
        reason: 'spam',
        surface: 'home',
      });
      expect(res.status).toBe(200);
      expect(data(res)).toEqual({ pinId, reason: 'spam', reported: true });
      expect(ids(await reporter.resource('UserHomefeedResource', 'get', {}))).not.toContain(pinId);
      expect(ids(await viewer.resource('UserHomefeedResource', 'get', {}))).toContain(pinId);
      const rows = await t.db.db.selectFrom('pin_reports').selectAll().execute();
      expect(rows).toMatchObject([{ pin_id: pinId, reason: 'spam', status: 'open' }]);
    });

    it('a second report of the same pin, or of a save of it, answers 409 in words', async () => {
      for (const id of [pinId, saveId]) {
        const again = await reporter.resource('PinReportResource', 'create', {
          pin_id: id,
          reason: 'nudity',
        });
        expect(again.status).toBe(409);
        expect(err(again).message).toMatch(/already reported this Pin/);
      }
      expect(await t.db.db.selectFrom('pin_reports').selectAll().execute()).toHaveLength(1);
    });

    it('limits one person to 30 report attempts an hour (429 with the wait)', async () => {
      const busy = testClient(t.app);
      const busyId = (await busy.signup('busy')).viewer.id as string;
      const answers = [];
      for (let i = 0; i < 31; i++)
        answers.push(
          await busy.resource('PinReportResource', 'create', {
            pin_id: otherPinId,
            reason: 'spam',
          }),
        );
      const statuses = answers.map((a) => a.status);
      expect(statuses[0]).toBe(200);
      expect(statuses.slice(1, 30).every((s) => s === 409)).toBe(true);
      expect(statuses[30]).toBe(429);
      expect(err(answers[30]!).message).toMatch(/Try again in \d+ seconds/);
      // Others are not held back by it.
      expect(
        (await second.resource('PinReportResource', 'create', { pin_id: 'x', reason: 'spam' }))
          .status,
      ).toBe(400);
      // The tests that follow count open reports: take busy's back.
      await t.db.db.deleteFrom('pin_reports').where('reporter_id', '=', busyId).execute();
    });

    it('refuses a bad reason, long details, a missing pin and a signed-out visitor', async () => {
      const bad = await second.resource('PinReportResource', 'create', {
        pin_id: pinId,
        reason: 'boring',
      });
      expect(bad.status).toBe(400);
      expect(err(bad).field).toBe('reason');
      expect(err(bad).message).toMatch(/Choose why you are reporting this Pin/);
      const long = await second.resource('PinReportResource', 'create', {
        pin_id: pinId,
        reason: 'other',
        details: 'x'.repeat(501),
      });
      expect(long.status).toBe(400);
      expect(err(long).field).toBe('details');
      const surface = await second.resource('PinReportResource', 'create', {
        pin_id: pinId,
        reason: 'other',
        surface: 'closet',
      });
      expect(surface.status).toBe(400);
      expect(
        (
          await second.resource('PinReportResource', 'create', {
            pin_id: '1234567890123456789',
            reason: 'spam',
          })
        ).status,
      ).toBe(404);
      expect(
        (
          await testClient(t.app).resource('PinReportResource', 'create', {
            pin_id: pinId,
            reason: 'spam',
          })
        ).status,
      ).toBe(401);
      expect(await t.db.db.selectFrom('pin_reports').selectAll().execute()).toHaveLength(1);
    });
  });

  describe('operators', () => {
    it('only operators read and decide on reports', async () => {
      for (const who of [reporter, maker]) {
        const list = await who.resource('AdminPinReportsResource', 'get', {});
        expect(list.status).toBe(403);
        expect(err(list).message).toMatch(/Only operators/);
        const act = await who.resource('AdminPinReportsResource', 'update', {
          pin_id: pinId,
          action: 'hide',
        });
        expect(act.status).toBe(403);
      }
      expect((await testClient(t.app).resource('AdminPinReportsResource', 'get', {})).status).toBe(
        401,
      );
      const [pin] = await t.db.db
        .selectFrom('pins')
        .select('removed_at')
        .where('id', '=', pinId)
        .execute();
      expect(pin?.removed_at).toBeNull();
    });

    it('lists open reports grouped by pin with counts, reasons and details', async () => {
      await second.resource('PinReportResource', 'create', {
        pin_id: saveId,
        reason: 'other',
        details: '  Copied from my shop  ',
      });
      await second.resource('PinReportResource', 'create', { pin_id: otherPinId, reason: 'spam' });
      const list = data(await op.resource('AdminPinReportsResource', 'get', {}));
      expect(list.bookmark).toBeNull();
      expect(list.items.map((i: { pin: { id: string } }) => i.pin.id)).toEqual([pinId, otherPinId]);
      expect(list.items[0]).toMatchObject({
        count: 2,
        reasons: [
          { reason: 'spam', count: 1 },
          { reason: 'other', count: 1 },
        ],
        details: ['Copied from my shop'],
        pin: {
          title: 'Brass lamp',
          pinner: { username: 'maker' },
          board: { name: 'Lamps' },
          saves: 1,
          removed: false,
        },
      });
      expect(
        (await op.resource('AdminPinReportsResource', 'get', { bookmark: 'nope' })).status,
      ).toBe(400);
    });

    it('refuses an unknown action and a missing pin', async () => {
      const bad = await op.resource('AdminPinReportsResource', 'update', {
        pin_id: pinId,
        action: 'delete',
      });
      expect(bad.status).toBe(400);
      expect(err(bad).message).toMatch(/hide or dismiss/);
      expect(
        (
          await op.resource('AdminPinReportsResource', 'update', {
            pin_id: '1234567890123456789',
            action: 'hide',
          })
        ).status,
      ).toBe(404);
    });

    it('dismiss closes the reports and leaves the pin', async () => {
      const res = data(
        await op.resource('AdminPinReportsResource', 'update', {
          pin_id: otherPinId,
          action: 'dismiss',
        }),
      );
      expect(res).toEqual({ pinId: otherPinId, action: 'dismiss', reports: 1, pins: 0 });
      expect(data(await viewer.resource('PinResource', 'get', { id: otherPinId })).id).toBe(
        otherPinId,
      );
      const list = data(await op.resource('AdminPinReportsResource', 'get', {}));
      expect(list.items.map((i: { pin: { id: string } }) => i.pin.id)).toEqual([pinId]);
      const [row] = await t.db.db
        .selectFrom('pin_reports')
        .selectAll()
        .where('pin_id', '=', otherPinId)
        .execute();
      expect(row).toMatchObject({ status: 'dismissed', resolved_by: expect.any(String) });
    });

    it('hide removes the pin and every save of it for everyone, on every read', async () => {
      const before = data(await maker.resource('BoardResource', 'get', { board_id: boardId }));
      // Before: the save is on its board and the pin in search, for anyone.
      const anon = testClient(t.app);
      expect(
        ids(await anon.resource('BoardFeedResource', 'get', { board_id: saveBoardId })),
      ).toContain(saveId);
      expect(ids(await anon.resource('SearchPinsResource', 'get', { query: 'lamp' }))).toContain(
        pinId,
      );
      const res = data(
        await op.resource('AdminPinReportsResource', 'update', { pin_id: saveId, action: 'hide' }),
      );
      expect(res).toEqual({ pinId: saveId, action: 'hide', reports: 2, pins: 2 });
      const rows = await t.db.db
        .selectFrom('pins')
        .select(['id', 'removed_at'])
        .where('id', 'in', [pinId, saveId, otherPinId])
        .orderBy('id')
        .execute();
      expect(
        rows
          .filter((r) => r.removed_at !== null)
          .map((r) => r.id)
          .sort(),
      ).toEqual([pinId, saveId].sort());
      for (const who of [viewer, maker, saver, reporter, op, testClient(t.app)]) {
        for (const id of [pinId, saveId])
          expect((await who.resource('PinResource', 'get', { id })).status).toBe(404);
        const feeds = [
          await who.resource('UserHomefeedResource', 'get', {}),
          await who.resource('SearchPinsResource', 'get', { query: 'lamp' }),
          await who.resource('BoardFeedResource', 'get', { board_id: boardId }),
          await who.resource('BoardFeedResource', 'get', { board_id: saveBoardId }),
          await who.resource('RelatedPinsResource', 'get', { pin_id: otherPinId }),
          await who.resource('UserSavedPinsResource', 'get', { username: 'saver' }),
          await who.resource('UserCreatedPinsResource', 'get', { username: 'maker' }),
        ];
        for (const feed of feeds) {
          expect(feed.status).toBe(200);
          expect(ids(feed)).not.toContain(pinId);
          expect(ids(feed)).not.toContain(saveId);
        }
        expect(ids(feeds[1]!)).toContain(otherPinId);
        const titles = data(
          await who.resource('SearchSuggestionsResource', 'get', { query: 'brass' }),
        );
        expect(JSON.stringify(titles)).not.toMatch(/Brass lamp/);
      }
      // The boards no longer count it; a report of it now finds nothing; the list is empty.
      const after = data(await maker.resource('BoardResource', 'get', { board_id: boardId }));
      expect(after.pinCount).toBe(before.pinCount - 1);
      expect(
        (await viewer.resource('PinReportResource', 'create', { pin_id: pinId, reason: 'spam' }))
          .status,
      ).toBe(404);
      expect(data(await op.resource('AdminPinReportsResource', 'get', {})).items).toEqual([]);
      // The pinner cannot bring it back by editing it.
      expect(
        (await maker.resource('PinResource', 'update', { id: pinId, title: 'Back' })).status,
      ).toBe(404);
    });
  });
});
