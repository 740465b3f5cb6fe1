import { afterEach, expect, it } from 'vitest';
import type { Engine } from '../../db/dialect.ts';
import { createTestApp, describeEngines, threeNodes, type TestApp } from '../../../test/engines.ts';
import { dataOf, testClient, type TestClient } from '../../../test/client.ts';
import { makePng, makePngBomb, multipart } from '../../../test/images.ts';

/** Per-user upload rate limit and the bounded decode line (issue 11, finding 5). */
describeEngines('upload limits', (engine: Engine) => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  const upload = (who: TestClient, body: Buffer) => {
    const form = multipart('image', 'a.png', body, 'image/png');
    return who.post('/v3/media/uploads/', form.payload, { 'content-type': form.contentType });
  };

  it('answers 429 with Retry-After past UPLOAD_RATE_LIMIT, per user', async () => {
    t = await createTestApp(engine, { UPLOAD_RATE_LIMIT: '3', UPLOAD_RATE_WINDOW_SECONDS: '600' });
    const ann = testClient(t.app);
    const bob = testClient(t.app);
    await ann.signup('ann');
    await bob.signup('bob');
    const png = await makePng(40, 40);
    for (let i = 0; i < 3; i++) expect((await upload(ann, png)).status).toBe(200);
    const refused = await upload(ann, png);
    expect(refused.status).toBe(429);
    expect(dataOf(refused)).toBeNull();
    expect(refused.json.resource_response.error.message).toMatch(
      /uploaded a lot of images in a short time\. Try again in \d+ seconds/,
    );
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(500);
    expect(wait).toBeLessThanOrEqual(600);
    // Another person is not held back by ann's uploads.
    expect((await upload(bob, png)).status).toBe(200);
  });

  // The decode line is each process's own memory guard: three nodes have three lines.
  it.skipIf(threeNodes)(
    'answers 503 with Retry-After past the decode line, and every upload is answered',
    async () => {
      t = await createTestApp(engine, { UPLOAD_DECODE_CONCURRENCY: '1', UPLOAD_DECODE_QUEUE: '1' });
      const c = testClient(t.app);
      await c.signup('cyd');
      const bombs = Array.from({ length: 5 }, (_, i) =>
        makePngBomb(4000, 4000, { r: 40 * i, g: 7, b: 9 }),
      );
      const answers = await Promise.all(bombs.map((b) => upload(c, b)));
      const statuses = answers.map((a) => a.status).sort();
      // One decodes, one waits, the rest are told to come back.
      expect(statuses).toEqual([200, 200, 503, 503, 503]);
      for (const busy of answers.filter((a) => a.status === 503)) {
        expect(busy.headers['retry-after']).toMatch(/^\d+$/);
        expect(busy.json.resource_response.error).toMatchObject({ code: 'busy', status: 503 });
        expect(busy.json.resource_response.error.message).toMatch(/busy with other uploads/);
      }
      // The line drains: a later upload goes through.
      expect((await upload(c, bombs[4]!)).status).toBe(200);
    },
  );
});
