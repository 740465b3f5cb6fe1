import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Route = (req: IncomingMessage, res: ServerResponse, site: FixtureSite) => void;

/**
 * A small web site on loopback for the fetcher's tests: pages, images, redirects and hostile
 * answers served by routes, with every request counted, so a test can prove a refused address
 * was never reached.
 */
export interface FixtureSite {
  port: number;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Requests received, by path (query included). */
  hits: string[];
  /** Bytes each response wrote, by path, for "cut off before the end" checks. */
  written: Map<string, number>;
  close(): Promise<void>;
}

/** Serves `routes` (exact path without query, or `*` for anything) on 127.0.0.1 and, where it can, [::1]. */
export async function startFixtureSite(
  routes: Record<string, Route> = {},
  opts: { ipv6?: boolean } = {},
): Promise<FixtureSite> {
  const servers: http.Server[] = [];
  const site: FixtureSite = {
    port: 0,
    origin: '',
    hits: [],
    written: new Map(),
    async close() {
      for (const s of servers) {
        s.closeAllConnections();
        await new Promise<void>((r) => s.close(() => r()));
      }
    },
  };
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '/';
    site.hits.push(url);
    const write = res.write.bind(res);
    res.write = ((chunk: Buffer | string, ...rest: never[]) => {
      site.written.set(url, (site.written.get(url) ?? 0) + Buffer.byteLength(chunk));
      return write(chunk, ...rest);
    }) as typeof res.write;
    const route = routes[url.split('?')[0]!] ?? routes['*'];
    if (route) route(req, res, site);
    else res.writeHead(404, { 'content-type': 'text/plain' }).end('not here');
  };
  const v4 = http.createServer(handle);
  await new Promise<void>((r) => v4.listen(0, '127.0.0.1', r));
  servers.push(v4);
  site.port = (v4.address() as AddressInfo).port;
  site.origin = `http://127.0.0.1:${site.port}`;
  if (opts.ipv6) {
    const v6 = http.createServer(handle);
    const ok = await new Promise<boolean>((r) => {
      v6.once('error', () => r(false));
      v6.listen(site.port, '::1', () => r(true));
    });
    if (ok) servers.push(v6);
  }
  return site;
}

/** An HTML page. */
export const html =
  (body: string, headers: Record<string, string> = {}): Route =>
  (_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers }).end(body);

/** Bytes with a content type. */
export const bytes =
  (body: Buffer, contentType: string): Route =>
  (_req, res) =>
    res.writeHead(200, { 'content-type': contentType, 'content-length': body.length }).end(body);

/** A redirect to `location`. */
export const redirect =
  (location: string | ((site: FixtureSite) => string), status = 302): Route =>
  (_req, res, site) =>
    res
      .writeHead(status, { location: typeof location === 'string' ? location : location(site) })
      .end();
