import dns from 'node:dns';
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { checkAddress, type LoopbackAllowance } from './fetch/address-policy.ts';
import { readBody } from './fetch/body.ts';
import { FetchRefused, refuse, type FetchNoun } from './fetch/refusal.ts';
import { readTarget, type FetchTarget } from './fetch/target.ts';

export { FetchRefused } from './fetch/refusal.ts';
export type { RefusalReason } from './fetch/refusal.ts';

/**
 * The one way the server fetches from the outside (ARCHITECTURE.md "One guarded fetcher"):
 * images by URL, web pages for pins, and later imports, domain checks and link checks. Nothing
 * else in the server calls `fetch` or opens an outgoing connection.
 *
 * Rules: http and https only, no user name or password in the URL, any port. The host is
 * resolved once, every address it resolves to must be public (lib/fetch/address-policy.ts), and
 * the connection goes to those checked addresses (the socket's own lookup is replaced), so a DNS
 * answer that changes between the check and the connection cannot reach a private network.
 * Redirects are followed by hand, at most `maxRedirects`, each one checked like the first. One
 * time limit covers connecting, and one the whole fetch with its redirects; the body is counted
 * while it streams and cut off at the caller's limit.
 */

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}
/** Resolves a DNS name to every address it has; tests pass their own. */
export type Resolve = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolve: Resolve = async (hostname) =>
  (await dns.promises.lookup(hostname, { all: true, verbatim: true })).map((a) => ({
    address: a.address,
    family: a.family === 6 ? 6 : 4,
  }));

export interface FetcherOptions {
  resolve?: Resolve;
  /** Loopback ports a test may reach (FETCH_ALLOW_LOOPBACK_FOR_TESTS); never in production. */
  loopback?: LoopbackAllowance;
  /**
   * A narrower rule on top of the public-address rule, never a wider one: test apps pass
   * "loopback only" so a test can never reach a real network, whatever address it names.
   */
  restrictTo?: (address: string) => boolean;
  connectTimeoutMs?: number;
  timeoutMs?: number;
  maxRedirects?: number;
  userAgent?: string;
  /**
   * Certificate authorities to trust instead of the system's, for https to a test server with a
   * certificate the test made. Only the fetcher's own tests pass it: no setting or environment
   * variable reaches it, so a running server always verifies against the system's roots.
   */
  testCertificateAuthorities?: string[];
}

/** What the caller wants: an image (checked by its bytes), an HTML page, or anything. */
export type Expect = 'image' | 'html' | 'any';

export interface FetchOptions {
  expect: Expect;
  maxBytes: number;
  /** Keep the first `maxBytes` of a longer body instead of refusing it (probing a header). */
  partial?: boolean;
  /** A shorter time limit than the fetcher's, for this fetch. */
  timeoutMs?: number;
}

export interface FetchResult {
  /** The address the body came from, after redirects. */
  url: string;
  status: number;
  contentType: string | null;
  headers: IncomingHttpHeaders;
  body: Buffer;
  truncated: boolean;
  /** Each redirect's target, in order. */
  redirects: string[];
}

