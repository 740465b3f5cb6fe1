import https from 'node:https';
import zlib from 'node:zlib';
import selfsigned from 'selfsigned';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFetcher, FetchRefused, type Resolve } from './fetcher.ts';
import {
  bytes,
  html,
  redirect,
  startFixtureSite,
  type FixtureSite,
} from '../../test/fixture-site.ts';
import { makePng } from '../../test/images.ts';
import { allowLoopbackConnectionsOnly } from '../../test/loopback-only.ts';

/**
 * The guarded fetcher against real servers on loopback. `outside` plays the internet: the
 * fetcher may reach its port only (the narrowest form of the test allowance). `inside` plays a
 * service on the private network: every refusal below also proves it received no request.
 * Names resolve through a resolver the test owns, so no test sends a DNS query.
 */
let outside: FixtureSite;
let inside: FixtureSite;
let png: Buffer;
let uninstallGuard: () => void;

const NAMES: Record<string, string[]> = {
  'outside.test': ['127.0.0.1'],
  localhost: ['127.0.0.1', '::1'],
  'localhost.': ['127.0.0.1'],
  'sub.localhost': ['127.0.0.1'],
  'rebind.test': ['127.0.0.1'],
  'private.test': ['10.0.0.7'],
  'mixed.test': ['93.184.216.34', '10.0.0.7'],
  'metadata.google.internal': ['169.254.169.254'],
  'v6loop.test': ['::1'],
  'mapped.test': ['::ffff:127.0.0.1'],
  'nat64.test': ['64:ff9b::7f00:1'],
  'ula.test': ['fd00::1'],
  'spoof.test': ['93.184.216.34', '127.0.0.1'],
  // Public names that answer with loopback, as wildcard-DNS and rebinding services do.
  '127.0.0.1.nip.io': ['127.0.0.1'],
  'localtest.me': ['127.0.0.1'],
  'ip6-localhost': ['::1'],
  'localhost.localdomain': ['127.0.0.1'],
  '7f000001.c0a80001.rbndr.us': ['127.0.0.1'],
};
const resolve: Resolve = async (name) => {
  const found = NAMES[name.toLowerCase()];
  if (!found) throw Object.assign(new Error(`ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
  return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

/** The fetcher as tests use it: only `outside`'s port is reachable on loopback. */
const fetcher = () =>
  createFetcher({
    resolve,
    loopback: (port) => port === outside.port,
    timeoutMs: 2_000,
    connectTimeoutMs: 1_000,
  });
const get = (url: string, expect: 'image' | 'html' | 'any' = 'any', maxBytes = 1_000_000) =>
  fetcher().fetch(url, { expect, maxBytes });

async function refusal(promise: Promise<unknown>): Promise<FetchRefused> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(FetchRefused);
  return err as FetchRefused;
}

beforeAll(async () => {
  uninstallGuard = allowLoopbackConnectionsOnly();
  png = await makePng(320, 240);
  inside = await startFixtureSite({ '*': html('<p>internal admin</p>') }, { ipv6: true });
  const B = () => inside.port;
  outside = await startFixtureSite({
    '/page': html('<title>Hello</title><p>outside</p>'),
    '/image.png': bytes(png, 'image/png'),
    '/png-as-html': bytes(png, 'text/html'),
    '/html-as-png': bytes(Buffer.from('<html><body>hi</body></html>'), 'image/png'),
    '/json': bytes(Buffer.from('{"a":1}'), 'application/json'),
    '/nul-page': bytes(Buffer.from('<html>\0\0\0</html>'), 'text/html'),
    '/untyped': (_q, res) => res.writeHead(200).end('<html><title>t</title></html>'),
    '/gzip-page': (_q, res) =>
      res
        .writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' })
        .end(zlib.gzipSync('<title>zipped</title>')),
    '/relative': redirect('/page'),
    '/to-self-host': redirect((s) => `http://outside.test:${s.port}/page`),
    '/r/loopback': redirect(() => `http://127.0.0.1:${B()}/`),
    '/r/v6': redirect(() => `http://[::1]:${B()}/`, 301),
    '/r/localhost': redirect(() => `http://localhost:${B()}/`, 307),
    '/r/hex': redirect(() => `http://0x7f.1:${B()}/`, 308),
    '/r/decimal': redirect(() => `http://2130706433:${B()}/`),
    '/r/metadata': redirect('http://169.254.169.254/latest/meta-data/', 303),
    '/r/file': redirect('file:///etc/passwd'),
    '/r/gopher': redirect(() => `gopher://127.0.0.1:${B()}/_SET%20x`),
    '/r/dict': redirect(() => `dict://127.0.0.1:${B()}/info`),
    '/r/protocol-relative': redirect(() => `//127.0.0.1:${B()}/`),
    '/r/rebind': redirect(() => `http://rebind.test:${B()}/`),
    '/r/private-name': redirect('http://private.test/'),
    '/r/https-private': redirect(() => `https://127.0.0.1:${B()}/`),
    '/r/credentials': redirect((s) => `http://user:secret@127.0.0.1:${s.port}/page`),
    '/r/mapped': redirect(() => `http://[::ffff:7f00:1]:${B()}/`),
    '/r/zero': redirect(() => `http://0.0.0.0:${B()}/`),
    '/r/chain1': redirect('/r/chain2'),
    '/r/chain2': redirect('/r/chain3'),
    '/r/chain3': redirect('/r/loopback'),
    '/ok1': redirect('/ok2'),
    '/ok2': redirect('/ok3'),
    '/ok3': redirect('/page'),
    '/loop': redirect('/loop'),
    '/missing': (_q, res) => res.writeHead(404).end('no'),
    '/broken': (_q, res) => res.writeHead(500).end('oops'),
    '/bomb': (_q, res) => {
      // An endless body: the fetcher must hang up at its limit, not after the server stops.
      res.writeHead(200, { 'content-type': 'text/html' });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      const pump = () => {
        while (!res.destroyed && res.write(chunk));
        if (!res.destroyed) res.once('drain', pump);
      };
      pump();
    },
    '/declared-huge': (_q, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(1 << 30) });
      res.write('<html>');
    },
    '/gzip-bomb': (_q, res) =>
      res
        .writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' })
        .end(zlib.gzipSync(Buffer.alloc(50 * 1024 * 1024))),
    '/compress': (_q, res) =>
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'compress' }).end('x'),
    '/slow-loris': (_q, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      const timer = setInterval(() => (res.destroyed ? clearInterval(timer) : res.write('a')), 100);
    },
    '/silent': () => {
      // Accepts the request and never answers.
    },
  });
});
afterAll(async () => {
  await outside?.close();
  await inside?.close();
  uninstallGuard?.();
});

