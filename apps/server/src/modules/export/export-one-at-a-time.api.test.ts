import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { dbSharedState } from '../../lib/shared-state/db-shared-state.ts';
import { dataOf, testClient } from '../../../test/client.ts';
import { multipart } from '../../../test/images.ts';
import { describeEngines } from '../../../test/engines.ts';
import { twoAppsOnOneDatabase, type TwoApps } from '../../../test/two-apps.ts';
import { SESSION_COOKIE } from '../../plugins/session.ts';
import { downloadsRunning } from './export.routes.ts';

/** Gaussian noise over the whole image: PNG and JPEG cannot make it small. */
const NOISE = { type: 'gaussian', mean: 128, sigma: 60 } as const;

/**
 * "Download your data" runs once at a time per person, whichever process or node serves it: a
 * download running on one node (its window held in the shared state) refuses a second one on
 * another, until it ends.
 */
describeEngines('one data download at a time, across nodes', (engine) => {
  let two: TwoApps;
  beforeAll(async () => {
    two = await twoAppsOnOneDatabase(engine);
  });
  afterAll(() => two.close());

  it('a download running on one node refuses another on the other node until it ends', async () => {
    const person = testClient(two.apps[1]);
    const { viewer } = await person.signup('exporter');
    // A download in progress on node A, as its route holds it.
    const onA = downloadsRunning(dbSharedState(two.databases[0].db));
    expect((await onA.hit(viewer.id)).allowed).toBe(true);

    const refused = await person.get('/v3/users/me/export/');
    expect(refused.status).toBe(429);
    expect(refused.json.resource_response.error.message).toBe(
      'Your data is already downloading. Wait for that download to finish.',
    );
    expect(refused.headers['retry-after']).toBe('30');

    // Node A's download ends: node B serves the next, and lets it go when it has sent it.
    await onA.reset(viewer.id);
    const served = await person.get('/v3/users/me/export/');
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('application/zip');
    await expect.poll(async () => (await onA.check(viewer.id)).allowed).toBe(true);
    expect((await person.get('/v3/users/me/export/')).status).toBe(200);
  });

  it('a second download asked for on one node while its first runs is told to wait', async () => {
    const person = testClient(two.apps[0]);
    await person.signup('twice');
    // A pin whose image does not compress: the zip outgrows the stream's buffers, so the first
    // download stays running for as long as nobody reads it.
    const noise = await sharp({
      create: { width: 700, height: 700, channels: 3, background: '#808080', noise: NOISE },
    })
      .png()
      .toBuffer();
    const form = multipart('image', 'noise.png', noise, 'image/png');
    const upload = await person.post('/v3/media/uploads/', form.payload, {
      'content-type': form.contentType,
    });
    const board = await person.resource('BoardResource', 'create', { name: 'Static' });
    await person.resource('PinResource', 'create', {
      board_id: dataOf(board).id,
      image_signature: dataOf(upload).imageSignature,
      title: 'Static',
    });
    const cookie = `${SESSION_COOKIE}=${person.cookie(SESSION_COOKIE)}`;
    // Its headers have come; its body waits to be read.
    const first = await two.apps[0].inject({
      method: 'GET',
      url: '/v3/users/me/export/',
      headers: { cookie },
      payloadAsStream: true,
    });
    expect(first.statusCode).toBe(200);
    expect((await person.get('/v3/users/me/export/')).status).toBe(429);
    // Read to its end, the first frees the way before its last byte: the next one, asked for
    // on the other node, is served.
    const zip = await buffer(first.stream());
    expect(zip.length).toBeGreaterThan(100_000);
    const sameOnB = testClient(two.apps[1]);
    sameOnB.setCookie(SESSION_COOKIE, person.cookie(SESSION_COOKIE)!);
    expect((await sameOnB.get('/v3/users/me/export/')).status).toBe(200);
  });
});
