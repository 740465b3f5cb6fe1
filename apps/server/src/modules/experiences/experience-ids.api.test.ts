import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines } from '../../../test/engines.ts';
import { testClient } from '../../../test/client.ts';

/** Found by the contract fuzz suite: numbers past 32 bits answered 500 on PostgreSQL. */
describeEngines('experience numbers past the integer columns', (engine) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t?.close());

  it.each([
    ['ViewedExperienceResource', 'get'],
    ['ViewedExperienceResource', 'update'],
    ['CompletedExperienceResource', 'update'],
    ['UserExperienceResource', 'delete'],
  ] as const)(
    '%s/%s refuses a placed id of more than 9 digits with a 400',
    async (name, action) => {
      const res = await testClient(t.app).resource(name, action, {
        placed_experience_id: '3910451829:77',
      });
      expect(res.status).toBe(400);
      expect(res.json.resource_response.error.message).toBe(
        'options.placed_experience_id: must be placementId:experienceId',
      );
    },
  );

  it('refuses a trigger and a placement of more than 9 digits with a 400', async () => {
    const c = testClient(t.app);
    expect((await c.put('/v3/experiences/3910451829:77/trigger/')).status).toBe(400);
    const res = await c.resource('UserExperienceResource', 'get', {
      placement_ids: [9_999_999_999],
    });
    expect(res.status).toBe(400);
    expect(res.json.resource_response.error.field).toBe('placement_ids.0');
  });
});