describe('addresses the fetcher must refuse, and never reach', () => {
  /**
   * Ways of writing an address of the inside service on loopback: IPv4 in every notation the URL
   * parser reads (short, hex, octal, decimal, percent-encoded, full-width, other dots), authority
   * syntax tricks, IPv6 and IPv4-mapped forms, and names that resolve to loopback. The control
   * test below fetches each one with the inside port allowed: every form is really served there.
   */
  const loopbackForms = (B: number): string[] => [
    `http://127.0.0.1:${B}/`,
    `http://127.1:${B}/`,
    `http://127.0.1:${B}/`,
    `http://0x7f.1:${B}/`,
    `http://0x7f000001:${B}/`,
    `http://0X7F000001:${B}/`,
    `http://2130706433:${B}/`,
    `http://017700000001:${B}/`,
    `http://0177.0.0.1:${B}/`,
    `http://0177.1:${B}/`,
    `http://0177.0000.0000.0001:${B}/`,
    `http://127.000.000.001:${B}/`,
    `http://0x7f.0x0.0x0.0x1:${B}/`,
    `http://0x7F.0.0.1:${B}/`,
    `http://0x7f.0.1:${B}/`,
    `http://127.0.0x1:${B}/`,
    `http://0x0000007f.1:${B}/`,
    `http://0x7f.0x000001:${B}/`,
    `http://0177.0.0x0.1:${B}/`,
    `http://127.0.0.1.:${B}/`,
    `http://127.1.:${B}/`,
    `http://2130706433.:${B}/`,
    `http://%31%32%37.0.0.1:${B}/`,
    `http://%31%32%37%2e%30%2e%30%2e%31:${B}/`,
    `http://%30x7f.1:${B}/`,
    `http://\uff11\uff12\uff17.\uff10.\uff10.\uff11:${B}/`,
    `http://\uff10\uff58\uff17\uff46.\uff11:${B}/`,
    `http://127\u30020\u30020\u30021:${B}/`,
    `http://127\uff0e0\uff0e0\uff0e1:${B}/`,
    `http://0x7f\uff611:${B}/`,
    `HTTP://127.0.0.1:${B}/`,
    `http:127.0.0.1:${B}/`,
    `http:/127.0.0.1:${B}/`,
    `http:///127.0.0.1:${B}/`,
    `http:\\\\127.0.0.1:${B}\\`,
    ` http://127.0.0.1:${B}/`,
    `http://127.0.\n0.1:${B}/`,
    `http://127.0.0.1\t:${B}/`,
    `http://127.0.0.1:0${B}/`,
    `http://127.0.0.1:${B}`,
    `http://127.0.0.1:${B}/#@outside.test/`,
    `http://127.0.0.1:${B}?@outside.test/`,
    `http://[::1]:${B}/`,
    `http://[0:0:0:0:0:0:0:1]:${B}/`,
    `http://[0000:0000:0000:0000:0000:0000:0000:0001]:${B}/`,
    `http://[::0:1]:${B}/`,
    `http://[0::1]:${B}/`,
    `http://[::0.0.0.1]:${B}/`,
    `http://[::ffff:127.0.0.1]:${B}/`,
    `http://[::ffff:7f00:1]:${B}/`,
    `http://[::FFFF:7F00:0001]:${B}/`,
    `http://[0:0:0:0:0:ffff:127.0.0.1]:${B}/`,
    `http://[0:0:0:0:0:ffff:7f00:1]:${B}/`,
    `http://localhost:${B}/`,
    `http://LOCALHOST:${B}/`,
    `http://LocalHost:${B}/`,
    `http://localhost.:${B}/`,
    `http://sub.localhost:${B}/`,
    `http://\u24db\u24de\u24d2\u24d0\u24db\u24d7\u24de\u24e2\u24e3:${B}/`,
    `http://\uff2c\uff2f\uff23\uff21\uff2c\uff28\uff2f\uff33\uff34:${B}/`,
    `http://%6c%6f%63%61%6c%68%6f%73%74:${B}/`,
    `http://local\u00adhost:${B}/`,
    `http://rebind.test:${B}/`,
    `http://v6loop.test:${B}/`,
    `http://mapped.test:${B}/`,
    `http://127.0.0.1.nip.io:${B}/`,
    `http://localtest.me:${B}/`,
    `http://ip6-localhost:${B}/`,
    `http://localhost.localdomain:${B}/`,
    `http://7f000001.c0a80001.rbndr.us:${B}/`,
  ];
  /**
   * Forms refused whatever the loopback allowance: the unspecified address (which Linux connects
   * to loopback), loopback carried in NAT64, 6to4, IPv4-compatible and translated IPv6, other
   * loopback addresses, a name with a public and a loopback address, https, and credentials.
   */
  const otherForms = (B: number): string[] => [
    `http://0.0.0.0:${B}/`,
    `http://0:${B}/`,
    `http://[::]:${B}/`,
    `http://[::127.0.0.1]:${B}/`,
    `http://[::ffff:0:127.0.0.1]:${B}/`,
    `http://[64:ff9b::127.0.0.1]:${B}/`,
    `http://[64:ff9b::7f00:1]:${B}/`,
    `http://[2002:7f00:1::]:${B}/`,
    `http://nat64.test:${B}/`,
    `http://127.255.255.254:${B}/`,
    `http://spoof.test:${B}/`,
    `https://127.0.0.1:${B}/`,
    `http://outside.test@127.0.0.1:${B}/`,
  ];
  const allForms = (B: number) => [...loopbackForms(B), ...otherForms(B)];

  it('has at least 60 distinct loopback forms, the promise of issue 15', () => {
    expect(new Set(loopbackForms(1)).size).toBe(loopbackForms(1).length);
    expect(loopbackForms(1).length).toBeGreaterThanOrEqual(60);
  });

  it.each(allForms(0).map((_, i) => [i, allForms(0)[i]!]))(
    'refuses loopback form #%i (%j), and the inside service sees nothing',
    async (i) => {
      const url = allForms(inside.port)[i]!;
      const before = inside.hits.length;
      const err = await refusal(get(url));
      expect(['private_address', 'credentials']).toContain(err.reason);
      expect(inside.hits.length).toBe(before);
    },
  );

  it.each(loopbackForms(0).map((_, i) => [i, loopbackForms(0)[i]!]))(
    'control: loopback form #%i (%j) is served by the inside service once its port is allowed',
    async (i) => {
      const url = loopbackForms(inside.port)[i]!;
      const allowed = createFetcher({
        resolve,
        loopback: (port) => port === inside.port,
        timeoutMs: 2_000,
      });
      const before = inside.hits.length;
      const res = await allowed.fetch(url, { expect: 'html', maxBytes: 1e6 });
      expect(res.body.toString()).toContain('internal admin');
      expect(inside.hits.length).toBe(before + 1);
    },
  );

  it.each([
    'http://169.254.169.254/latest/meta-data/',
    'http://[::ffff:169.254.169.254]/',
    'http://[fd00:ec2::254]/latest/meta-data/',
    'http://metadata.google.internal/computeMetadata/v1/',
    'http://100.100.100.200/latest/meta-data/',
    'http://10.0.0.1/',
    'http://172.16.0.1/',
    'http://172.31.255.255/',
    'http://192.168.1.1/',
    'http://100.64.0.1/',
    'http://169.254.0.1/',
    'http://224.0.0.1/',
    'http://255.255.255.255/',
    'http://192.0.2.1/',
    'http://198.51.100.7/',
    'http://203.0.113.9/',
    'http://198.18.0.1/',
    'http://240.0.0.1/',
    'http://[fe80::1]/',
    'http://[fc00::1]/',
    'http://[fd12:3456::1]/',
    'http://[ff02::1]/',
    'http://[2001:db8::1]/',
    'http://[::ffff:10.0.0.1]/',
    'http://[64:ff9b::10.0.0.1]/',
    'http://[2002:a00:1::]/',
    'http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/',
    'http://[fec0::1]/',
    'http://[100::1]/',
    'http://private.test/',
    'http://mixed.test/',
    'http://ula.test/',
  ])('refuses %s before connecting, even with loopback allowed everywhere', async (url) => {
    const open = createFetcher({ resolve, loopback: () => true, timeoutMs: 2_000 });
    const err = await refusal(open.fetch(url, { expect: 'any', maxBytes: 1000 }));
    expect(err.reason).toBe('private_address');
    expect(err.message).toBe('That address is on a private network');
    expect(err.status).toBe(400);
  });

  it.each([
    ['file:///etc/passwd', 'scheme'],
    ['gopher://127.0.0.1:70/_x', 'scheme'],
    ['ftp://outside.test/file', 'scheme'],
    ['data:text/html,<p>hi</p>', 'scheme'],
    ['javascript:alert(1)', 'scheme'],
    ['dict://127.0.0.1:11211/stat', 'scheme'],
    ['ws://outside.test/', 'scheme'],
    ['http://[fe80::1%25eth0]/', 'invalid_url'],
    ['outside.test/page', 'invalid_url'],
    ['', 'invalid_url'],
    ['http://', 'invalid_url'],
    [`http://${'a'.repeat(5000)}.test/`, 'invalid_url'],
  ])('refuses %s (%s)', async (url, reason) => {
    expect((await refusal(get(url))).reason).toBe(reason);
  });

  it('refuses a user name or password in the address, even on an allowed host', async () => {
    for (const url of [
      `http://user:pass@127.0.0.1:${outside.port}/page`,
      `http://user@127.0.0.1:${outside.port}/page`,
      `http://:pass@127.0.0.1:${outside.port}/page`,
    ]) {
      const err = await refusal(get(url));
      expect(err.reason).toBe('credentials');
    }
    expect(outside.hits.filter((h) => h === '/page')).toEqual([]);
  });

  it('refuses loopback entirely when no test allowance is given (the default)', async () => {
    const strict = createFetcher({ resolve, timeoutMs: 2_000 });
    const before = outside.hits.length;
    const err = await refusal(
      strict.fetch(`${outside.origin}/page`, { expect: 'html', maxBytes: 1e6 }),
    );
    expect(err.reason).toBe('private_address');
    expect(outside.hits.length).toBe(before);
  });
});