export interface Fetcher {
  fetch(url: string | URL, options: FetchOptions): Promise<FetchResult>;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const ACCEPT: Record<Expect, string> = {
  image: 'image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9,*/*;q=0.5',
  html: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
  any: '*/*',
};
const HTML_TYPES = /^(text\/html|application\/xhtml\+xml)\s*(;|$)/i;

const nounOf = (expect: Expect): FetchNoun =>
  expect === 'image' ? 'image' : expect === 'html' ? 'page' : 'address';

export function createFetcher(options: FetcherOptions = {}): Fetcher {
  const o = {
    resolve: options.resolve ?? systemResolve,
    loopback: options.loopback ?? (() => false),
    connectTimeoutMs: options.connectTimeoutMs ?? 5_000,
    timeoutMs: options.timeoutMs ?? 15_000,
    maxRedirects: options.maxRedirects ?? 5,
    userAgent: options.userAgent ?? 'Tack/1.0 (self-hosted pin service)',
  };

  /** Resolves once and checks every address; the connection may use only these. */
  async function pin(target: FetchTarget): Promise<ResolvedAddress[]> {
    let addresses: ResolvedAddress[];
    if (target.ip) {
      addresses = [{ address: target.ip, family: target.ip.includes(':') ? 6 : 4 }];
    } else {
      try {
        addresses = await o.resolve(target.hostname);
      } catch {
        throw refuse.notFound(target.hostname);
      }
      if (!addresses.length) throw refuse.notFound(target.hostname);
    }
    for (const a of addresses) {
      const verdict = checkAddress(a.address, target.port, o.loopback);
      if (!verdict.ok) throw refuse.privateAddress(a.address, verdict.range);
      if (options.restrictTo && !options.restrictTo(a.address))
        throw refuse.privateAddress(a.address, 'outside this server restriction');
    }
    return addresses;
  }

  function send(
    target: FetchTarget,
    addresses: ResolvedAddress[],
    expect: Expect,
    signal: AbortSignal,
  ): Promise<IncomingMessage> {
    // The socket asks this instead of DNS: it can only ever get the addresses checked above.
    const lookup = ((_host, opts, cb) => {
      if (opts.all) cb(null, addresses);
      else cb(null, addresses[0]!.address, addresses[0]!.family);
    }) as LookupFunction;
    return new Promise((resolve, reject) => {
      const request = target.url.protocol === 'https:' ? https.request : http.request;
      const req = request({
        protocol: target.url.protocol,
        hostname: target.hostname,
        port: target.port,
        path: `${target.url.pathname}${target.url.search}`,
        method: 'GET',
        agent: false,
        lookup,
        ...(options.testCertificateAuthorities ? { ca: options.testCertificateAuthorities } : {}),
        signal,
        headers: {
          'user-agent': o.userAgent,
          accept: ACCEPT[expect],
          'accept-encoding': 'gzip, deflate, br',
          connection: 'close',
        },
      });
      req.once('socket', (socket) => {
        if (!socket.connecting) return;
        const timer = setTimeout(
          () => req.destroy(new FetchRefused('timeout', 'connect', 'connect timeout')),
          o.connectTimeoutMs,
        );
        socket.once('connect', () => clearTimeout(timer));
        socket.once('close', () => clearTimeout(timer));
      });
      req.once('response', resolve);
      req.once('error', reject);
      req.end();
    });
  }

  async function run(input: string | URL, f: FetchOptions, signal: AbortSignal) {
    const noun = nounOf(f.expect);
    let target = readTarget(input);
    const redirects: string[] = [];
    for (let hop = 0; ; hop++) {
      const res = await send(target, await pin(target), f.expect, signal);
      const status = res.statusCode ?? 0;
      const location = res.headers.location;
      if (REDIRECTS.has(status) && location) {
        res.destroy();
        if (hop >= o.maxRedirects) throw refuse.tooManyRedirects(noun);
        target = readTarget(location, target.url);
        redirects.push(target.url.href);
        continue;
      }
      try {
        if (status < 200 || status > 299) throw refuse.httpStatus(noun, status);
        const contentType = res.headers['content-type'] ?? null;
        if (f.expect === 'html' && contentType !== null && !HTML_TYPES.test(contentType))
          throw refuse.notPage(contentType);
        const { body, truncated } = await readBody(
          res,
          { maxBytes: f.maxBytes, partial: f.partial ?? false, image: f.expect === 'image' },
          noun,
        );
        if (f.expect === 'html' && looksBinary(body)) throw refuse.notPage(contentType ?? 'none');
        return {
          url: target.url.href,
          status,
          contentType,
          headers: res.headers,
          body,
          truncated,
          redirects,
        };
      } finally {
        res.destroy();
      }
    }
  }

  return {
    async fetch(input, f) {
      const noun = nounOf(f.expect);
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), f.timeoutMs ?? o.timeoutMs);
      // A resolver that never answers is not abortable itself: the race ends the wait anyway.
      const expired = new Promise<never>((_, reject) =>
        controller.signal.addEventListener('abort', () => reject(refuse.timeout(noun))),
      );
      try {
        return await Promise.race([run(input, f, controller.signal), expired]);
      } catch (err) {
        if (controller.signal.aborted) throw refuse.timeout(noun);
        if (err instanceof FetchRefused)
          throw err.reason === 'timeout' ? refuse.timeout(noun) : err;
        const code = (err as { code?: string }).code ?? (err as Error).message;
        throw refuse.unreachable(noun, String(code));
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** A NUL byte in the first KB: an image or archive served as text/html, not a page to parse. */
const looksBinary = (body: Buffer) => body.subarray(0, 1024).includes(0);
