import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeEnginesInProcess } from '../../../test/engines.ts';
import { dataOf as data, testClient, type TestClient } from '../../../test/client.ts';
import { makePng, multipart } from '../../../test/images.ts';
import { startFixtureSite, type FixtureSite } from '../../../test/fixture-site.ts';
import { allowLoopbackConnectionsOnly } from '../../../test/loopback-only.ts';
import type { Resolve } from '../../lib/fetcher.ts';

/**
 * Verified merchants and domains (MC §4 "Verified badge"): operators verify and revoke, people
 * claim a domain and prove it by a TXT record or a meta tag on its home page (read through the
 * guarded fetcher from a loopback fixture site), and pins and profiles carry the badge.
 */
const txt = new Map<string, string[][]>();
let homeHtml = '<html><head><title>Shop</title></head><body>Hi</body></html>';
let site: FixtureSite;
let uninstallGuard: () => void;
beforeAll(async () => {
  uninstallGuard = allowLoopbackConnectionsOnly();
  site = await startFixtureSite({
    '/': (_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(homeHtml),
  });
});
afterAll(async () => {
  await site?.close();
  uninstallGuard?.();
});

/** shop.test is this machine's fixture site; intranet.test is a private address. */
const resolve: Resolve = async (name) => {
  if (name === 'shop.test' || name === 'loop.test') return [{ address: '127.0.0.1', family: 4 }];
  if (name === 'intranet.test') return [{ address: '10.1.2.3', family: 4 }];
  throw Object.assign(new Error(`ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
};
const resolveTxt = async (name: string) => {
  const found = txt.get(name);
  if (!found) throw Object.assign(new Error(`ENODATA ${name}`), { code: 'ENODATA' });
  return found;
};

describeEnginesInProcess('verified merchants and domains', (engine) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let op: TestClient;
  let sam: TestClient;
  let ann: TestClient;
  let anon: TestClient;
  let pinId: string;

  beforeAll(async () => {
    t = await createTestApp(
      engine,
      { FETCH_ALLOW_LOOPBACK_FOR_TESTS: '1' },
      { resolve, resolveTxt, homePages: (d) => [`http://${d}:${site.port}/`] },
    );
    op = testClient(t.app);
    const opId = (await op.signup('opal')).viewer.id;
    await t.db.db.updateTable('users').set({ role: 'admin' }).where('id', '=', opId).execute();
    sam = testClient(t.app);
    await sam.signup('samshop');
    ann = testClient(t.app);
    await ann.signup('annie');
    anon = testClient(t.app);
    const board = data(await sam.resource('BoardResource', 'create', { name: 'Wares' }));
    const form = multipart(
      'image',
      'a.png',
      await makePng(320, 480, { r: 9, g: 90, b: 9 }),
      'image/png',
    );
    const up = await sam.post('/v3/media/uploads/', form.payload, {
      'content-type': form.contentType,
    });
    const pin = await sam.resource('PinResource', 'create', {
      board_id: board.id,
      image_signature: data(up).imageSignature,
      link: 'https://www.shop.test/item/1',
    });
    expect(pin.status).toBe(200);
    pinId = data(pin).id;
  });
  afterAll(() => t.close());

  const pinOf = async (c: TestClient) =>
    data(await c.resource('PinResource', 'get', { id: pinId }));
  const profile = async (c: TestClient) =>
    data(await c.resource('UserResource', 'get', { username: 'samshop' }));

  it('starts without badges', async () => {
    const pin = await pinOf(anon);
    expect(pin.pinner).toMatchObject({
      isVerifiedMerchant: false,
      verifiedIdentity: { verified: false },
    });
    expect(pin.linkDomain).toEqual({ domain: 'shop.test' });
    expect(await profile(anon)).toMatchObject({
      isVerifiedMerchant: false,
      verifiedIdentity: { verified: false },
      isPrimaryWebsiteVerified: false,
    });
  });

  describe('operators', () => {
    it('refuses everyone else: 403 signed in, 401 signed out', async () => {
      for (const [name, action, options] of [
        ['AdminVerificationResource', 'get', {}],
        ['VerifiedMerchantResource', 'create', { username: 'samshop' }],
        ['VerifiedMerchantResource', 'delete', { username: 'samshop' }],
        ['VerifiedDomainResource', 'create', { username: 'samshop', domain: 'shop.test' }],
        ['VerifiedDomainResource', 'delete', { username: 'samshop', domain: 'shop.test' }],
      ] as const) {
        const res = await ann.resource(name, action, options);
        expect(res.status, `${name}.${action}`).toBe(403);
        expect(res.json.resource_response.error.message).toMatch(/Only operators/);
        expect((await anon.resource(name, action, options)).status).toBe(401);
      }
      expect(data(await op.resource('AdminVerificationResource', 'get', {}))).toEqual({
        merchants: [],
        domains: [],
      });
    });

    it('verifies a merchant: the pin and the profile show it; revoking takes it back', async () => {
      const list = data(
        await op.resource('VerifiedMerchantResource', 'create', { username: 'samshop' }),
      );
      expect(list.merchants).toMatchObject([{ user: { username: 'samshop' }, verifiedBy: 'opal' }]);
      expect((await pinOf(anon)).pinner.isVerifiedMerchant).toBe(true);
      expect((await profile(ann)).isVerifiedMerchant).toBe(true);
      // Again: no change, no error.
      expect(
        (await op.resource('VerifiedMerchantResource', 'create', { username: 'samshop' })).status,
      ).toBe(200);
      const after = data(
        await op.resource('VerifiedMerchantResource', 'delete', { username: 'samshop' }),
      );
      expect(after.merchants).toEqual([]);
      expect((await pinOf(anon)).pinner.isVerifiedMerchant).toBe(false);
      const again = await op.resource('VerifiedMerchantResource', 'delete', {
        username: 'samshop',
      });
      expect(again.status).toBe(404);
      expect(again.json.resource_response.error.message).toBe('samshop is not a verified merchant');
    });

    it('answers 404 for an unknown person and 400 for a bad domain', async () => {
      const nobody = await op.resource('VerifiedMerchantResource', 'create', {
        username: 'nobody_here',
      });
      expect(nobody.status).toBe(404);
      expect(nobody.json.resource_response.error.message).toBe('No one is called nobody_here');
      const bad = await op.resource('VerifiedDomainResource', 'create', {
        username: 'samshop',
        domain: '192.168.1.1',
      });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatch(/Enter a domain name such as example.com/);
    });

    it("verifies a person's domain: their identity, and the domain's official user", async () => {
      const list = data(
        await op.resource('VerifiedDomainResource', 'create', {
          username: 'samshop',
          domain: 'https://WWW.Shop.test/',
        }),
      );
      expect(list.domains).toMatchObject([
        { domain: 'shop.test', method: 'operator', user: { username: 'samshop' } },
      ]);
      const pin = await pinOf(ann);
      expect(pin.pinner.verifiedIdentity).toEqual({ verified: true });
      expect(pin.linkDomain.officialUser).toMatchObject({
        username: 'samshop',
        isPrimaryWebsiteVerified: false,
      });
      await op.resource('VerifiedDomainResource', 'delete', {
        username: 'samshop',
        domain: 'shop.test',
      });
      const after = await pinOf(ann);
      expect(after.pinner.verifiedIdentity).toEqual({ verified: false });
      expect(after.linkDomain.officialUser).toBeUndefined();
    });
  });

  describe("a person's own domain", () => {
    let claimId: string;
    const check = (c: TestClient, method: string, id = claimId) =>
      c.resource('DomainClaimCheckResource', 'create', { id, method });

    it('claims a domain and gets the record and the tag to publish', async () => {
      const res = await sam.resource('DomainClaimResource', 'create', { domain: 'Shop.test' });
      expect(res.status).toBe(200);
      const claim = data(res);
      claimId = claim.id;
      expect(claim.txtRecord).toMatch(/^tack-site-verification=[\w-]{22}$/);
      expect(claim.metaTag).toBe(
        `<meta name="tack-site-verification" content="${claim.txtRecord.split('=')[1]}">`,
      );
      expect(claim.verifiedAt).toBeNull();
      // Claiming again answers the same claim.
      expect(
        data(await sam.resource('DomainClaimResource', 'create', { domain: 'shop.test' })).id,
      ).toBe(claimId);
      expect(data(await sam.resource('DomainClaimResource', 'get', {})).items).toHaveLength(1);
    });

    it('refuses local names and addresses, per field', async () => {
      for (const domain of ['localhost', '127.0.0.1', 'not a domain']) {
        const res = await sam.resource('DomainClaimResource', 'create', { domain });
        expect(res.status).toBe(400);
        expect(res.json.resource_response.error.field ?? res.body).toMatch(/domain/);
      }
    });

    it("is nobody else's to check or remove (404)", async () => {
      expect((await check(ann, 'dns')).status).toBe(404);
      expect((await ann.resource('DomainClaimResource', 'delete', { id: claimId })).status).toBe(
        404,
      );
      expect(data(await ann.resource('DomainClaimResource', 'get', {})).items).toEqual([]);
    });

    it('fails a DNS check with what was wrong, kept on the claim', async () => {
      const none = await check(sam, 'dns');
      expect(none.status).toBe(200);
      expect(data(none).verifiedAt).toBeNull();
      expect(data(none).lastError).toBe(
        'We found no TXT records for shop.test. Add the record, then try again (DNS changes can take a while to show).',
      );
      txt.set('shop.test', [['v=spf1 -all'], ['tack-site-verification=wrong']]);
      const wrong = await check(sam, 'dns');
      expect(data(wrong).verifiedAt).toBeNull();
      expect(data(wrong).lastError).toMatch(
        /^None of shop.test's TXT records is tack-site-verification=/,
      );
      const [claim] = data(await sam.resource('DomainClaimResource', 'get', {})).items;
      expect(claim.lastError).toMatch(/None of shop.test's TXT records/);
      expect(claim.verifiedAt).toBeNull();
      expect((await pinOf(anon)).pinner.verifiedIdentity.verified).toBe(false);
    });

    it('verifies by a DNS TXT record (split into chunks as DNS may)', async () => {
      const [claim] = data(await sam.resource('DomainClaimResource', 'get', {})).items;
      const record: string = claim.txtRecord;
      txt.set('shop.test', [['v=spf1 -all'], [record.slice(0, 10), record.slice(10)]]);
      const res = await check(sam, 'dns');
      expect(res.status).toBe(200);
      expect(data(res)).toMatchObject({ method: 'dns', lastError: null });
      expect(data(res).verifiedAt).toBeTruthy();
      expect((await pinOf(anon)).pinner.verifiedIdentity.verified).toBe(true);
      expect((await pinOf(anon)).linkDomain.officialUser.username).toBe('samshop');
      txt.delete('shop.test');
      // Removing the claim takes the badge with it.
      await sam.resource('DomainClaimResource', 'delete', { id: claimId });
      expect((await pinOf(anon)).pinner.verifiedIdentity.verified).toBe(false);
    });

    it('verifies by the meta tag on the home page, read through the guarded fetcher', async () => {
      const claim = data(
        await sam.resource('DomainClaimResource', 'create', { domain: 'shop.test' }),
      );
      claimId = claim.id;
      homeHtml = '<html><head><title>Shop</title></head><body>no tag</body></html>';
      const before = site.hits.length;
      const missing = await check(sam, 'meta');
      expect(site.hits.length).toBe(before + 1);
      expect(missing.status).toBe(200);
      expect(data(missing).verifiedAt).toBeNull();
      expect(data(missing).lastError).toMatch(
        /has no <meta name="tack-site-verification"> tag with your code in its <head>/,
      );
      // A tag with the code in the body does not count; in the head it does.
      homeHtml = `<html><head><title>Shop</title></head><body>${claim.metaTag}</body></html>`;
      expect(data(await check(sam, 'meta')).verifiedAt).toBeNull();
      homeHtml = `<!doctype html><html><head><meta charset="utf-8">${claim.metaTag}</head><body></body></html>`;
      const ok = await check(sam, 'meta');
      expect(ok.status).toBe(200);
      expect(data(ok).method).toBe('meta');
      // The profile's website is that domain: its primary website is verified.
      expect((await profile(anon)).isPrimaryWebsiteVerified).toBe(false);
      const me = await sam.resource('UserProfileResource', 'update', {
        website_url: 'https://www.shop.test/about',
      });
      expect(data(me)).toMatchObject({
        isPrimaryWebsiteVerified: true,
        verifiedIdentity: { verified: true },
      });
      expect((await profile(anon)).isPrimaryWebsiteVerified).toBe(true);
      expect((await pinOf(anon)).linkDomain.officialUser).toMatchObject({
        username: 'samshop',
        isPrimaryWebsiteVerified: true,
      });
    });

    it('refuses a domain that resolves to a private address, never connecting', async () => {
      const claim = data(
        await sam.resource('DomainClaimResource', 'create', { domain: 'intranet.test' }),
      );
      const res = await check(sam, 'meta', claim.id);
      expect(res.status).toBe(200);
      expect(data(res).lastError).toBe(
        `We couldn't read http://intranet.test:${site.port}/: That address is on a private network`,
      );
      const stored = data(await sam.resource('DomainClaimResource', 'get', {})).items.find(
        (c: { id: string }) => c.id === claim.id,
      );
      expect(stored.verifiedAt).toBeNull();
      expect(stored.lastError).toMatch(/private|not public|local/i);
    });

    it('limits checks per person (429 with Retry-After)', async () => {
      const claim = data(
        await ann.resource('DomainClaimResource', 'create', { domain: 'ann.test' }),
      );
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) statuses.push((await check(ann, 'dns', claim.id)).status);
      expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
      const last = await check(ann, 'dns', claim.id);
      expect(last.status).toBe(429);
      expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    });
  });
});

describeEnginesInProcess('domain proof in production', (engine) => {
  it('refuses a domain on this machine when loopback is not allowed (the production rule)', async () => {
    const t = await createTestApp(
      engine,
      {},
      { resolve, homePages: (d) => [`http://${d}:${site.port}/`] },
    );
    try {
      const c = testClient(t.app);
      await c.signup('loopy');
      const claim = data(
        await c.resource('DomainClaimResource', 'create', { domain: 'loop.test' }),
      );
      const before = site.hits.length;
      const res = await c.resource('DomainClaimCheckResource', 'create', {
        id: claim.id,
        method: 'meta',
      });
      expect(res.status).toBe(200);
      expect(data(res)).toMatchObject({ verifiedAt: null });
      expect(data(res).lastError).toMatch(/^We couldn't read http:\/\/loop\.test:\d+\/: /);
      expect(data(res).lastError).toMatch(/private network|this machine|loopback/i);
      expect(site.hits.length).toBe(before);
    } finally {
      await t.close();
    }
  });
});