describe('redirect tricks', () => {
  it.each([
    ['/r/loopback', 'private_address'],
    ['/r/v6', 'private_address'],
    ['/r/localhost', 'private_address'],
    ['/r/hex', 'private_address'],
    ['/r/decimal', 'private_address'],
    ['/r/metadata', 'private_address'],
    ['/r/file', 'scheme'],
    ['/r/gopher', 'scheme'],
    ['/r/dict', 'scheme'],
    ['/r/protocol-relative', 'private_address'],
    ['/r/rebind', 'private_address'],
    ['/r/private-name', 'private_address'],
    ['/r/https-private', 'private_address'],
    ['/r/credentials', 'credentials'],
    ['/r/mapped', 'private_address'],
    ['/r/zero', 'private_address'],
    ['/r/chain1', 'private_address'],
    ['/loop', 'too_many_redirects'],
  ])('a redirect from an allowed page (%s) is checked again: %s', async (path, reason) => {
    const before = inside.hits.length;
    const err = await refusal(get(`${outside.origin}${path}`));
    expect(err.reason).toBe(reason);
    expect(inside.hits.length).toBe(before);
  });

  it('stops after 5 redirects and names it', async () => {
    const start = outside.hits.length;
    const err = await refusal(get(`${outside.origin}/loop`, 'html'));
    expect(err.message).toBe('That page redirects too many times');
    expect(outside.hits.length - start).toBe(6);
  });

  it('follows allowed redirects, relative and by name, and reports where it ended', async () => {
    const rel = await get(`${outside.origin}/relative`, 'html');
    expect(rel.url).toBe(`${outside.origin}/page`);
    expect(rel.body.toString()).toContain('outside');
    const chain = await get(`${outside.origin}/ok1`, 'html');
    expect(chain.redirects).toEqual(['/ok2', '/ok3', '/page'].map((p) => `${outside.origin}${p}`));
    const named = await get(`${outside.origin}/to-self-host`, 'html');
    expect(named.url).toBe(`http://outside.test:${outside.port}/page`);
  });
});

