import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/engines.ts';

/**
 * Requests Node's own HTTP parser refuses never reach a route (`inject` cannot send them): over a
 * real socket they are answered in the API's error envelope, with a message a person understands.
 * No database is involved: one engine is enough.
 */
describe('requests the HTTP parser refuses', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  const get = (path: string) =>
    new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path }, (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () =>
            resolve({ status: res.statusCode!, type: String(res.headers['content-type']), body }),
          );
        })
        .on('error', reject);
    });

  it('an address over 16 KB: 431 in the envelope', async () => {
    const res = await get(`/resource/BoardResource/get/?data=${'a'.repeat(20_000)}`);
    expect(res.status).toBe(431);
    expect(res.type).toMatch(/^application\/json/);
    expect(JSON.parse(res.body)).toEqual({
      resource_response: {
        data: null,
        error: {
          message: 'That request’s address or headers are too long',
          code: 'too_large',
          status: 431,
        },
      },
    });
    // The server goes on answering.
    expect((await get('/healthz')).status).toBe(200);
  });

  it('a broken request line: 400 in the envelope', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write('NOT A REQUEST\r\n\r\n'));
      let text = '';
      socket.on('data', (c: Buffer) => (text += c.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
    expect(body.resource_response.error).toEqual({
      message: 'That request is malformed',
      code: 'bad_request',
      status: 400,
    });
  });
});
