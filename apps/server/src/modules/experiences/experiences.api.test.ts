import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeEngines } from '../../../test/engines.ts';
import { dataOf as data, testClient, type TestClient } from '../../../test/client.ts';
import { EXPERIENCE_KINDS, PLACEMENTS } from '@tack/contract/constants';
import { seedDemoMessages } from '../../demo/messages.ts';
import { EVENT_RATE_LIMIT } from '../../app.ts';

const MODAL = {
  title: 'Welcome back',
  body: 'Here is what is new.',
  completeButton: { text: 'Got it' },
};
const TOAST = { text: 'Hello there' };
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describeEngines('experiences: serving, targeting, lifecycle, authoring', (engine) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let operator: TestClient;
  let member: TestClient;
  let anon: TestClient;
  let nextExperience = 1000;

  const author = async (draft: Record<string, unknown>) => {
    const res = await operator.resource('AdminExperienceResource', 'create', {
      experience_id: ++nextExperience,
      name: `Message ${nextExperience}`,
      kind: 'toast',
      display_data: TOAST,
      ...draft,
    });
    expect(res.status, res.body).toBe(200);
    return data(res) as { id: string; experience_id: number; placement_id: number };
  };
  const served = async (
    who: TestClient,
    placement: number,
    extra: Record<string, unknown> = {},
  ) => {
    const res = await who.resource('UserExperienceResource', 'get', {
      placement_ids: [placement],
      ...extra,
    });
    expect(res.status, res.body).toBe(200);
    return data(res)[String(placement)] as { id: string; experience_id: number } | null;
  };
  const reportAs = (who: TestClient, name: string, action: 'update' | 'delete', placed: string) =>
    who.resource(name, action, { placed_experience_id: placed });
  const signupAs = async (username: string) => {
    const c = testClient(t.app);
    const id = (await c.signup(username)).viewer.id as string;
    return { c, id };
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    operator = testClient(t.app);
    const opId = (await operator.signup('operator')).viewer.id;
    await t.db.db.updateTable('users').set({ role: 'admin' }).where('id', '=', opId).execute();
    member = testClient(t.app);
    await member.signup('member');
    anon = testClient(t.app);
  });
  afterAll(() => t.close());

  describe('authoring', () => {
    it('is for operators only', async () => {
      expect((await member.resource('AdminExperiencesResource', 'get', {})).status).toBe(403);
      expect((await anon.resource('AdminExperiencesResource', 'get', {})).status).toBe(401);
      const res = await member.resource('AdminExperienceResource', 'create', {
        experience_id: 1,
        placement_id: 1,
        name: 'x',
        kind: 'toast',
        display_data: TOAST,
      });
      expect(res.status).toBe(403);
    });

    it('checks display data against its kind and says which field is wrong', async () => {
      const res = await operator.resource('AdminExperienceResource', 'create', {
        experience_id: 5,
        placement_id: 9,
        name: 'Broken modal',
        kind: 'modal',
        display_data: { title: 'Hi', body: 'There' },
      });
      expect(res.status).toBe(400);
      expect(res.json.resource_response.error.field).toBe('display_data.completeButton');
      const list = data(await operator.resource('AdminExperiencesResource', 'get', {}));
      expect(list.items.some((e: { name: string }) => e.name === 'Broken modal')).toBe(false);
    });

    it('refuses a second experience with the same placement and id, and an end before the start', async () => {
      const first = await author({ placement_id: 77 });
      const again = await operator.resource('AdminExperienceResource', 'create', {
        experience_id: first.experience_id,
        placement_id: 77,
        name: 'dup',
        kind: 'toast',
        display_data: TOAST,
      });
      expect(again.status).toBe(409);
      const bad = await operator.resource('AdminExperienceResource', 'update', {
        id: first.id,
        starts_at: '2030-01-02T00:00:00Z',
        ends_at: '2030-01-01T00:00:00Z',
      });
      expect(bad.status).toBe(400);
      expect(bad.json.resource_response.error.field).toBe('ends_at');
    });

    it('a survey frame must be one of our pages or an allowed origin', async () => {
      const survey = {
        title_text: 'Quick one',
        buttons: [{ text: 'Yes' }, { text: 'No' }],
      };
      const foreign = await operator.resource('AdminExperienceResource', 'create', {
        experience_id: 4242,
        placement_id: 79,
        name: 'Foreign survey',
        kind: 'survey',
        display_data: { ...survey, frame_url: 'https://evil.example/s' },
      });
      expect(foreign.status).toBe(400);
      expect(foreign.json.resource_response.error.field).toBe('display_data.frame_url');
      await author({
        placement_id: 79,
        kind: 'survey',
        display_data: { ...survey, frame_url: '/survey/1' },
      });
    });

    it('derives the type code from the kind and edits only what is given', async () => {
      const e = await author({ placement_id: 78, kind: 'modal', display_data: MODAL, priority: 3 });
      const got = data(await operator.resource('AdminExperienceResource', 'get', { id: e.id }));
      expect(got.type).toBe(26);
      const edited = data(
        await operator.resource('AdminExperienceResource', 'update', { id: e.id, name: 'Renamed' }),
      );
      expect(edited).toMatchObject({ name: 'Renamed', priority: 3, type: 26, paused: false });
      const removed = await operator.resource('AdminExperienceResource', 'delete', { id: e.id });
      expect(removed.status).toBe(200);
      expect((await operator.resource('AdminExperienceResource', 'get', { id: e.id })).status).toBe(
        404,
      );
    });
  });

  describe('serving', () => {
    it('serves a modal targeted at signed-in users to them, once: completed, it never comes back', async () => {
      const e = await author({
        placement_id: 100,
        kind: 'modal',
        display_data: MODAL,
        targeting: { signed_in: true },
      });
      expect(await served(anon, 100)).toBeNull();
      const got = await served(member, 100);
      expect(got).toMatchObject({ id: `100:${e.experience_id}`, type: 26, kind: 'modal' });
      expect((await reportAs(member, 'ViewedExperienceResource', 'update', got!.id)).status).toBe(
        200,
      );
      expect(await served(member, 100)).toMatchObject({ status: 'viewed' });
      await reportAs(member, 'CompletedExperienceResource', 'update', got!.id);
      await reportAs(member, 'CompletedExperienceResource', 'update', got!.id);
      expect(await served(member, 100)).toBeNull();
      const state = data(
        await member.resource('ViewedExperienceResource', 'get', { placed_experience_id: got!.id }),
      );
      expect(state).toEqual({ placed_experience_id: got!.id, status: 'completed' });
      const admin = data(await operator.resource('AdminExperienceResource', 'get', { id: e.id }));
      expect(admin.counts).toEqual({ views: 1, completions: 1, dismissals: 0 });
    });

    it('a dismissed experience is not served again to that viewer, but still to others', async () => {
      const e = await author({ placement_id: 101 });
      const placed = `101:${e.experience_id}`;
      expect(await served(anon, 101)).not.toBeNull();
      expect((await reportAs(anon, 'UserExperienceResource', 'delete', placed)).status).toBe(200);
      expect(await served(anon, 101)).toBeNull();
      expect(await served(member, 101)).not.toBeNull();
    });

    it('paused, scheduled and ended messages answer as missing to reports, state and triggers', async () => {
      const unpublished = [
        await author({ placement_id: 105, paused: true }),
        await author({ placement_id: 105, starts_at: '2999-01-01T00:00:00Z' }),
        await author({ placement_id: 105, ends_at: '2001-01-01T00:00:00Z' }),
      ];
      for (const e of unpublished) {
        const placed = `105:${e.experience_id}`;
        for (const name of ['ViewedExperienceResource', 'CompletedExperienceResource'])
          expect((await reportAs(anon, name, 'update', placed)).status).toBe(404);
        expect((await reportAs(anon, 'UserExperienceResource', 'delete', placed)).status).toBe(404);
        expect((await anon.put(`/v3/experiences/${placed}/trigger/`, {})).status).toBe(404);
      }
      const states = await t.db.db
        .selectFrom('experience_states')
        .select('experience_id')
        .where(
          'experience_id',
          'in',
          unpublished.map((e) => e.id),
        )
        .execute();
      expect(states).toEqual([]);
    });

    it('picks the highest priority, and leaves out paused, not yet started and ended ones', async () => {
      const low = await author({ placement_id: 102, priority: 1 });
      const high = await author({ placement_id: 102, priority: 5 });
      await author({ placement_id: 102, priority: 9, paused: true });
      await author({ placement_id: 102, priority: 9, starts_at: '2999-01-01T00:00:00Z' });
      await author({ placement_id: 102, priority: 9, ends_at: '2001-01-01T00:00:00Z' });
      expect((await served(member, 102))!.experience_id).toBe(high.experience_id);
      const multi = data(
        await member.resource('UserExperiencePlatformResource', 'get', {
          multiExperiencePlatform: true,
        }),
      );
      expect(multi['102'].map((e: { experience_id: number }) => e.experience_id)).toEqual([
        high.experience_id,
        low.experience_id,
      ]);
      const all = data(await member.resource('UserExperiencePlatformResource', 'get', {}));
      expect(all['102'].experience_id).toBe(high.experience_id);
    });

    it('a follow-up is served only after its trigger fires, one call per follow-up (§7)', async () => {
      const followUp = await author({ placement_id: 104, requires_trigger: true });
      const second = await author({ placement_id: 106, requires_trigger: true });
      const source = await author({
        placement_id: 103,
        triggerable_placed_exps: [`104:${followUp.experience_id}`, `106:${second.experience_id}`],
      });
      expect(await served(member, 104)).toBeNull();
      const fire = (placed: string, body: unknown = { extra_context: '{"from":"test"}' }) =>
        member.put(`/v3/experiences/${placed}/trigger/`, body);
      const fired = await fire(`104:${followUp.experience_id}`);
      expect(fired.status, fired.body).toBe(200);
      expect(data(fired).triggered).toEqual([`104:${followUp.experience_id}`]);
      // Each call fires the one follow-up it names: the other is still waiting for its own.
      expect((await served(member, 104))!.experience_id).toBe(followUp.experience_id);
      expect(await served(member, 106)).toBeNull();
      expect(data(await fire(`106:${second.experience_id}`)).triggered).toEqual([
        `106:${second.experience_id}`,
      ]);
      expect((await served(member, 106))!.experience_id).toBe(second.experience_id);
      // Again: nothing changes.
      expect(data(await fire(`104:${followUp.experience_id}`)).triggered).toEqual([]);
      expect(await served(anon, 104)).toBeNull();
      // Only a listed follow-up fires: the source itself is nobody's.
      const notListed = await fire(`103:${source.experience_id}`);
      expect(notListed.status).toBe(400);
      expect(notListed.json.resource_response.error.message).toMatch(/triggerable_placed_exps/);
      expect((await fire('103:999999')).status).toBe(404);
      expect((await fire('nope')).status).toBe(400);
      expect((await fire(`104:${followUp.experience_id}`, { extra_context: '{' })).status).toBe(
        400,
      );
    });

    it('bots get nothing, and their reports and events are not recorded', async () => {
      const e = await author({ placement_id: 105 });
      const placed = `105:${e.experience_id}`;
      const url = `/resource/UserExperienceResource/get/?data=${encodeURIComponent(JSON.stringify({ options: { placement_ids: [105] } }))}`;
      const bot = testClient(t.app);
      const res = await bot.get(url, { 'user-agent': GOOGLEBOT });
      expect(data(res)).toEqual({ '105': null });
      const events = await bot.post(
        '/resource/ExperienceEventsResource/create/',
        { options: { events: [{ event_type: 4503, placed_experience_id: placed }] } },
        { 'user-agent': GOOGLEBOT },
      );
      expect(data(events)).toEqual({ stored: 0 });
      expect(data(await anon.get(url))).toMatchObject({ '105': { id: placed } });
    });

    it('stores logged events', async () => {
      const e = await author({ placement_id: 106 });
      const placed = `106:${e.experience_id}`;
      const res = await member.resource('ExperienceEventsResource', 'create', {
        events: [
          { event_type: 4503, component: 'toast', placed_experience_id: placed },
          { event_type: 101, component: 'toast', element: 'link', placed_experience_id: placed },
        ],
      });
      expect(data(res)).toEqual({ stored: 2 });
      const rows = await t.db.db
        .selectFrom('experience_events')
        .select(['event_type', 'element'])
        .where('placed_experience_id', '=', placed)
        .orderBy('event_type')
        .execute();
      expect(rows).toEqual([
        { event_type: 101, element: 'link' },
        { event_type: 4503, element: null },
      ]);
      const bad = await member.resource('ExperienceEventsResource', 'create', {
        events: [{ event_type: 7, placed_experience_id: placed }],
      });
      expect(bad.status).toBe(400);
    });

    it('bounds event logging per viewer with a 429 and a Retry-After', async () => {
      const flooder = testClient(t.app);
      const post = () =>
        flooder.resource('ExperienceEventsResource', 'create', {
          events: [{ event_type: 101, placed_experience_id: '1:1' }],
        });
      for (let i = 0; i < EVENT_RATE_LIMIT.max; i++) expect((await post()).status).toBe(200);
      const refused = await post();
      expect(refused.status).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(
        (
          await member.resource('ExperienceEventsResource', 'create', {
            events: [{ event_type: 101, placed_experience_id: '1:1' }],
          })
        ).status,
      ).toBe(200);
    });

    it('answers bad input with 400 and unknown experiences with 404', async () => {
      const none = await member.resource('UserExperienceResource', 'get', { placement_ids: [] });
      expect(none.status).toBe(400);
      const bad = await reportAs(member, 'CompletedExperienceResource', 'update', 'abc');
      expect(bad.status).toBe(400);
      expect(bad.json.resource_response.error.message).toMatch(/placementId:experienceId/);
      const missing = await reportAs(member, 'CompletedExperienceResource', 'update', '1:2');
      expect(missing.status).toBe(404);
    });
  });

  it('demo content has a live message of each kind, served where its targeting says', async () => {
    await seedDemoMessages(t.db.db);
    const list = data(await operator.resource('AdminExperiencesResource', 'get', {})).items as {
      kind: string;
      paused: boolean;
    }[];
    const live = new Set(list.filter((e) => !e.paused).map((e) => e.kind));
    expect(EXPERIENCE_KINDS.filter((k) => !live.has(k))).toEqual([]);
    const search = await served(anon, PLACEMENTS.searchTop, {
      extra_context: { page_type: 'search' },
    });
    expect(search).toMatchObject({ kind: 'callout_banner', type: 5 });
    expect(
      await served(anon, PLACEMENTS.searchTop, { extra_context: { page_type: 'home' } }),
    ).toBeNull();
  });

  describe('targeting: each rule matches and does not match', () => {
    let placement = 200;
    const facts = async (
      username: string,
      set: Record<string, unknown> = {},
      boards = 0,
    ): Promise<TestClient> => {
      const { c, id } = await signupAs(username);
      if (Object.keys(set).length)
        await t.db.db.updateTable('users').set(set).where('id', '=', id).execute();
      for (let i = 0; i < boards; i++)
        await c.resource('BoardResource', 'create', { name: `Board ${i}` });
      return c;
    };
    const cases: [
      string,
      Record<string, unknown>,
      () => Promise<[TestClient, TestClient]>,
      Record<string, unknown>?,
      Record<string, unknown>?,
    ][] = [
      ['signed_in false', { signed_in: false }, async () => [anon, member]],
      [
        'max_account_age_days',
        { max_account_age_days: 7 },
        async () => [
          await facts('fresh'),
          await facts('veteran', { created_at: '2020-01-01T00:00:00.000Z' }),
        ],
      ],
      [
        'countries',
        { countries: ['GB'] },
        async () => [
          await facts('briton', { country: 'GB' }),
          await facts('yankee', { country: 'US' }),
        ],
      ],
      [
        'locales (by locale code: fr-CA matches fr-FR)',
        { locales: ['fr-CA'] },
        async () => [
          await facts('francais', { locale: 'fr-FR' }),
          await facts('english', { locale: 'en-US' }),
        ],
      ],
      [
        'min_boards',
        { min_boards: 1 },
        async () => [await facts('boarder', {}, 1), await facts('boardless')],
      ],
      [
        'max_boards',
        { max_boards: 0 },
        async () => [await facts('empty'), await facts('busy', {}, 2)],
      ],
      [
        'partner',
        { partner: true },
        async () => [await facts('bizz', { account_type: 'business' }), await facts('personal')],
      ],
      [
        'employee',
        { employee: true },
        async () => [await facts('staffer', { is_employee: 1 }), await facts('outsider')],
      ],
      [
        'page_types',
        { page_types: ['search'] },
        async () => [member, member],
        { extra_context: { page_type: 'search', search_query: 'lamps' } },
        { extra_context: { page_type: 'home' } },
      ],
      ['rollout_percent 100 and 0', { rollout_percent: 100 }, async () => [member, member]],
    ];
    for (const [rule, targeting, who, matchExtra = {}, missExtra = matchExtra] of cases) {
      it(rule, async () => {
        const p = ++placement;
        const [matching, other] = await who();
        const e = await author({ placement_id: p, targeting });
        expect((await served(matching, p, matchExtra))?.experience_id).toBe(e.experience_id);
        if (rule.startsWith('rollout')) {
          await operator.resource('AdminExperienceResource', 'update', {
            id: e.id,
            targeting: { rollout_percent: 0 },
          });
        }
        expect(await served(other, p, missExtra)).toBeNull();
      });
    }

    it('advertiser_ids: a placement passes the viewer’s own advertiser id; another’s is not honoured', async () => {
      const p = ++placement;
      const { c, id } = await signupAs('advertiser1');
      const e = await author({ placement_id: p, targeting: { advertiser_ids: [id] } });
      const as = (advertiser_id: string) => ({ targeting: { advertiser_id } });
      expect((await served(c, p, as(id)))?.experience_id).toBe(e.experience_id);
      expect(await served(c, p, as('43'))).toBeNull();
      // Naming someone else's advertiser id (not a profile one manages) shows nothing of theirs.
      expect(await served(member, p, as(id))).toBeNull();
    });

    it('converting to a business account (/business/convert/) makes partner targeting match', async () => {
      const p = ++placement;
      await author({ placement_id: p, targeting: { partner: true } });
      const { c } = await signupAs('soonbiz');
      expect(await served(c, p)).toBeNull();
      const session = data(await c.resource('BusinessConvertResource', 'create', {}));
      expect(session.viewer.accountType).toBe('business');
      expect(await served(c, p)).not.toBeNull();
      expect((await anon.resource('BusinessConvertResource', 'create', {})).status).toBe(401);
    });

    it('a percentage rollout splits visitors by a stable hash', async () => {
      const p = ++placement;
      await author({ placement_id: p, targeting: { rollout_percent: 50 } });
      const answers: boolean[] = [];
      for (let i = 0; i < 30; i++) {
        const visitor = testClient(t.app);
        const first = (await served(visitor, p)) !== null;
        expect((await served(visitor, p)) !== null).toBe(first);
        answers.push(first);
      }
      expect(answers.some(Boolean)).toBe(true);
      expect(answers.every(Boolean)).toBe(false);
    });
  });
});
