import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDb, describeEngines } from '../../test/engines.ts';
import type { Db } from './dialect.ts';
import { queryTemplate } from './query-template.ts';

describeEngines('queries compiled once, run with new values (queryTemplate)', (engine) => {
  let db: Db;
  let builds = 0;
  const now = new Date().toISOString();
  beforeAll(async () => {
    db = await createTestDb(engine);
    await db.db
      .insertInto('users')
      .values(
        ['ann', 'bob', 'cy', 'dee'].map((name, i) => ({
          id: `u${i}`,
          email: `${name}@example.com`,
          username: name,
          first_name: name,
          full_name: name,
          password_hash: 'x',
          created_at: now,
        })) as never,
      )
      .execute();
  });
  afterAll(() => db.close());

  const named = queryTemplate((k, v: { ids: string[]; limit: number }, shape) => {
    builds += 1;
    return k
      .selectFrom('users')
      .select('username')
      .where('id', 'in', v.ids)
      .orderBy('username', shape === 'desc' ? 'desc' : 'asc')
      .limit(v.limit);
  });

  it('runs the compiled query with each call’s values, building it once per shape', async () => {
    const names = async (shape: string, ids: string[], limit: number) =>
      (await named(db.db, shape, { ids, limit })).map((r) => r.username);
    expect(await names('asc', ['u0', 'u1'], 10)).toEqual(['ann', 'bob']);
    expect(await names('asc', ['u2', 'u3'], 1)).toEqual(['cy']);
    expect(builds).toBe(1);
    // A list of another length, or another shape, is another query.
    expect(await names('asc', ['u0', 'u1', 'u2'], 10)).toEqual(['ann', 'bob', 'cy']);
    expect(await names('desc', ['u0', 'u1'], 10)).toEqual(['bob', 'ann']);
    expect(builds).toBe(3);
  });

  it('refuses a template that writes a value into the SQL instead of sending it', async () => {
    const unsafe = queryTemplate((k, v: { name: string }) =>
      k.selectFrom('users').select('id').where('username', '=', sql.lit(v.name)),
    );
    await expect(unsafe(db.db, '', { name: 'ann' })).rejects.toThrow(/written into the SQL/);
  });
});
