import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines, type TestApp } from '../../test/engines.ts';
import { testClient, type TestClient } from '../../test/client.ts';
import { board, call, get, ok, person, pin, refusal, type Person } from './world.testing.ts';

/**
 * messaging-consent-routes.md §7, "Experiences", "Cookies and user" and "Invites and business
 * access", row by row: each call sent with exactly the options the spec lists, and the answer or
 * effect it describes checked. "Pins and boards" is spec-calls/boards-calls.api.test.ts.
 */
describeEngines('MC §7: experiences, cookies and user, invites', (engine) => {
  let t: TestApp;
  let operator: Person;
  let member: Person;
  let anon: TestClient;
  let nextExperience = 2000;

  /** An experience authored by an operator, answered with its placed id. */
  const author = async (draft: Record<string, unknown>) => {
    const e = ok(
      await operator.c.resource('AdminExperienceResource', 'create', {
        experience_id: ++nextExperience,
        name: `Message ${nextExperience}`,
        kind: 'toast',
        display_data: { text: 'Hello there' },
        ...draft,
      }),
    );
    return `${e.placement_id}:${e.experience_id}`;
  };
  const placedIds = (list: { id: string }[]) => list.map((e) => e.id);
  const report = { extra_context: { page_type: 'home' }, targeting: { country: 'US' } };

  beforeAll(async () => {
    t = await createTestApp(engine);
    anon = testClient(t.app);
    operator = await person(t, 'operator');
    await t.db.db
      .updateTable('users')
      .set({ role: 'admin' })
      .where('id', '=', operator.id)
      .execute();
    member = await person(t, 'member');
  });
  afterAll(() => t?.close());

  it('GET user experience platform resource (extra_context, optional targeting): data holds all experiences for the user', async () => {
    const home = await author({ placement_id: 300, targeting: { page_types: ['home'] } });
    const french = await author({ placement_id: 301, targeting: { countries: ['FR'] } });
    const all = ok(
      await get(anon, 'UserExperiencePlatformResource', { extra_context: { page_type: 'home' } }),
    );
    expect(all['300'].id).toBe(home);
    expect(all).not.toHaveProperty('301');
    // The optional targeting says where a signed-out visitor is; extra_context what page asks.
    const withTargeting = ok(
      await get(anon, 'UserExperiencePlatformResource', {
        extra_context: { page_type: 'search' },
        targeting: { country: 'FR' },
      }),
    );
    expect(withTargeting['301'].id).toBe(french);
    expect(withTargeting).not.toHaveProperty('300');
  });

  it('GET the same resource with multiExperiencePlatform true and extra_context: the multi-experience map', async () => {
    const low = await author({ placement_id: 302, priority: 1 });
    const high = await author({ placement_id: 302, priority: 5 });
    const multi = ok(
      await get(member.c, 'UserExperiencePlatformResource', {
        multiExperiencePlatform: true,
        extra_context: { page_type: 'home' },
      }),
    );
    expect(placedIds(multi['302'])).toEqual([high, low]);
  });

  it('GET user experience resource (placement_ids, extra_context or null, targeting): the experiences for those placements', async () => {
    const e = await author({ placement_id: 303 });
    const got = ok(
      await get(member.c, 'UserExperienceResource', {
        placement_ids: [303, 304],
        extra_context: null,
        targeting: { country: 'US' },
      }),
    );
    expect(Object.keys(got).sort()).toEqual(['303', '304']);
    expect(got['303']).toMatchObject({ id: e, placement_id: 303, status: 'not_viewed' });
    expect(got['304']).toBeNull();
  });

  it('GET and UPDATE viewed-experience resource (placed_experience_id, extra_context, targeting): reports a view', async () => {
    const placed = await author({ placement_id: 305 });
    const options = { placed_experience_id: placed, ...report };
    expect(ok(await get(member.c, 'ViewedExperienceResource', options))).toBeNull();
    expect(ok(await call(member.c, 'PUT', 'ViewedExperienceResource', 'update', options))).toEqual({
      placed_experience_id: placed,
      status: 'viewed',
    });
    expect(ok(await get(member.c, 'ViewedExperienceResource', options))).toEqual({
      placed_experience_id: placed,
      status: 'viewed',
    });
  });

  it('UPDATE completed-experience resource (same payload): completion, and the variant without the home feed refresh', async () => {
    const served = async (placement: number) =>
      ok(await get(member.c, 'UserExperienceResource', { placement_ids: [placement] }))[
        String(placement)
      ];
    for (const [placement, variant] of [
      [306, {}],
      [307, { without_refresh: true }],
    ] as const) {
      const placed = await author({ placement_id: placement });
      expect(await served(placement)).not.toBeNull();
      const done = await call(member.c, 'PUT', 'CompletedExperienceResource', 'update', {
        placed_experience_id: placed,
        ...report,
        ...variant,
      });
      expect(ok(done)).toEqual({ placed_experience_id: placed, status: 'completed' });
      expect(await served(placement)).toBeNull();
    }
  });

  it('DELETE user experience resource (same payload): reports dismissal', async () => {
    const placed = await author({ placement_id: 308 });
    const res = await call(anon, 'DELETE', 'UserExperienceResource', 'delete', {
      placed_experience_id: placed,
      ...report,
    });
    expect(ok(res)).toEqual({ placed_experience_id: placed, status: 'dismissed' });
    const again = ok(await get(anon, 'UserExperienceResource', { placement_ids: [308] }));
    expect(again['308']).toBeNull();
    // Dismissed for this visitor only.
    expect(
      ok(await get(member.c, 'UserExperienceResource', { placement_ids: [308] }))['308'],
    ).not.toBeNull();
  });

  it('PUT /v3/experiences/{placement:experience}/trigger/ (optional extra_context as JSON text): one trigger per item of triggerable_placed_exps', async () => {
    const first = await author({ placement_id: 309, requires_trigger: true });
    const second = await author({ placement_id: 310, requires_trigger: true });
    const source = await author({ placement_id: 311, triggerable_placed_exps: [first, second] });
    const platform = ok(await get(member.c, 'UserExperiencePlatformResource', {}));
    expect(platform['311'].triggerable_placed_exps).toEqual([first, second]);
    expect(platform).not.toHaveProperty('309');
    // What a client does: one PUT per item, the first with extra_context, the second without.
    const fired = [
      await member.c.put(`/v3/experiences/${first}/trigger/`, {
        extra_context: JSON.stringify({ from: source }),
      }),
      await member.c.put(`/v3/experiences/${second}/trigger/`),
    ];
    expect(fired.map((r) => ok(r).triggered)).toEqual([[first], [second]]);
    const after = ok(await get(member.c, 'UserExperiencePlatformResource', {}));
    expect([after['309'].id, after['310'].id]).toEqual([first, second]);
    const notJson = await member.c.put(`/v3/experiences/${first}/trigger/`, {
      extra_context: '{',
    });
    expect(refusal(notJson)).toEqual({ status: 400, field: 'extra_context' });
  });

  it('A generic API resource call: GET, POST, PUT, PATCH and DELETE with url, data and headers', async () => {
    const created = ok(
      await call(member.c, 'POST', 'BoardResource', 'create', { name: 'Generic' }),
    );
    const patched = await call(member.c, 'PATCH', 'BoardResource', 'update', {
      board_id: created.id,
      name: 'Patched',
    });
    expect(ok(patched)).toMatchObject({ id: created.id, name: 'Patched' });
    const put = await call(member.c, 'PUT', 'BoardResource', 'update', {
      board_id: created.id,
      description: 'By PUT',
    });
    expect(ok(put)).toMatchObject({ name: 'Patched', description: 'By PUT' });
    const url = `/resource/BoardResource/get/?data=${encodeURIComponent(JSON.stringify({ options: { board_id: created.id } }))}`;
    expect(ok(await member.c.get(url))).toMatchObject({ name: 'Patched', description: 'By PUT' });
    // headers: every unsafe method, PATCH too, needs the CSRF header.
    const noHeader = await member.c.request(
      'PATCH',
      '/resource/BoardResource/update/',
      { options: { board_id: created.id, name: 'Forged' } },
      { 'x-csrftoken': '' },
    );
    expect(noHeader.status).toBe(403);
    // PATCH is an update, so it is refused where the action is not one.
    expect(
      (await call(member.c, 'PATCH', 'BoardResource', 'delete', { board_id: created.id })).status,
    ).toBe(405);
    expect(
      ok(await call(member.c, 'DELETE', 'BoardResource', 'delete', { board_id: created.id })),
    ).toEqual({ id: created.id });
    expect((await get(member.c, 'BoardResource', { board_id: created.id })).status).toBe(404);
  });

  it('A generic API resource call with optional ignore_bookmark: the first page whatever the bookmark, on any call', async () => {
    for (const name of ['One', 'Two', 'Three']) await board(member.c, name);
    const page = (o: Record<string, unknown>) =>
      get(anon, 'BoardsResource', { username: 'member', page_size: 2, ...o });
    const first = ok(await page({}));
    expect(first.bookmark).toBeTruthy();
    const second = ok(await page({ bookmark: first.bookmark }));
    expect(second.items[0].id).not.toBe(first.items[0].id);
    expect(ok(await page({ bookmark: first.bookmark, ignore_bookmark: true }))).toEqual(first);
    expect(ok(await page({ bookmark: first.bookmark, ignore_bookmark: false }))).toEqual(second);
    // A call that does not page takes it too, and changes nothing.
    expect(
      ok(await get(member.c, 'UserResource', { username: 'member', ignore_bookmark: true })),
    ).toMatchObject({ username: 'member' });
    const p = await pin(member.c, first.items[0].id);
    ok(await member.c.resource('PinResource', 'update', { id: p, title: 'x', ignore_bookmark: 1 }));
    expect(refusal(await page({ ignore_bookmark: 'yes' }))).toEqual({
      status: 400,
      field: 'ignore_bookmark',
    });
    // Other unknown options are still refused.
    expect((await page({ ignore_bookmarks: true })).status).toBe(400);
  });

  it('UserSettingsResource update (allow_analytic_cookies, allow_marketing_cookies, allow_personalization_cookies, surface_tag)', async () => {
    const choice = {
      allow_analytic_cookies: true,
      allow_marketing_cookies: false,
      allow_personalization_cookies: true,
      surface_tag: 'consent_modal',
    };
    const res = await member.c.resource('UserSettingsResource', 'update', choice);
    const { surface_tag: _surface, ...allowed } = choice;
    expect(ok(res)).toMatchObject({ decided: true, ...allowed });
    expect(ok(await get(member.c, 'UserSettingsResource', {}))).toMatchObject(allowed);
  });

  it('UserResource read by user_id', async () => {
    const me = ok(await get(member.c, 'UserResource', { user_id: member.id }));
    expect(me).toMatchObject({ id: member.id, username: 'member', isAuth: true });
    expect(ok(await get(anon, 'UserResource', { user_id: member.id }))).not.toHaveProperty(
      'isAuth',
    );
  });

  it('UserResource read with field_set_key quicksave and user_id: that field set, the viewer only', async () => {
    const res = await get(member.c, 'UserResource', {
      field_set_key: 'quicksave',
      user_id: member.id,
    });
    const set = ok(res);
    expect(Object.keys(set).sort()).toEqual([
      'has_quicksave_board',
      'id',
      'quicksave_board_id',
      'save_behavior',
    ]);
    expect(set).toMatchObject({ id: member.id, has_quicksave_board: false });
    const other = await get(anon, 'UserResource', {
      field_set_key: 'quicksave',
      user_id: member.id,
    });
    expect(other.status).toBe(403);
  });

  it('UserResource read with save_behavior and user_id: the save behaviour only', async () => {
    const set = ok(
      await get(member.c, 'UserResource', { save_behavior: true, user_id: member.id }),
    );
    expect(Object.keys(set).sort()).toEqual(['id', 'save_behavior']);
    expect([0, 1]).toContain(set.save_behavior);
  });

  it('UserResource read with username and profile: the profile, without the viewer facts', async () => {
    const profile = ok(
      await get(member.c, 'UserResource', { username: 'member', field_set_key: 'profile' }),
    );
    expect(profile).toMatchObject({ id: member.id, username: 'member' });
    expect(profile).not.toHaveProperty('isAuth');
    expect(profile).not.toHaveProperty('has_quicksave_board');
  });

  it('UserStateResource read (state QUICK_SAVES_BOARD_ID) when logged in', async () => {
    const state = { state: 'QUICK_SAVES_BOARD_ID' };
    expect(ok(await get(operator.c, 'UserStateResource', state))).toEqual({
      ...state,
      value: null,
    });
    expect((await get(anon, 'UserStateResource', state)).status).toBe(401);
    expect((await get(member.c, 'UserStateResource', { state: 'OTHER' })).status).toBe(400);
  });

  it('GET InviteCodeMetadataResource (invite_code): data with sender and invite_channel; v3GetInviteCodeQuery (invite_code) reads the same data', async () => {
    const b = await board(member.c, 'Shared');
    const code = ok(
      await member.c.resource('InviteCodeResource', 'create', {
        object_type: 'board',
        object_id: b.id,
        channel: 'email',
      }),
    ).invite_code;
    const data = ok(await get(anon, 'InviteCodeMetadataResource', { invite_code: code }));
    expect(data).toMatchObject({
      sender: { id: member.id, username: 'member', first_name: 'Test' },
      invite_channel: 2,
      object_type: 'board',
      object_id: b.id,
    });
    expect(ok(await anon.get(`/v3/queries/v3GetInviteCodeQuery/?invite_code=${code}`))).toEqual(
      data,
    );
    expect(
      (await anon.get('/v3/queries/v3GetInviteCodeQuery/?invite_code=nosuchcode123')).status,
    ).toBe(404);
    expect((await anon.get('/v3/queries/v3GetInviteCodeQuery/')).status).toBe(400);
  });

  // Business access is built in modules/business (business.api.test.ts: managers, invites,
  // two-factor); here the call as the spec lists it, for a person who manages no other profile.
  it('GET /vx/business_access/profiles/: the profiles the viewer may act as, its own as OWNER; 401 signed out', async () => {
    const signedOut = await anon.get('/vx/business_access/profiles/');
    expect(signedOut.status).toBe(401);
    const profiles = ok(await member.c.get('/vx/business_access/profiles/'));
    expect(Object.keys(profiles)).toEqual([member.id]);
    expect(profiles[member.id]).toMatchObject({
      id: member.id,
      permissions: ['OWNER'],
      user: { username: 'member' },
      viewerMeetsMfaRequirement: true,
    });
  });
});
