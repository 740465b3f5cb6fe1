import { Migrator, type Kysely } from 'kysely';
import { migrations } from './migrations/index.ts';

/** Brings the schema up to date; throws with the failing migration's error. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: migrations predate the current types
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
