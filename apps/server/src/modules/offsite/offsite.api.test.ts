import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_TYPES } from '@tack/contract';
import { createTestApp, describeEngines } from '../../../test/engines.ts';
import { dataOf as data, testClient, type TestClient } from '../../../test/client.ts';
import { makePng, multipart } from '../../../test/images.ts';
import { signOffsite } from './offsite-token.ts';

const LINK = 'https://shop.example/lamp?x=1';
const UNICODE = 'https://shop.example/lämpe';
const q = (o: Record<string, string>) => new URLSearchParams(o).toString();

// Outbound links (issue 12): the link check, /offsite/, operators' rules and the decisions log.
describeEngines('outbound links', (engine) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let maker: TestClient;
  let viewer: TestClient;
  let op: TestClient;
  let pinId: string;
  let secretPinId: string;

  const check = (c: TestClient, o: Record<string, string>) => c.get(`/v3/offsite/?${q(o)}`);
  const rule = (kind: string, value: string, status: string) =>
    op.resource('AdminLinkRulesResource', 'create', { kind, value, status, note: 'test' });
  const clickthroughs = async () =>
    t.db.db
      .selectFrom('events')
      .select(['pin_id', 'user_id', 'aux_data'])
      .where('event_type', '=', EVENT_TYPES.clickthrough)
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    // Asked everywhere: a clickthrough keeps the viewer only after they allow analytics.
    t = await createTestApp(engine, { CONSENT_REQUIRED: 'always' });
    [maker, viewer, op] = [testClient(t.app), testClient(t.app), testClient(t.app)];
    await maker.signup('maker');
    await viewer.signup('viewer');
    await op.signup('opal');
    await t.db.db
      .updateTable('users')
      .set({ role: 'admin' })
      .where('username', '=', 'opal')
      .execute();
    const form = multipart('image', 'a.png', await makePng(), 'image/png');
    const sig = data(
      await maker.post('/v3/media/uploads/', form.payload, { 'content-type': form.contentType }),
    ).imageSignature;
    const board = data(await maker.resource('BoardResource', 'create', { name: 'Lamps' })).id;
    const secret = data(await maker.resource('BoardResource', 'create', { name: 'Hidden' })).id;
    await maker.resource('BoardResource', 'update', { board_id: secret, privacy: 'secret' });
    const pin = async (board_id: string, link: string) =>
      data(
        await maker.resource('PinResource', 'create', {
          board_id,
          image_signature: sig,
          title: 'Lamp',
          link,
        }),
      ).id as string;
    pinId = await pin(board, LINK);
    secretPinId = await pin(secret, 'https://secret.example/');
    for (const [kind, value, status] of [
      ['host', 'bad.example', 'suspicious'],
      ['suffix', 'spam.example', 'blocked'],
      ['pattern', '*/adult/*', 'porn'],
    ])
      expect((await rule(kind!, value!, status!)).status).toBe(200);
  });
  afterAll(() => t?.close());

  describe('GET /v3/offsite/', () => {
    it.each([
      ['https://unknown.example/a', 'ok'],
      ['https://bad.example/a', 'suspicious'],
      ['https://www.spam.example/a', 'blocked'],
      ['https://fine.example/adult/x', 'porn'],
    ])('%s answers %s, with the message and host', async (url, status) => {
      const res = await check(viewer, { check_only: 'true', pin_id: pinId, url });
      expect(res.status).toBe(200);
      const d = data(res);
      expect(d.redirect_status).toBe(status);
      expect(d.host).toBe(new URL(url).hostname);
      if (status === 'ok') expect(d.message).toBe('');
      else expect(d.message.length).toBeGreaterThan(10);
    });

    it('answers the signed /offsite/ address for the link the pin carries', async () => {
      const d = data(await check(viewer, { check_only: 'true', pin_id: pinId, url: LINK }));
      expect(d.redirect_status).toBe('ok');
      const url = new URL(d.url, 'http://x');
      expect(url.pathname).toBe('/offsite/');
      expect(url.searchParams.get('url')).toBe(LINK);
      expect(url.searchParams.get('pin')).toBe(pinId);
      expect(url.searchParams.get('token')).toBe(signOffsite(await keyOf(), pinId, LINK));
    });

    it('refuses bad input with a message (400) and an unseen pin (404)', async () => {
      const bad = await check(viewer, { pin_id: pinId, url: 'javascript:alert(1)' });
      expect(bad.status).toBe(400);
      expect(bad.json).toMatchObject({
        resource_response: { error: { message: expect.stringMatching(/http and https/) } },
      });
      expect((await check(viewer, { url: 'https://a.example/' })).status).toBe(400);
      expect((await check(viewer, { pin_id: secretPinId, url: 'https://a.example/' })).status).toBe(
        404,
      );
      expect((await check(viewer, { pin_id: '999', url: 'https://a.example/' })).status).toBe(404);
      const ad = await check(viewer, { third_party_ad: 'true', url: 'https://ad.example/' });
      expect(data(ad)).toMatchObject({ redirect_status: 'ok', url: 'https://ad.example/' });
    });

    it('check_only=false logs a right-click clickthrough with its aux_data, under the limit', async () => {
      const before = (await clickthroughs()).length;
      const aux = JSON.stringify({ clickthrough_type: 'rightClick', object_id: pinId });
      const base = { check_only: 'false', pin_id: pinId, url: LINK, aux_data: aux };
      expect((await check(viewer, { ...base, time_to_offsite_ns: '900000000' })).status).toBe(200);
      expect(await clickthroughs()).toHaveLength(before);
      expect((await check(viewer, { ...base, time_to_offsite_ns: '5' })).status).toBe(200);
      const rows = await clickthroughs();
      expect(rows).toHaveLength(before + 1);
      expect(JSON.parse(rows.at(-1)!.aux_data!)).toMatchObject({
        clickthrough_type: 'rightClick',
        object_id: pinId,
        time_to_offsite_ns: 5,
      });
      // check_only (the card's question before leaving) logs none.
      await check(viewer, { ...base, check_only: 'true', time_to_offsite_ns: '5' });
      expect(await clickthroughs()).toHaveLength(before + 1);
      expect((await check(viewer, { ...base, aux_data: '[1]' })).status).toBe(400);
    });

    it('logs every decision with its rule, pin and viewer', async () => {
      await check(viewer, { pin_id: pinId, url: 'https://www.spam.example/logged' });
      const row = await t.db.db
        .selectFrom('link_decisions')
        .innerJoin('link_rules', 'link_rules.id', 'link_decisions.rule_id')
        .innerJoin('users', 'users.id', 'link_decisions.viewer_id')
        .select([
          'link_decisions.status',
          'link_decisions.pin_id',
          'link_rules.value',
          'users.username',
        ])
        .where('link_decisions.url', '=', 'https://www.spam.example/logged')
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        status: 'blocked',
        pin_id: pinId,
        value: 'spam.example',
        username: 'viewer',
      });
      const page = data(await op.resource('AdminLinkRulesResource', 'get', {}));
      expect(page.decisions[0]).toMatchObject({
        url: 'https://www.spam.example/logged',
        status: 'blocked',
        viewer: 'viewer',
        source: 'check',
      });
    });
  });

  async function keyOf(): Promise<Uint8Array> {
    const row = await t.db.db
      .selectFrom('server_secrets')
      .select('value')
      .where('name', '=', 'link-signing-key')
      .executeTakeFirstOrThrow();
    return Buffer.from(row.value, 'base64url');
  }

  describe('GET /offsite/', () => {
    const offsite = (c: TestClient, o: Record<string, string>) => c.get(`/offsite/?${q(o)}`);

    it('302s to the link for a valid signed token', async () => {
      const token = signOffsite(await keyOf(), pinId, LINK);
      const res = await offsite(viewer, { token, url: LINK, pin: pinId });
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe(LINK);
    });

    it('302s to a link with non-ASCII characters, percent-encoded', async () => {
      const res = await offsite(viewer, {
        token: signOffsite(await keyOf(), pinId, UNICODE),
        url: UNICODE,
        pin: pinId,
      });
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe('https://shop.example/l%C3%A4mpe');
    });

    it('302s without a token when the pin carries the link (a ctrl-click new tab)', async () => {
      const res = await offsite(viewer, { url: LINK, pin: pinId });
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe(LINK);
    });

    it('400s a forged token and a javascript: URL; 404s a link no pin carries', async () => {
      const forged = await offsite(viewer, { token: 'A'.repeat(43), url: LINK, pin: pinId });
      expect(forged.status).toBe(400);
      expect(forged.headers.location).toBeUndefined();
      const moved = signOffsite(await keyOf(), pinId, LINK);
      expect(
        (await offsite(viewer, { token: moved, url: 'https://evil.example/', pin: pinId })).status,
      ).toBe(400);
      const js = await offsite(viewer, { url: 'javascript:alert(1)', pin: pinId });
      expect(js.status).toBe(400);
      expect(js.body).not.toContain('alert(1)');
      expect((await offsite(viewer, { url: 'https://evil.example/', pin: pinId })).status).toBe(
        404,
      );
      expect((await offsite(viewer, { url: 'https://evil.example/' })).status).toBe(404);
      expect(
        (await offsite(viewer, { url: 'https://secret.example/', pin: secretPinId })).status,
      ).toBe(404);
    });

    it('shows the warning for a blocked link, and does not redirect', async () => {
      const url = 'https://shop.spam.example/x';
      const res = await offsite(viewer, {
        token: signOffsite(await keyOf(), pinId, url),
        url,
        pin: pinId,
      });
      expect(res.status).toBe(200);
      expect(res.headers.location).toBeUndefined();
      expect(res.body).toContain('Heads up!');
      expect(res.body).toContain('We have blocked this link');
      expect(res.body).toContain('shop.spam.example');
      expect(res.body).toContain('href="/policy/spam/"');
    });

    it('logs a clickthrough only under the time limit, the viewer only with consent', async () => {
      const before = (await clickthroughs()).length;
      const token = signOffsite(await keyOf(), pinId, LINK);
      const go = (c: TestClient, ns?: string) =>
        offsite(c, { token, url: LINK, pin: pinId, ...(ns ? { time_to_offsite_ns: ns } : {}) });
      expect((await go(viewer, '600000000')).status).toBe(302);
      expect((await go(viewer)).status).toBe(302);
      expect(await clickthroughs()).toHaveLength(before);
      expect((await go(viewer, '120000000')).status).toBe(302);
      let rows = await clickthroughs();
      expect(rows).toHaveLength(before + 1);
      expect(rows.at(-1)).toMatchObject({ pin_id: pinId, user_id: null });
      expect(JSON.parse(rows.at(-1)!.aux_data!)).toMatchObject({ time_to_offsite_ns: 120000000 });
      await viewer.resource('UserSettingsResource', 'update', {
        allow_analytic_cookies: true,
        allow_marketing_cookies: false,
        allow_personalization_cookies: false,
        surface_tag: 'settings',
      });
      await go(viewer, '1000');
      rows = await clickthroughs();
      const me = await t.db.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'viewer')
        .executeTakeFirstOrThrow();
      expect(rows.at(-1)).toMatchObject({ pin_id: pinId, user_id: me.id });
      // A blocked link is no clickthrough, however fast.
      const n = rows.length;
      const url = 'https://shop.spam.example/y';
      await offsite(viewer, {
        token: signOffsite(await keyOf(), pinId, url),
        url,
        pin: pinId,
        time_to_offsite_ns: '1',
      });
      expect(await clickthroughs()).toHaveLength(n);
    });
  });

  describe('operators manage rules at /admin/links', () => {
    it('only operators (401 signed out, 403 others)', async () => {
      expect((await testClient(t.app).resource('AdminLinkRulesResource', 'get', {})).status).toBe(
        401,
      );
      expect((await viewer.resource('AdminLinkRulesResource', 'get', {})).status).toBe(403);
      const add = await viewer.resource('AdminLinkRulesResource', 'create', {
        kind: 'host',
        value: 'x.example',
        status: 'blocked',
      });
      expect(add.status).toBe(403);
    });

    it('adds and removes a rule, which then decides (and stops deciding)', async () => {
      const url = 'https://later.example/p';
      expect(data(await check(viewer, { pin_id: pinId, url })).redirect_status).toBe('ok');
      const added = data(await rule('host', 'Later.Example', 'blocked'));
      const r = added.rules.find((x: { value: string }) => x.value === 'later.example');
      expect(r).toMatchObject({ kind: 'host', status: 'blocked', note: 'test', createdBy: 'opal' });
      expect(data(await check(viewer, { pin_id: pinId, url })).redirect_status).toBe('blocked');
      expect((await viewer.resource('AdminLinkRulesResource', 'delete', { id: r.id })).status).toBe(
        403,
      );
      const removed = await op.resource('AdminLinkRulesResource', 'delete', { id: r.id });
      expect(removed.status).toBe(200);
      expect(data(await check(viewer, { pin_id: pinId, url })).redirect_status).toBe('ok');
      expect((await op.resource('AdminLinkRulesResource', 'delete', { id: r.id })).status).toBe(
        404,
      );
    });

    it('says what is wrong with a rule, per field', async () => {
      const bad = await rule('host', 'https://x.example/path', 'blocked');
      expect(bad.status).toBe(400);
      expect(bad.json).toMatchObject({
        resource_response: {
          error: { errors: [{ field: 'value', message: expect.stringMatching(/host name/) }] },
        },
      });
      expect((await rule('pattern', 'spam', 'blocked')).status).toBe(400);
      expect((await rule('host', 'ok.example', 'fine')).status).toBe(400);
      const dup = await rule('host', 'bad.example', 'blocked');
      expect(dup.status).toBe(409);
    });

    it('refuses a rule change without the CSRF header', async () => {
      const res = await op.post(
        '/resource/AdminLinkRulesResource/create/',
        { options: { kind: 'host', value: 'csrf.example', status: 'blocked' } },
        { 'x-csrftoken': '' },
      );
      expect(res.status).toBe(403);
    });
  });
});
