import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPostgresDatabase, describeEngines } from '../../../test/engines.ts';
import { makePngBomb } from '../../../test/images.ts';
import {
  memoryOf,
  signUpOver,
  startServer,
  type ServerProcess,
} from '../../../test/server-process.ts';

/**
 * Decompression bombs at the pixel limit, all at once, against a real server process: every
 * upload is answered and the process stays under 512 MB resident (issue 11, finding 5).
 */
describeEngines('decompression bombs', (engine) => {
  let server: ServerProcess;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  beforeAll(async () => {
    if (engine === 'postgres') database = await createPostgresDatabase();
    server = await startServer(database ? { DATABASE_URL: database.url } : {});
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it('answers 8 concurrent 6300x6300 bombs and stays under 512 MB resident', async () => {
    const headers = await signUpOver(server.baseUrl, 'bomber');
    // Distinct bytes (the palette colour) so no upload is answered from an earlier one's row.
    const bombs = Array.from({ length: 8 }, (_, i) =>
      makePngBomb(6300, 6300, { r: 10 + i * 20, g: 80, b: 160 }),
    );
    expect(bombs[0]!.length).toBeLessThan(40_000);
    expect(6300 * 6300).toBeLessThanOrEqual(40_000_000); // just under the default UPLOAD_MAX_PIXELS

    const idle = memoryOf(server.pid);
    let peak = idle.rssMb;
    const sampler = setInterval(() => {
      peak = Math.max(peak, memoryOf(server.pid).rssMb);
    }, 20);
    const started = Date.now();
    const answers = await Promise.all(
      bombs.map(async (bomb, i) => {
        const form = new FormData();
        form.append('image', new Blob([bomb], { type: 'image/png' }), `bomb${i}.png`);
        const res = await fetch(`${server.baseUrl}/v3/media/uploads/`, {
          method: 'POST',
          headers,
          body: form,
        });
        return {
          status: res.status,
          body: (await res.json()) as { resource_response: { data: unknown } },
          retryAfter: res.headers.get('retry-after'),
        };
      }),
    );
    const seconds = (Date.now() - started) / 1000;
    clearInterval(sampler);
    const hwm = memoryOf(server.pid).hwmMb;
    await new Promise((r) => setTimeout(r, 3000));
    const settled = memoryOf(server.pid).rssMb;
    console.log(
      `decode bombs: 8 x 6300x6300 PNG (${bombs[0]!.length} B) in ${seconds.toFixed(1)} s; ` +
        `RSS idle ${idle.rssMb.toFixed(0)} MB, peak ${Math.max(peak, hwm).toFixed(0)} MB ` +
        `(VmHWM ${hwm.toFixed(0)}), 3 s after ${settled.toFixed(0)} MB; ` +
        `statuses ${answers.map((a) => a.status).join(',')}`,
    );

    for (const a of answers) {
      expect(a.status, JSON.stringify(a.body)).toBe(200);
      expect(a.body.resource_response.data).toMatchObject({ width: 6300, height: 6300 });
    }
    expect(Math.max(peak, hwm)).toBeLessThan(512);
  }, 120_000);
});
