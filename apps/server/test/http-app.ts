import http from 'node:http';
import type { FastifyInstance } from 'fastify';

/** A response as a proxy or node answered it, with the proxy's request number when it sent one. */
export interface SeenResponse {
  status: number;
  url: string;
  proxyRequest: number | null;
}

/**
 * `app.inject` over real HTTP to `base` (a node, or a proxy in front of several), for the suites
 * written against `inject` (testClient, the contract fuzz): the same requests, sent by fetch.
 * Every answer is logged in `seen`, so a test can tell which failed and where.
 */
export function overHttp(base: string): { app: FastifyInstance; seen: SeenResponse[] } {
  const seen: SeenResponse[] = [];
  const { hostname, port } = new URL(base);
  const inject = (opts: {
    method?: string;
    url: string;
    headers?: Record<string, string>;
    payload?: unknown;
  }) =>
    new Promise((resolve, reject) => {
      const headers: Record<string, string> = { ...opts.headers };
      let body: string | Buffer | undefined;
      if (typeof opts.payload === 'string' || Buffer.isBuffer(opts.payload)) body = opts.payload;
      else if (opts.payload !== undefined) {
        body = JSON.stringify(opts.payload);
        headers['content-type'] ??= 'application/json';
      }
      // As inject frames it (node:http sends a DELETE's or GET's body unframed otherwise).
      if (body !== undefined) headers['content-length'] ??= String(Buffer.byteLength(body));
      // node:http rather than fetch: it sends what inject sends (a GET with a body, any path).
      const req = http.request(
        { host: hostname, port, method: opts.method ?? 'GET', path: opts.url, headers },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('error', reject);
          res.on('end', () => {
            const raw = Buffer.concat(chunks);
            const text = raw.toString();
            const proxyRequest = res.headers['x-proxy-request'];
            seen.push({
              status: res.statusCode!,
              url: opts.url,
              proxyRequest: proxyRequest ? Number(proxyRequest) : null,
            });
            resolve({
              statusCode: res.statusCode,
              headers: res.headers,
              body: text,
              payload: text,
              rawPayload: raw,
              json: () => JSON.parse(text) as unknown,
            });
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  // A suite that listens to reach the app by URL (a generated client) is handed `base`: it is
  // already listening there.
  const listen = async () => base;
  return { app: { inject, listen } as unknown as FastifyInstance, seen };
}
