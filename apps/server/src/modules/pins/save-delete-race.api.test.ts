import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/engines.ts';
import {
  dataOf as data,
  testClient,
  type TestClient,
  type TestResponse,
} from '../../../test/client.ts';
import { makePng, multipart } from '../../../test/images.ts';

// A save (one, or a bulk copy) that races a delete of the pin it saves answers 404 as for a
// missing pin and writes nothing; never a 500 from a foreign key (the crash test's random run
// found one, 2026-12-06: the pin saved from was itself a save, deleted while the save ran, and
// its pinner's notification named it). PostgreSQL only: there a delete and a save run at once;
// SQLite lets one writer in at a time, and the delete's open transaction would hold the save off
// altogether.
describe('a save racing a delete [postgres]', () => {
  let t: TestApp;
  let creator: TestClient;
  let via: TestClient;
  let saver: TestClient;
  let boardId: string;

  beforeAll(async () => {
    t = await createTestApp('postgres');
    [creator, via, saver] = [testClient(t.app), testClient(t.app), testClient(t.app)];
    await creator.signup('cora');
    await via.signup('vic');
    await saver.signup('sid');
    boardId = data(await creator.resource('BoardResource', 'create', { name: 'Art' })).id;
  });
  afterAll(() => t.close());

  async function newPin(): Promise<string> {
    const form = multipart('image', 'art.png', await makePng(320, 480), 'image/png');
    const upload = await creator.post('/v3/media/uploads/', form.payload, {
      'content-type': form.contentType,
    });
    const image_signature = upload.json.resource_response.data.imageSignature;
    const pin = await creator.resource('PinResource', 'create', {
      board_id: boardId,
      image_signature,
      title: 'A study',
    });
    expect(pin.status).toBe(200);
    return data(pin).id;
  }

  const saveCount = async (id: string) =>
    (await t.db.db.selectFrom('pins').select('save_count').where('id', '=', id).executeTakeFirst())
      ?.save_count;
  const pinsOf = async (username: string) =>
    (
      await t.db.db
        .selectFrom('pins')
        .innerJoin('users', 'users.id', 'pins.pinner_id')
        .select('pins.id')
        .where('users.username', '=', username)
        .execute()
    ).length;

  /**
   * `send` runs while another connection has deleted `deletedId` and not yet committed: the
   * request reaches the deleted row and waits for it, then the delete commits.
   */
  async function duringDelete(deletedId: string, send: () => Promise<TestResponse>) {
    return t.db.db.connection().execute(async (conn) => {
      await sql`begin`.execute(conn);
      await sql`delete from pins where id = ${deletedId}`.execute(conn);
      const response = send();
      try {
        await waitForLockWait();
      } catch (error) {
        await sql`rollback`.execute(conn);
        throw error;
      }
      await sql`commit`.execute(conn);
      return response;
    });
  }
  const save = (pinId: string) => () =>
    saver.resource('RepinResource', 'create', { pin_id: pinId });

  /** Until some session waits on a lock (the save, on the deleted row), 5 s at most. */
  async function waitForLockWait() {
    for (let i = 0; i < 100; i++) {
      const { rows } = await sql<{ n: string }>`
        select count(*) as n from pg_stat_activity
        where wait_event_type = 'Lock' and datname = current_database()`.execute(t.db.db);
      if (Number(rows[0]!.n) > 0) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('the save never waited on the deleted row');
  }

  it('saving a save whose row is being deleted: 404, nothing written', async () => {
    const original = await newPin();
    const copy = data(await via.resource('RepinResource', 'create', { pin_id: original })).id;
    expect(await saveCount(original)).toBe(1);
    const before = await pinsOf('sid');

    const res = await duringDelete(copy, save(copy));
    expect(res.status, res.body).toBe(404);
    expect(res.json.resource_response.error.message).toMatch(/pin/i);
    expect(await pinsOf('sid')).toBe(before);
    // The count rolled back with the save (the copy's own save stays counted: it was one).
    expect(await saveCount(original)).toBe(1);
  });

  it('a bulk copy of a save whose row is being deleted: 404, nothing written', async () => {
    const original = await newPin();
    const saved = data(await via.resource('RepinResource', 'create', { pin_id: original }));
    const mine = data(await saver.resource('BoardResource', 'create', { name: 'Copies' })).id;
    const before = await pinsOf('sid');
    const res = await duringDelete(saved.id, () =>
      saver.resource('BulkEditResource', 'update', {
        action: 'bulkCopy',
        board_id: saved.board.id,
        pin_ids: [saved.id],
        target_board_id: mine,
      }),
    );
    expect(res.status, res.body).toBe(404);
    expect(await pinsOf('sid')).toBe(before);
    expect(await saveCount(original)).toBe(1);
  });

  it('saving a pin whose original is being deleted: 404, nothing written', async () => {
    const original = await newPin();
    const before = await pinsOf('sid');
    const res = await duringDelete(original, save(original));
    expect(res.status, res.body).toBe(404);
    expect(await pinsOf('sid')).toBe(before);
  });
});
