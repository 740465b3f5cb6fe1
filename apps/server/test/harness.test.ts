import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDb, describeEngines, engines } from './engines.ts';
import { testClient } from './client.ts';

describe('test harness', () => {
  it('tests postgres whenever CI runs (CI must cover both engines)', () => {
    if (process.env.CI) expect(engines).toEqual(['sqlite', 'postgres']);
    else expect(engines).toContain('sqlite');
  });
});

describeEngines('test harness', (engine) => {
  it('creates a fresh migrated database, isolated from the others', async () => {
    const [a, b] = await Promise.all([createTestDb(engine), createTestDb(engine)]);
    try {
      expect(a.engine).toBe(engine);
      expect(b.engine).toBe(engine);
      // Migrated: Kysely recorded every migration in both.
      const applied = async (d: typeof a) =>
        (await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(d.db))
          .rows;
      expect((await applied(a)).length).toBeGreaterThan(0);
      expect(await applied(b)).toEqual(await applied(a));
      // Isolated: a table made in one is absent from the other.
      await sql`CREATE TABLE harness_probe (id integer)`.execute(a.db);
      await expect(sql`SELECT id FROM harness_probe`.execute(b.db)).rejects.toThrow(
        /harness_probe/,
      );
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  describe('app', () => {
    let t: Awaited<ReturnType<typeof createTestApp>>;
    beforeAll(async () => {
      t = await createTestApp(engine);
    });
    afterAll(() => t?.close());

    it('answers GET /healthz and hands out a CSRF cookie', async () => {
      const client = testClient(t.app);
      const res = await client.get('/healthz');
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ status: 'ok' });
      expect(client.cookie('csrftoken')).toBeTruthy();
      expect(t.db.engine).toBe(engine);
    });
  });
});
