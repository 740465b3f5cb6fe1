import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines, type TestApp } from '../../../test/engines.ts';
import { dataOf as data, testClient, type TestClient } from '../../../test/client.ts';
import { makePng, multipart } from '../../../test/images.ts';

const codeFor = (secret: string) =>
  new TOTP({
    secret: Secret.fromBase32(secret),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  }).generate();

// Issue 14, business access (MC §3 "Business profile", §6, §7; PC §6): managers by invite with
// permissions, acting as the profile (each write authorized against the manager's permissions
// and recorded with who did it), the two-factor requirement, and the profiles endpoint.
describeEngines('business access', (engine) => {
  let t: TestApp;
  const people: Record<string, { c: TestClient; id: string }> = {};
  let image = '';
  const person = async (name: string) => {
    const c = testClient(t.app);
    people[name] = { c, id: (await c.signup(name)).viewer.id };
    return people[name];
  };
  const ok = async (res: Promise<{ status: number; body: string; json: unknown }>) => {
    const r = await res;
    expect(r.status, r.body).toBe(200);
    return data(r as never);
  };
  /** Ana (the business) invites `name` with `permissions`; they accept. */
  const manager = async (name: string, permissions: string[]) => {
    const m = await person(name);
    const invite = await ok(
      people.ana!.c.resource('BusinessInviteResource', 'create', {
        profile_id: people.ana!.id,
        permissions,
      }),
    );
    await ok(m.c.resource('BusinessInviteResource', 'update', { code: invite.code }));
    return m;
  };
  const asAna = (c: TestClient, name: string, extra: Record<string, unknown> = {}) =>
    c.resource('BoardResource', 'create', { name, orbac_subject_id: people.ana!.id, ...extra });

  beforeAll(async () => {
    t = await createTestApp(engine, { LOGIN_RATE_LIMIT: '100' });
    const ana = await person('ana');
    await ok(ana.c.resource('BusinessConvertResource', 'create', {}));
    await t.db.db
      .updateTable('users')
      .set({ full_name: 'Ana Lamps' })
      .where('id', '=', ana.id)
      .execute();
    const form = multipart('image', 'a.png', await makePng(40, 60), 'image/png');
    image = data(
      await ana.c.post('/v3/media/uploads/', form.payload, { 'content-type': form.contentType }),
    ).imageSignature;
  });
  afterAll(() => t?.close());

  it('GET /vx/business_access/profiles/: 401 JSON signed out (no redirect), own profile as OWNER', async () => {
    const anon = await testClient(t.app).get('/vx/business_access/profiles/');
    expect(anon.status).toBe(401);
    expect(anon.headers['content-type']).toMatch(/json/);
    expect(anon.headers.location).toBeUndefined();
    const own = await ok(people.ana!.c.get('/vx/business_access/profiles/'));
    expect(Object.keys(own)).toEqual([people.ana!.id]);
    expect(own[people.ana!.id]).toMatchObject({
      id: people.ana!.id,
      permissions: ['OWNER'],
      user: { businessName: 'Ana Lamps', username: 'ana', imgUrl: null },
      viewerMeetsMfaRequirement: true,
    });
  });

  it('invites: admins make single-use links; the invitee becomes a manager keyed by the profile id', async () => {
    const stranger = await person('stan');
    const personal = await person('pia');
    // Only a business account adds people; nobody else may invite to a profile.
    const notBusiness = await personal.c.resource('BusinessInviteResource', 'create', {
      profile_id: personal.id,
      permissions: ['VIEW_STATS'],
    });
    expect(notBusiness.status).toBe(400);
    expect(
      (
        await stranger.c.resource('BusinessInviteResource', 'create', {
          profile_id: people.ana!.id,
          permissions: ['ADMIN'],
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await people.ana!.c.resource('BusinessInviteResource', 'create', {
          profile_id: people.ana!.id,
          permissions: ['OWNER'],
        })
      ).status,
    ).toBe(400);

    const invite = await ok(
      people.ana!.c.resource('BusinessInviteResource', 'create', {
        profile_id: people.ana!.id,
        permissions: ['CREATE_EDIT_PINS', 'VIEW_STATS'],
      }),
    );
    expect(invite.url).toBe(`/business/invite/?code=${invite.code}`);
    const cam = await person('cam');
    expect(
      await ok(cam.c.resource('BusinessInviteResource', 'get', { code: invite.code })),
    ).toMatchObject({
      profile: { id: people.ana!.id, businessName: 'Ana Lamps' },
      permissions: ['CREATE_EDIT_PINS', 'VIEW_STATS'],
    });
    // The owner cannot take their own invite.
    expect(
      (await people.ana!.c.resource('BusinessInviteResource', 'update', { code: invite.code }))
        .status,
    ).toBe(400);
    await ok(cam.c.resource('BusinessInviteResource', 'update', { code: invite.code }));
    // Used up: a second person gets 404, as for an unknown code.
    expect(
      (await stranger.c.resource('BusinessInviteResource', 'update', { code: invite.code })).status,
    ).toBe(404);
    const profiles = await ok(cam.c.get('/vx/business_access/profiles/'));
    expect(profiles[people.ana!.id]).toMatchObject({
      permissions: ['CREATE_EDIT_PINS', 'VIEW_STATS'],
      user: { username: 'ana', businessName: 'Ana Lamps' },
      viewerMeetsMfaRequirement: true,
    });
    expect(profiles[cam.id].permissions).toEqual(['OWNER']);
    // A manager without ADMIN cannot invite: 403 saying why.
    const refused = await cam.c.resource('BusinessInviteResource', 'create', {
      profile_id: people.ana!.id,
      permissions: ['VIEW_STATS'],
    });
    expect(refused.status).toBe(403);
    expect(refused.json.resource_response.error.message).toMatch(/Admin/);
  });

  it('a revoked invite cannot be accepted', async () => {
    const invite = await ok(
      people.ana!.c.resource('BusinessInviteResource', 'create', {
        profile_id: people.ana!.id,
        permissions: ['VIEW_STATS'],
      }),
    );
    await ok(
      people.ana!.c.resource('BusinessInviteResource', 'delete', {
        profile_id: people.ana!.id,
        invite_id: invite.id,
      }),
    );
    const late = await person('lou');
    expect(
      (await late.c.resource('BusinessInviteResource', 'update', { code: invite.code })).status,
    ).toBe(404);
    expect(
      (
        await people.ana!.c.resource('BusinessInviteResource', 'delete', {
          profile_id: people.ana!.id,
          invite_id: invite.id,
        })
      ).status,
    ).toBe(404);
  });

  it('acting: a manager without MANAGE_BOARDS cannot create a board as the profile (403); with it the board is the profile’s and who did it is recorded', async () => {
    const pins = people.cam!; // CREATE_EDIT_PINS, VIEW_STATS
    const refused = await asAna(pins.c, 'Not mine to make');
    expect(refused.status).toBe(403);
    expect(refused.json.resource_response.error.message).toMatch(/Manage boards/);
    // The switcher's header is refused the same way.
    const byHeader = await pins.c.request(
      'POST',
      '/resource/BoardResource/create/',
      { options: { name: 'Nope' } },
      {
        'x-tack-acting-as': people.ana!.id,
      },
    );
    expect(byHeader.status).toBe(403);

    const bo = await manager('bob', ['MANAGE_BOARDS']);
    const board = await ok(asAna(bo.c, 'Spring lamps'));
    const row = await t.db.db
      .selectFrom('boards')
      .select('owner_id')
      .where('id', '=', board.id)
      .executeTakeFirstOrThrow();
    expect(row.owner_id).toBe(people.ana!.id);
    const audit = await t.db.db
      .selectFrom('business_actions')
      .selectAll()
      .where('object_id', '=', board.id)
      .execute();
    expect(audit).toMatchObject([
      { profile_id: people.ana!.id, actor_id: bo.id, call: 'BoardResource.create' },
    ]);
    const page = await ok(
      people.ana!.c.resource('BusinessAccessResource', 'get', { profile_id: people.ana!.id }),
    );
    expect(page.recentActions[0]).toMatchObject({
      call: 'BoardResource.create',
      actor: 'bob',
      objectId: board.id,
    });
    // Reads run as the profile too: the board list is Ana's.
    const boards = await bo.c.request(
      'GET',
      `/resource/BoardsResource/get/?data=${encodeURIComponent(JSON.stringify({ options: { username: 'ana' } }))}`,
      undefined,
      { 'x-tack-acting-as': people.ana!.id },
    );
    expect(boards.status, boards.body).toBe(200);
    // A stranger naming the profile is refused; a call that is always one's own runs as oneself.
    expect((await asAna(people.stan!.c, 'Hijack')).status).toBe(403);
    const session = await bo.c.request('GET', '/resource/UserSessionResource/get/', undefined, {
      'x-tack-acting-as': people.ana!.id,
    });
    expect(data(session).viewer.username).toBe('bob');
    const named = await bo.c.resource('UserProfileResource', 'update', {
      about: 'x',
      orbac_subject_id: people.ana!.id,
    });
    expect([400, 403]).toContain(named.status);
  });

  it('saving as the profile: a manager with CREATE_EDIT_PINS saves onto the profile’s board (user_id names it)', async () => {
    const board = await ok(people.ana!.c.resource('BoardResource', 'create', { name: 'Picks' }));
    const other = await ok(
      people.stan!.c.resource('BoardResource', 'create', { name: 'Stan things' }),
    );
    const pin = await ok(
      people.stan!.c.resource('PinResource', 'create', {
        board_id: other.id,
        image_signature: image,
        title: 'Brass lamp',
      }),
    );
    const saved = await ok(
      people.cam!.c.resource('RepinResource', 'create', {
        pin_id: pin.id,
        board_id: board.id,
        user_id: people.ana!.id,
      }),
    );
    const row = await t.db.db
      .selectFrom('pins')
      .select(['pinner_id', 'board_id'])
      .where('id', '=', saved.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ pinner_id: people.ana!.id, board_id: board.id });
    const audit = await t.db.db
      .selectFrom('business_actions')
      .select(['actor_id', 'call'])
      .where('object_id', '=', saved.id)
      .execute();
    expect(audit).toEqual([{ actor_id: people.cam!.id, call: 'RepinResource.create' }]);
  });

  it('pin statistics: a manager with VIEW_STATS reads the profile’s pin stats; one without it, or a stranger, gets 404', async () => {
    const board = await ok(people.ana!.c.resource('BoardResource', 'create', { name: 'Stats' }));
    const pin = await ok(
      people.ana!.c.resource('PinResource', 'create', {
        board_id: board.id,
        image_signature: image,
        title: 'Copper lamp',
      }),
    );
    const stats = (c: TestClient) => c.resource('PinAnalyticsResource', 'get', { pin_id: pin.id });
    expect((await stats(people.ana!.c)).status).toBe(200);
    expect((await stats(people.cam!.c)).status).toBe(200); // CREATE_EDIT_PINS, VIEW_STATS
    const noStats = await manager('nia', ['MANAGE_BOARDS']);
    expect((await stats(noStats.c)).status).toBe(404);
    expect((await stats(people.stan!.c)).status).toBe(404);
    await ok(
      people.ana!.c.resource('BusinessManagerResource', 'delete', {
        profile_id: people.ana!.id,
        user_id: noStats.id,
      }),
    );
  });

  it('admins change permissions and remove managers; a removed manager can no longer act', async () => {
    const bo = people.bob!;
    await ok(
      people.ana!.c.resource('BusinessManagerResource', 'update', {
        profile_id: people.ana!.id,
        user_id: bo.id,
        permissions: ['VIEW_STATS'],
      }),
    );
    expect((await asAna(bo.c, 'After demotion')).status).toBe(403);
    await ok(
      people.ana!.c.resource('BusinessManagerResource', 'delete', {
        profile_id: people.ana!.id,
        user_id: bo.id,
      }),
    );
    const gone = await asAna(bo.c, 'After removal');
    expect(gone.status).toBe(403);
    expect(gone.json.resource_response.error.message).toMatch(/don't manage/);
    expect(Object.keys(await ok(bo.c.get('/vx/business_access/profiles/')))).toEqual([bo.id]);
  });

  it('MFA: a profile that requires two-factor refuses managers without it, says why, and honours them once it is on; the owner is never refused', async () => {
    const dee = await manager('dee', ['ADMIN']);
    await ok(
      people.ana!.c.resource('BusinessSecurityResource', 'update', {
        profile_id: people.ana!.id,
        require_mfa: true,
      }),
    );
    const profiles = await ok(dee.c.get('/vx/business_access/profiles/'));
    expect(profiles[people.ana!.id]).toMatchObject({
      viewerMeetsMfaRequirement: false,
      requiresMfa: true,
    });
    const refused = await asAna(dee.c, 'Without two-factor');
    expect(refused.status).toBe(403);
    expect(refused.json.resource_response.error.code).toBe('mfa_required');
    expect(refused.json.resource_response.error.message).toMatch(
      /two-factor sign-in.*Settings > Security/,
    );
    // Admin work needs it too.
    expect(
      (
        await dee.c.resource('BusinessSecurityResource', 'update', {
          profile_id: people.ana!.id,
          require_mfa: false,
        })
      ).status,
    ).toBe(403);
    // The owner (Ana, no two-factor) still acts as herself.
    await ok(
      people.ana!.c.resource('BoardResource', 'create', {
        name: 'Owner board',
        orbac_subject_id: people.ana!.id,
      }),
    );

    const setup = await ok(dee.c.resource('TwoFactorEnrollResource', 'create', {}));
    await ok(dee.c.resource('TwoFactorEnrollResource', 'update', { code: codeFor(setup.secret) }));
    expect(
      (await ok(dee.c.get('/vx/business_access/profiles/')))[people.ana!.id]
        .viewerMeetsMfaRequirement,
    ).toBe(true);
    await ok(asAna(dee.c, 'With two-factor'));
    await ok(
      dee.c.resource('BusinessSecurityResource', 'update', {
        profile_id: people.ana!.id,
        require_mfa: false,
      }),
    );
  });

  it('the access page is its managers’ only: others get 404', async () => {
    expect(
      (
        await people.stan!.c.resource('BusinessAccessResource', 'get', {
          profile_id: people.ana!.id,
        })
      ).status,
    ).toBe(404);
    const page = await ok(
      people.cam!.c.resource('BusinessAccessResource', 'get', { profile_id: people.ana!.id }),
    );
    expect(
      page.managers.map((m: { user: { username: string } }) => m.user.username).sort(),
    ).toEqual(['cam', 'dee']);
    expect(
      page.managers.find((m: { user: { username: string } }) => m.user.username === 'dee').hasMfa,
    ).toBe(true);
  });
});
