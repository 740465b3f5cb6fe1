import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines } from '../../../test/engines.ts';
import { dataOf, testClient, type TestClient } from '../../../test/client.ts';
import { makePng } from '../../../test/images.ts';

/**
 * Broken multipart bodies are the client's fault: 400 (or 413/415) with the error envelope and a
 * sentence a person can act on, never a 500 (issue 11, finding 4).
 */
describeEngines('malformed multipart uploads', (engine) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let c: TestClient;
  let png: Buffer;
  beforeAll(async () => {
    t = await createTestApp(engine);
    c = testClient(t.app);
    await c.signup('mal');
    png = await makePng(300, 300);
  });
  afterAll(() => t?.close());

  const B = 'tackBoundary42';
  const form = `multipart/form-data; boundary=${B}`;
  const filePart = (name = 'image') =>
    `--${B}\r\nContent-Disposition: form-data; name="${name}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  const fieldPart = (name: string) =>
    `--${B}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\nv\r\n`;
  const end = `\r\n--${B}--\r\n`;
  const body = (...parts: (string | Buffer)[]) =>
    Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : p)));
  const send = (payload: Buffer, contentType = form) =>
    c.post('/v3/media/uploads/', payload, { 'content-type': contentType });
  const expectError = (res: Awaited<ReturnType<typeof send>>, status: number, message: RegExp) => {
    expect(res.status, res.body).toBe(status);
    expect(dataOf(res)).toBeNull();
    expect(res.json.resource_response.error).toMatchObject({ status });
    expect(res.json.resource_response.error.message).toMatch(message);
  };
  const CUT_OFF = /^The upload was cut off before it finished\. Try again\.$/;
  const MALFORMED = /isn't a valid upload form/;
  const ONE_IMAGE = /Send one image in the field "image"/;

  it('still takes a well-formed upload', async () => {
    const res = await send(body(filePart(), png, end));
    expect(res.status, res.body).toBe(200);
    expect(dataOf(res)).toMatchObject({ width: 300, height: 300 });
  });

  it('answers 400 "cut off" to a body truncated anywhere', async () => {
    const whole = body(filePart(), png, end);
    const head = Buffer.byteLength(filePart());
    // Inside the part headers, inside the file, just before and inside the closing boundary.
    for (const at of [5, 40, head - 2, head + 100, whole.length - end.length, whole.length - 4]) {
      expectError(await send(whole.subarray(0, at)), 400, CUT_OFF);
    }
  });

  it('answers 400 to a body with no boundary, a wrong one or one too long to search for', async () => {
    const whole = body(filePart(), png, end);
    expectError(await send(whole, 'multipart/form-data'), 400, MALFORMED);
    expectError(await send(whole, 'multipart/form-data; boundary=other'), 400, CUT_OFF);
    expectError(
      await send(whole, `multipart/form-data; boundary=${'x'.repeat(300)}`),
      400,
      MALFORMED,
    );
  });

  it('answers 400 when there is no image, or more than one part', async () => {
    expectError(await send(Buffer.alloc(0)), 400, ONE_IMAGE);
    expectError(await send(body(fieldPart('title'), `--${B}--\r\n`)), 400, ONE_IMAGE);
    expectError(await send(body(filePart('photo'), png, end)), 400, ONE_IMAGE);
    expectError(await send(body(filePart(), png, '\r\n', filePart(), png, end)), 400, ONE_IMAGE);
    expectError(await send(body(fieldPart('__proto__'), filePart(), png, end)), 400, ONE_IMAGE);
    const fields = Array.from({ length: 10 }, (_, i) => fieldPart(`f${i}`)).join('');
    expectError(await send(body(fields, filePart(), png, end)), 400, ONE_IMAGE);
  });

  it('answers 415 naming multipart/form-data to another multipart type', async () => {
    const whole = body(filePart(), png, end);
    expectError(await send(whole, `multipart/mixed; boundary=${B}`), 415, /multipart\/form-data/);
    expectError(await send(Buffer.from('{}'), 'application/json'), 415, /multipart\/form-data/);
    const signedOut = await testClient(t.app).post('/v3/media/uploads/', whole, {
      'content-type': 'multipart/mixed',
    });
    expect(signedOut.status).toBe(401);
  });
});
