import fs from 'node:fs';
import path from 'node:path';
import { IMAGE_SPECS } from '@tack/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/engines.ts';
import { describeStores, storageEnv } from '../../../test/storages.ts';
import { dataOf, testClient, type TestClient } from '../../../test/client.ts';
import { makePng, multipart } from '../../../test/images.ts';
import { takeLease } from './image-lock.ts';
import { collectMediaGarbage } from './media-gc.ts';
import { purgeQueuedMedia } from './media-purge.ts';
import { ingestImage } from './media.service.ts';
import type { MediaStorage } from './storage.ts';
import { mediaKey } from './sizes.ts';

const HOUR = 3_600_000;
const later = (ms: number) => () => Date.now() + ms;

describeStores('media cleanup', (engine, store) => {
  let t: TestApp;
  let c: TestClient;
  let storage: MediaStorage;
  let boardId: string;
  let color = 0;
  beforeAll(async () => {
    t = await createTestApp(engine, await storageEnv(store));
    storage = t.storage;
    c = testClient(t.app);
    await c.signup('gcuser');
    boardId = dataOf(await c.resource('BoardResource', 'create', { name: 'Kept' })).id;
  });
  afterAll(() => t?.close());

  /** Uploads a new image (a colour no other test used) and answers its signature. */
  const upload = async (): Promise<string> => {
    color++;
    const png = await makePng(40, 30, { r: color, g: 255 - color, b: 7 });
    const form = multipart('image', 'a.png', png, 'image/png');
    const res = await c.post('/v3/media/uploads/', form.payload, {
      'content-type': form.contentType,
    });
    expect(res.status).toBe(200);
    return dataOf(res).imageSignature;
  };
  const pinWith = async (signature: string) => {
    const res = await c.resource('PinResource', 'create', {
      board_id: boardId,
      image_signature: signature,
    });
    expect(res.status).toBe(200);
    return dataOf(res).id as string;
  };
  const filesOf = (signature: string) =>
    Promise.all(IMAGE_SPECS.map((spec) => storage.exists(mediaKey(spec, signature))));
  const rowOf = (signature: string) =>
    t.db.db.selectFrom('images').select('signature').where('signature', '=', signature).execute();
  const gc = (now: () => number) => collectMediaGarbage(t.db.db, storage, { graceMs: HOUR, now });

  it('keeps every image a pin shows, however old', async () => {
    const signature = await upload();
    await pinWith(signature);
    await gc(later(10 * HOUR));
    expect(await filesOf(signature)).toEqual(IMAGE_SPECS.map(() => true));
    expect(await rowOf(signature)).toHaveLength(1);
  });

  it('keeps an unused upload within the grace period (its pin may be on the way)', async () => {
    const signature = await upload();
    await gc(Date.now);
    expect(await filesOf(signature)).toEqual(IMAGE_SPECS.map(() => true));
    expect(await rowOf(signature)).toHaveLength(1);
  });

  it('removes an unused upload after the grace period, row first, and a re-upload restores it', async () => {
    const signature = await upload();
    const r = await gc(later(2 * HOUR));
    expect(r.imagesRemoved).toBeGreaterThanOrEqual(1);
    expect(await filesOf(signature)).toEqual(IMAGE_SPECS.map(() => false));
    expect(await rowOf(signature)).toHaveLength(0);
    // The same bytes again are stored again (no row points at missing files).
    color--;
    expect(await upload()).toBe(signature);
    expect(await filesOf(signature)).toEqual(IMAGE_SPECS.map(() => true));
    await pinWith(signature);
  });

  it('removes files without a row (a crash between the files and the row) and stale temp files', async () => {
    const signature = 'ab'.repeat(16);
    await storage.put(mediaKey('474x', signature), Buffer.from('x'), 'image/jpeg');
    // Only local writes go through a temp file (an S3 put is atomic).
    const temp = `${mediaKey('orig', 'cd'.repeat(16))}.0123456789ab.tmp`;
    const tempFile = path.join(t.mediaDir, temp);
    if (store === 'local') {
      fs.mkdirSync(path.dirname(tempFile), { recursive: true });
      fs.writeFileSync(tempFile, 'half');
    }
    await gc(Date.now);
    expect(await storage.exists(mediaKey('474x', signature))).toBe(true);
    expect(fs.existsSync(tempFile)).toBe(store === 'local');
    await gc(later(2 * HOUR));
    expect(await storage.exists(mediaKey('474x', signature))).toBe(false);
    expect(fs.existsSync(tempFile)).toBe(false);
  });

  it("removes a deleted account's queued images from the store at once", async () => {
    const signature = await upload();
    await new Promise((r) => setTimeout(r, 5));
    await t.db.db
      .insertInto('media_purges')
      .values({ signature, requested_at: new Date().toISOString() })
      .execute();
    const r = await purgeQueuedMedia(t.db.db, storage);
    expect(r.imagesRemoved).toBe(1);
    expect(await filesOf(signature)).toEqual(IMAGE_SPECS.map(() => false));
    expect(await rowOf(signature)).toHaveLength(0);
  });

  it('keeps images named only in pin JSON (carousel slots, story pages) and avatars', async () => {
    const slot = await upload();
    const avatar = await upload();
    const pinId = await pinWith(await upload());
    await t.db.db
      .updateTable('pins')
      .set({ carousel_data: JSON.stringify({ entityId: '1', slots: [{ imageSignature: slot }] }) })
      .where('id', '=', pinId)
      .execute();
    await t.db.db
      .updateTable('users')
      .set({ avatar_signature: avatar })
      .where('username', '=', 'gcuser')
      .execute();
    await gc(later(10 * HOUR));
    for (const signature of [slot, avatar]) {
      expect(await filesOf(signature)).toEqual(IMAGE_SPECS.map(() => true));
      expect(await rowOf(signature)).toHaveLength(1);
    }
  });

  it('an old unused image uploaded again starts a new grace period', async () => {
    const signature = await upload();
    const old = new Date(Date.now() - 2 * HOUR);
    await t.db.db
      .updateTable('images')
      .set({ created_at: old.toISOString() })
      .where('signature', '=', signature)
      .execute();
    // (Files' own times can't be set on S3; there the files are new, which keeps them too.)
    if (store === 'local')
      for (const spec of IMAGE_SPECS)
        fs.utimesSync(path.join(t.mediaDir, mediaKey(spec, signature)), old, old);
    color--;
    expect(await upload()).toBe(signature);
    await gc(Date.now);
    expect(await rowOf(signature)).toHaveLength(1);
    expect(await filesOf(signature)).toEqual(IMAGE_SPECS.map(() => true));
    await pinWith(signature);
  });

  it("waits for another node's upload of the same bytes: its lease in the database holds the files", async () => {
    // Another node is storing these bytes: its files are written, its row not yet.
    const signature = await upload();
    const row = await t.db.db
      .selectFrom('images')
      .selectAll()
      .where('signature', '=', signature)
      .executeTakeFirstOrThrow();
    await t.db.db.deleteFrom('images').where('signature', '=', signature).execute();
    expect(await takeLease(t.db.db, signature, 'another-node', HOUR)).toBe(true);
    let done = false;
    const cleaning = gc(later(10 * HOUR)).then(() => (done = true));
    await new Promise((r) => setTimeout(r, 300));
    expect(done).toBe(false);
    expect(await filesOf(signature)).toEqual(IMAGE_SPECS.map(() => true));
    // The other node writes its row and lets go: the cleanup, asking again, keeps the files.
    await t.db.db.insertInto('images').values(row).execute();
    await t.db.db.deleteFrom('image_locks').where('holder', '=', 'another-node').execute();
    await cleaning;
    expect(await filesOf(signature)).toEqual(IMAGE_SPECS.map(() => true));
    expect(await t.db.db.selectFrom('image_locks').selectAll().execute()).toEqual([]);
  });

  it('leaves alone the files of an upload still being stored, whenever its row comes', async () => {
    // Storage that holds every write until released: the cleanup runs in between.
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let written = 0;
    const slow: MediaStorage = {
      get: (k) => storage.get(k),
      stat: (k) => storage.stat(k),
      exists: (k) => storage.exists(k),
      delete: (k) => storage.delete(k),
      list: () => storage.list(),
      check: () => storage.check(),
      async put(key, body, type) {
        await storage.put(key, body, type);
        written++;
        await gate;
      },
    };
    const png = await makePng(50, 20, { r: 1, g: 2, b: 3 });
    const limits = { maxBytes: 1 << 20, maxPixels: 1e7 };
    const storing = ingestImage(t.db.db, slow, png, limits);
    while (written < IMAGE_SPECS.length) await new Promise((r) => setTimeout(r, 5));
    // The cleanup sees old files with no row; it must wait for the upload, then find its row.
    const cleaning = gc(later(10 * HOUR));
    await new Promise((r) => setTimeout(r, 50));
    release();
    const { imageSignature } = await storing;
    await cleaning;
    expect(await filesOf(imageSignature)).toEqual(IMAGE_SPECS.map(() => true));
    expect(await rowOf(imageSignature)).toHaveLength(1);
  });
});
