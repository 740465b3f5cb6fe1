import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pipeline } from 'node:stream/promises';
import { createTestApp } from '../../../test/engines.ts';
import { describeStores, storageEnv } from '../../../test/storages.ts';
import { dataOf, testClient, type TestClient } from '../../../test/client.ts';
import { makePng, multipart } from '../../../test/images.ts';
import { makeVideo } from '../../../test/videos.ts';
import { enqueueJob } from '../jobs/jobs.repository.ts';
import { mediaTools, runTool } from './ffmpeg.ts';
import { VIDEO_JOB } from './videos.service.ts';
import { setProbed } from './videos.repository.ts';
import { newId } from '../../lib/ids.ts';

/**
 * Video pins (issue 15): an upload checked by its bytes and ffprobe, a job that makes the poster,
 * the 720p MP4, the HLS playlists and the duration, and a pin that is its pinner's alone while
 * its video is processing. Real ffmpeg on a real generated video, on both engines.
 */
let clip: Buffer;
let portrait: Buffer;
beforeAll(async () => {
  clip = await makeVideo({ seconds: 2, width: 320, height: 240 });
  portrait = await makeVideo({ seconds: 1, width: 180, height: 320, audio: false, webm: true });
});

describeStores('video pins', (engine, store) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let owner: TestClient;
  let other: TestClient;
  let board: { id: string };
  beforeAll(async () => {
    t = await createTestApp(engine, {
      VIDEO_MAX_BYTES: String(400 * 1024),
      VIDEO_MAX_SECONDS: '4',
      JOBS_POLL_MS: '100',
      ...(await storageEnv(store)),
    });
    owner = testClient(t.app);
    other = testClient(t.app);
    await owner.signup('vida');
    await other.signup('otto');
    board = dataOf(await owner.resource('BoardResource', 'create', { name: 'Clips' }));
  });
  afterAll(() => t?.close());

  const upload = (who: TestClient, body: Buffer, name = 'clip.mp4', field = 'video') => {
    const form = multipart(field, name, body, 'video/mp4');
    return who.post('/v3/media/videos/', form.payload, { 'content-type': form.contentType });
  };
  const settled = async (who: TestClient, id: string) => {
    for (let i = 0; i < 600; i++) {
      const v = dataOf(await who.resource('VideoUploadResource', 'get', { id }));
      if (v.state !== 'processing') return v;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the video never finished processing');
  };
  const pinOf = (who: TestClient, id: string) => who.resource('PinResource', 'get', { id });

  it('refuses signed-out, non-video, broken, huge and too long uploads with a 4xx in words', async () => {
    expect((await upload(testClient(t.app), clip)).status).toBe(401);
    const text = await upload(owner, Buffer.from('just some text, not a video'), 'fake.mp4');
    expect(text.status).toBe(415);
    expect(text.json.resource_response.error.message).toMatch(/isn't a video we can read/);
    // An MP4 header with nothing behind it: the bytes look right, ffprobe finds no picture.
    const broken = Buffer.concat([Buffer.from('\0\0\0\x18ftypmp42'), Buffer.alloc(2000, 7)]);
    expect((await upload(owner, broken)).status).toBe(415);
    const huge = Buffer.concat([Buffer.from('\0\0\0\x18ftypmp42'), Buffer.alloc(500 * 1024, 1)]);
    const big = await upload(owner, huge);
    expect(big.status).toBe(413);
    expect(big.json.resource_response.error.message).toMatch(/over 0 MB|smaller or shorter/);
    const long = await upload(owner, await makeVideo({ seconds: 6, width: 64, height: 48 }));
    expect(long.status).toBe(413);
    expect(long.json.resource_response.error.message).toMatch(/at most 4 seconds/);
    expect((await upload(owner, clip, 'clip.mp4', 'image')).status).toBe(400);
    const left = await t.db.db.selectFrom('video_uploads').select('id').execute();
    expect(left).toEqual([]);
  });

  it('transcodes into 720p MP4 and HLS with a poster and duration, and the pin plays it', async () => {
    const res = await upload(owner, clip);
    expect(res.status).toBe(200);
    const up = dataOf(res);
    expect(up.state).toBe('processing');
    // Only its uploader can follow it.
    expect((await other.resource('VideoUploadResource', 'get', { id: up.id })).status).toBe(404);
    const done = await settled(owner, up.id);
    expect(done).toMatchObject({ state: 'ready', width: 320, height: 240, error: null });
    expect(done.duration).toBeGreaterThanOrEqual(1900);
    expect(done.duration).toBeLessThanOrEqual(2200);
    expect(done.poster).toMatchObject({ width: 320, height: 240 });

    const pin = dataOf(
      await owner.resource('PinResource', 'create', {
        board_id: board.id,
        video_id: up.id,
        title: 'A clip',
      }),
    );
    expect(pin.videoStatus).toBe('ready');
    expect(pin.imageSignature).toBe(done.poster.imageSignature);
    const list = pin.videos.videoList;
    expect(pin.videos.duration).toBe(done.duration);
    expect(list.v720P).toMatchObject({ width: 320, height: 240 });
    expect(list.v720P.url).toMatch(/^\/media\/video\/.+\.mp4$/);
    expect(list.vHLSV4.url).toMatch(/\.m3u8$/);
    expect(list.vHLSV3MOBILE.url).toMatch(/\.m3u8$/);

    const master = await other.get(list.vHLSV4.url);
    expect(master.status).toBe(200);
    expect(master.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(master.body).toMatch(/#EXT-X-STREAM-INF:BANDWIDTH=\d+,RESOLUTION=320x240/);
    expect(master.body).toContain(list.vHLSV3MOBILE.url);
    const variant = await other.get(list.vHLSV3MOBILE.url);
    const range = /#EXT-X-BYTERANGE:(\d+)@(\d+)\n(\/media\/hls\/\S+\.ts)/.exec(variant.body)!;
    expect(range).not.toBeNull();
    const [, length, offset, tsUrl] = range;
    const part = await other.get(tsUrl!, {
      range: `bytes=${offset}-${Number(offset) + Number(length) - 1}`,
    });
    expect(part.status).toBe(206);
    expect(part.headers['content-type']).toBe('video/mp2t');
    expect(Number(part.headers['content-length'])).toBe(Number(length));

    // The stored 720p file is H.264 with AAC sound, as the spec's v720P is an MP4.
    const stored = await t.storage.get(list.v720P.url.slice('/media/'.length));
    const file = path.join(path.dirname(t.mediaDir), 'probe.mp4');
    await pipeline(stored!.body, fs.createWriteStream(file));
    const probe = JSON.parse(
      await runTool(mediaTools().ffprobe!, [
        ...['-v', 'error', '-print_format', 'json', '-show_streams', file],
      ]),
    ) as { streams: { codec_name: string }[] };
    expect(probe.streams.map((s) => s.codec_name).sort()).toEqual(['aac', 'h264']);
    const mp4 = await other.get(list.v720P.url, { range: 'bytes=0-99' });
    expect(mp4.status).toBe(206);
    expect(mp4.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/);
    // The original was removed once it was transcoded.
    const row = await t.db.db
      .selectFrom('video_uploads')
      .select('source_path')
      .where('id', '=', up.id)
      .executeTakeFirstOrThrow();
    expect(row.source_path).toBeNull();
  });

  it('keeps a pin made while its video processes to its pinner, then shows it to all', async () => {
    // A video the job has read (poster stored) but not yet transcoded: the upload row as the job
    // leaves it after its first step, with its job queued only after the pin is made.
    const poster = dataOf(
      await (async () => {
        const form = multipart('image', 'p.png', await makePng(180, 320), 'image/png');
        return owner.post('/v3/media/uploads/', form.payload, { 'content-type': form.contentType });
      })(),
    );
    const dir = path.join(path.dirname(t.mediaDir), 'video-uploads');
    await fs.promises.mkdir(dir, { recursive: true });
    const id = newId();
    const source = path.join(dir, id);
    await fs.promises.writeFile(source, portrait);
    const ownerId = dataOf(await owner.resource('UserSessionResource', 'get', {})).viewer.id;
    const now = new Date().toISOString();
    await t.db.db
      .insertInto('video_uploads')
      .values({
        id,
        user_id: ownerId,
        state: 'processing',
        source_path: source,
        bytes: portrait.length,
        created_at: now,
        updated_at: now,
      })
      .execute();
    // Not yet read: no pin can be made from it.
    const early = await owner.resource('PinResource', 'create', {
      board_id: board.id,
      video_id: id,
    });
    expect(early.status).toBe(409);
    expect(early.json.resource_response.error.message).toMatch(/still processing/);
    await setProbed(t.db.db, id, {
      width: 180,
      height: 320,
      duration_ms: 1000,
      poster_signature: poster.imageSignature,
    });
    // Someone else's video is not theirs to pin.
    const stolen = await other.resource('PinResource', 'create', {
      board_id: dataOf(await other.resource('BoardResource', 'create', { name: 'Mine' })).id,
      video_id: id,
    });
    expect(stolen.status).toBe(400);

    const pin = dataOf(
      await owner.resource('PinResource', 'create', { board_id: board.id, video_id: id }),
    );
    expect(pin.videoStatus).toBe('processing');
    expect(pin.videos).toBeNull();
    expect((await pinOf(owner, pin.id)).status).toBe(200);
    expect((await pinOf(other, pin.id)).status).toBe(404);
    expect((await pinOf(testClient(t.app), pin.id)).status).toBe(404);
    const feed = await other.resource('BoardFeedResource', 'get', { board_id: board.id });
    expect(feed.body).not.toContain(`"id":"${pin.id}"`);
    const save = await owner.resource('RepinResource', 'create', { pin_id: pin.id });
    expect(save.status).toBe(409);

    await enqueueJob(t.db.db, VIDEO_JOB, { uploadId: id });
    await settled(owner, id);
    const ready = dataOf(await pinOf(other, pin.id));
    expect(ready.videoStatus).toBe('ready');
    // A portrait WebM without sound: 180x320 kept (never upscaled), MP4 and HLS made.
    expect(ready.videos.videoList.v720P).toMatchObject({ width: 180, height: 320 });
    expect(ready.videos.videoList.vHLSV4.url).toMatch(/\.m3u8$/);
  });

  it('marks a video failed, and refuses pins of it, when its original is gone', async () => {
    const id = newId();
    const ownerId = dataOf(await owner.resource('UserSessionResource', 'get', {})).viewer.id;
    const now = new Date().toISOString();
    await t.db.db
      .insertInto('video_uploads')
      .values({
        id,
        user_id: ownerId,
        state: 'processing',
        source_path: path.join(path.dirname(t.mediaDir), 'video-uploads', 'gone'),
        bytes: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await enqueueJob(t.db.db, VIDEO_JOB, { uploadId: id });
    const done = await settled(owner, id);
    expect(done.state).toBe('failed');
    expect(done.error).toMatch(/Upload it again/);
    const res = await owner.resource('PinResource', 'create', { board_id: board.id, video_id: id });
    expect(res.status).toBe(400);
    expect(res.json.resource_response.error.message).toMatch(/Upload it again/);
  });
});