describe('limits', () => {
  it('cuts off an endless body at the limit while it streams', async () => {
    const err = await refusal(get(`${outside.origin}/bomb`, 'html', 256 * 1024));
    expect(err.reason).toBe('too_large');
    expect(err.message).toBe('That page is too large (over 256 KB)');
    expect(err.status).toBe(413);
    // The server stops being read at the limit; it could not have sent more than the socket
    // buffers hold beyond it (a few MB), where a read-then-check fetch would run forever.
    await new Promise((r) => setTimeout(r, 200));
    expect(outside.written.get('/bomb')!).toBeLessThan(16 * 1024 * 1024);
  });

  it('refuses a declared length over the limit before reading the body', async () => {
    const err = await refusal(get(`${outside.origin}/declared-huge`, 'html', 1_000_000));
    expect(err.reason).toBe('too_large');
  });

  it('counts decompressed bytes: a gzip bomb is cut off at the limit', async () => {
    const err = await refusal(get(`${outside.origin}/gzip-bomb`, 'html', 1_000_000));
    expect(err.reason).toBe('too_large');
  });

  it('reads a gzipped page, and refuses an encoding it cannot read', async () => {
    expect((await get(`${outside.origin}/gzip-page`, 'html')).body.toString()).toBe(
      '<title>zipped</title>',
    );
    expect((await refusal(get(`${outside.origin}/compress`, 'html'))).reason).toBe('encoding');
  });

  it('keeps the first bytes of a long body when asked for part of it', async () => {
    const res = await fetcher().fetch(`${outside.origin}/bomb`, {
      expect: 'any',
      maxBytes: 1000,
      partial: true,
    });
    expect(res.truncated).toBe(true);
    expect(res.body.length).toBe(1000);
  });

  it('gives up on a body that trickles in (slow loris)', async () => {
    const started = Date.now();
    const err = await refusal(
      fetcher().fetch(`${outside.origin}/slow-loris`, {
        expect: 'html',
        maxBytes: 1e6,
        timeoutMs: 600,
      }),
    );
    expect(err.reason).toBe('timeout');
    expect(err.message).toBe('That page took too long');
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('gives up on a server that never answers', async () => {
    const err = await refusal(
      fetcher().fetch(`${outside.origin}/silent`, {
        expect: 'image',
        maxBytes: 1e6,
        timeoutMs: 500,
      }),
    );
    expect(err.reason).toBe('timeout');
    expect(err.message).toBe('That image took too long');
  });

  it('gives up on a resolver that never answers', async () => {
    const stuck = createFetcher({ resolve: () => new Promise(() => {}), timeoutMs: 300 });
    const err = await refusal(stuck.fetch('http://stuck.test/', { expect: 'html', maxBytes: 1e6 }));
    expect(err.reason).toBe('timeout');
  });

  it('names an unknown site and an error status', async () => {
    const unknown = await refusal(get('http://nowhere.test/'));
    expect(unknown.reason).toBe('not_found');
    expect(unknown.message).toBe("We couldn't find the site nowhere.test");
    expect((await refusal(get(`${outside.origin}/missing`, 'html'))).message).toBe(
      "That page wasn't found (404)",
    );
    expect((await refusal(get(`${outside.origin}/broken`, 'image'))).message).toBe(
      'That image answered with an error (500)',
    );
  });

  it('names a closed port as unreachable', async () => {
    const closed = await startFixtureSite();
    await closed.close();
    const open = createFetcher({ resolve, loopback: () => true, timeoutMs: 2_000 });
    const err = await refusal(open.fetch(`${closed.origin}/`, { expect: 'html', maxBytes: 1e6 }));
    expect(err.reason).toBe('unreachable');
    expect(err.message).toBe("We couldn't reach that page");
  });
});

describe('content checks', () => {
  it('an image is judged by its bytes, not its content type', async () => {
    const res = await get(`${outside.origin}/png-as-html`, 'image');
    expect(res.body.equals(png)).toBe(true);
    const err = await refusal(get(`${outside.origin}/html-as-png`, 'image'));
    expect(err.reason).toBe('content');
    expect(err.message).toBe("That address isn't an image we can read");
    expect(err.status).toBe(415);
  });

  it('a page must be HTML', async () => {
    expect((await refusal(get(`${outside.origin}/json`, 'html'))).message).toBe(
      "That address isn't a web page",
    );
    expect((await refusal(get(`${outside.origin}/image.png`, 'html'))).reason).toBe('content');
    expect((await refusal(get(`${outside.origin}/nul-page`, 'html'))).reason).toBe('content');
    expect((await get(`${outside.origin}/untyped`, 'html')).body.toString()).toContain('<title>');
  });

  it('fetches an image and a page it may reach', async () => {
    const image = await get(`${outside.origin}/image.png`, 'image');
    expect(image.body.equals(png)).toBe(true);
    expect(image.contentType).toBe('image/png');
    const page = await get(`http://outside.test:${outside.port}/page`, 'html');
    expect(page.body.toString()).toContain('<title>Hello</title>');
    expect(page.status).toBe(200);
  });
});

describe('DNS is asked once, and the connection goes to the address it checked', () => {
  it('never asks again between the check and the connection', async () => {
    let calls = 0;
    const once: Resolve = async () => {
      calls++;
      // A rebinding resolver: the first answer passes the check, later ones point inside.
      return calls === 1
        ? [{ address: '127.0.0.1', family: 4 }]
        : [{ address: '10.0.0.7', family: 4 }];
    };
    const f = createFetcher({ resolve: once, loopback: (p) => p === outside.port });
    const res = await f.fetch(`http://rebinding.test:${outside.port}/page`, {
      expect: 'html',
      maxBytes: 1e6,
    });
    expect(res.body.toString()).toContain('outside');
    expect(calls).toBe(1);
  });

  it('connects to the checked address even for a name the system resolves elsewhere', async () => {
    // `localhost` resolves to loopback on this machine; the test resolver says `outside` only.
    const f = createFetcher({
      resolve: async () => [{ address: '127.0.0.1', family: 4 }],
      loopback: (p) => p === outside.port,
    });
    const before = outside.hits.length;
    await f.fetch(`http://any-name.test:${outside.port}/page`, { expect: 'html', maxBytes: 1e6 });
    expect(outside.hits.length).toBe(before + 1);
  });
});

/**
 * A certificate authority made for this run and a server certificate for `tls.test` it signed
 * (selfsigned, so the test needs no openssl), and a second certificate for `tls.test` that
 * signs itself.
 */
async function makeCertificates() {
  const ca = await selfsigned.generate([{ name: 'commonName', value: 'Tack test CA' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [
      { name: 'basicConstraints', cA: true, critical: true },
      { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    ],
  });
  const leafOf = (name: string, signer?: { key: string; cert: string }) =>
    selfsigned.generate([{ name: 'commonName', value: name }], {
      keyType: 'ec',
      algorithm: 'sha256',
      ...(signer ? { ca: signer } : {}),
    });
  const signer = { key: ca.private, cert: ca.cert };
  return {
    ca: ca.cert,
    signed: await leafOf('tls.test', signer),
    otherName: await leafOf('other.test', signer),
    selfSigned: await leafOf('tls.test'),
  };
}

describe('https', () => {
  let certs: Awaited<ReturnType<typeof makeCertificates>>;
  let servers: https.Server[] = [];
  let hits = 0;

  /** An https server on loopback with `pems`; `/inside` redirects to the inside service. */
  async function serve(pems: { private: string; cert: string }): Promise<number> {
    const server = https.createServer({ key: pems.private, cert: pems.cert }, (req, res) => {
      hits++;
      if (req.url === '/inside')
        return void res.writeHead(302, { location: `http://127.0.0.1:${inside.port}/` }).end();
      res.writeHead(200, { 'content-type': 'text/html' }).end('<title>over tls</title>');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    servers.push(server);
    return (server.address() as { port: number }).port;
  }

  const tlsFetcher = (port: number, trust: string[] | undefined) =>
    createFetcher({
      resolve: async () => [{ address: '127.0.0.1', family: 4 }],
      loopback: (p) => p === port,
      timeoutMs: 3_000,
      ...(trust ? { testCertificateAuthorities: trust } : {}),
    });

  beforeAll(async () => {
    certs = await makeCertificates();
  });
  afterAll(async () => {
    for (const server of servers) {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    }
    servers = [];
  });

  it('fetches a page over https from a server whose certificate a trusted CA signed', async () => {
    const port = await serve(certs.signed);
    const res = await tlsFetcher(port, [certs.ca]).fetch(`https://tls.test:${port}/page`, {
      expect: 'html',
      maxBytes: 1e6,
    });
    expect(res.status).toBe(200);
    expect(res.url).toBe(`https://tls.test:${port}/page`);
    expect(res.body.toString()).toBe('<title>over tls</title>');
  });

  it('verifies certificates: a self-signed server is unreachable, not trusted', async () => {
    const port = await serve(certs.selfSigned);
    const before = hits;
    const err = await refusal(
      tlsFetcher(port, [certs.ca]).fetch(`https://tls.test:${port}/`, {
        expect: 'html',
        maxBytes: 1e6,
      }),
    );
    expect(err.reason).toBe('unreachable');
    expect(err.detail).toMatch(/SELF_SIGNED|self[- ]signed/i);
    expect(hits).toBe(before);
  });

  it('refuses a certificate for another name, even from the trusted CA', async () => {
    const port = await serve(certs.otherName);
    const err = await refusal(
      tlsFetcher(port, [certs.ca]).fetch(`https://tls.test:${port}/`, {
        expect: 'html',
        maxBytes: 1e6,
      }),
    );
    expect(err.reason).toBe('unreachable');
    expect(err.detail).toMatch(/ALTNAME|does not match|Hostname/i);
  });

  it('without the test CA, the same good server is not trusted (the system roots apply)', async () => {
    const port = await serve(certs.signed);
    const err = await refusal(
      tlsFetcher(port, undefined).fetch(`https://tls.test:${port}/`, {
        expect: 'html',
        maxBytes: 1e6,
      }),
    );
    expect(err.reason).toBe('unreachable');
    expect(err.detail).toMatch(/UNABLE_TO_VERIFY|unable to (get|verify)/i);
  });

  it('checks a redirect out of https again: to the inside service it is refused', async () => {
    const port = await serve(certs.signed);
    const before = inside.hits.length;
    const err = await refusal(
      tlsFetcher(port, [certs.ca]).fetch(`https://tls.test:${port}/inside`, {
        expect: 'html',
        maxBytes: 1e6,
      }),
    );
    expect(err.reason).toBe('private_address');
    expect(inside.hits.length).toBe(before);
  });
});
