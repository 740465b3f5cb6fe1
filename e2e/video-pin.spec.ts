import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import { api, chooseBoard, signUp } from './helpers.ts';

/** A 3-second test pattern with a tone, made by the ffmpeg npm installed (H.264 + AAC MP4). */
function makeClip(): Buffer {
  const ffmpeg = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string })
    .path;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tack-e2e-video-'));
  const out = path.join(dir, 'clip.mp4');
  execFileSync(ffmpeg, [
    ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc=size=480x270:rate=24:duration=3'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=3'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', out],
  ]);
  const body = fs.readFileSync(out);
  fs.rmSync(dir, { recursive: true, force: true });
  return body;
}

const playedFor = (video: import('@playwright/test').Locator, seconds: number) =>
  video.evaluate(
    (v: HTMLVideoElement, s) => v.currentTime > s && v.readyState >= 2 && !v.error,
    seconds,
  );

test('a video pin: upload with progress, processing, then it plays as HLS on the closeup and the card', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { username } = await signUp(page);
  await api(page, 'BoardResource', 'create', { name: 'Clips' });
  await page.goto('/pin-builder/');
  // Hold the upload's answer a moment so its progress bar can be seen.
  await page.route('**/v3/media/videos/', async (route) => {
    await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  await page
    .getByLabel('Choose image or video')
    .setInputFiles({ name: 'clip.mp4', mimeType: 'video/mp4', buffer: makeClip() });
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  // The server reads it (poster), then transcodes it: the builder says so as it goes.
  await expect(page.getByAltText('The first frame of your video')).toBeVisible({ timeout: 60_000 });
  await page.getByLabel('Title').fill('Test pattern');
  await chooseBoard(page, 'Clips');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/pin\/\d+\/$/);
  const pinId = /\/pin\/(\d+)\//.exec(page.url())![1]!;

  // Until its video plays the pin is its pinner's alone; then it plays on the closeup.
  const video = page.getByLabel('Video: Test pattern');
  await expect
    .poll(
      async () => {
        if (await video.count()) return true;
        await page.reload();
        return false;
      },
      { timeout: 60_000, intervals: [1000] },
    )
    .toBe(true);
  const pin = await api(page, 'PinResource', 'get', { id: pinId });
  expect(pin.videoStatus).toBe('ready');
  expect(pin.videos.videoList.vHLSV4.url).toMatch(/\.m3u8$/);
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect.poll(() => playedFor(video, 0.5), { timeout: 20_000 }).toBe(true);
  // HLS, natively or through hls.js (a MediaSource blob), never the plain MP4.
  const src = await video.evaluate((v: HTMLVideoElement) => v.currentSrc);
  expect(src.startsWith('blob:') || src.endsWith('.m3u8')).toBe(true);
  // Its state code (spec §4: 4 playing, 5 paused) follows what the player does.
  await expect(video).toHaveAttribute('data-video-state', '4');
  await video.evaluate((v: HTMLVideoElement) => v.pause());
  await expect(video).toHaveAttribute('data-video-state', '5');

  // A source the browser cannot play (media error 4) is told, not a black box.
  await video.evaluate((v: HTMLVideoElement) => {
    v.src = 'data:video/mp4;base64,AAAA';
  });
  await expect(video).toHaveAttribute('data-video-state', '8');
  await expect(page.getByRole('alert')).toHaveText(
    "This video's format can't be played in this browser.",
  );

  // The card on the pinner's profile plays it on hover.
  await page.goto(`/${username}/_created/`);
  const card = page.locator(`article[data-card="${pinId}"] a.card`);
  await expect(card).toHaveAttribute('data-pin-type', 'video');
  await card.hover();
  const cardVideo = card.locator('video.card-motion');
  await expect.poll(() => playedFor(cardVideo, 0.3), { timeout: 20_000 }).toBe(true);
});
