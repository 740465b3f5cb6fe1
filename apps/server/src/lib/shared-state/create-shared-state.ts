import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { dbSharedState } from './db-shared-state.ts';
import { redisSharedState } from './redis-shared-state.ts';
import type { SharedState } from './shared-state.ts';

/** Redis when `REDIS_URL` is set, else the app's database: the same interface either way. */
export function createSharedState(
  redisUrl: string | null,
  db: Kysely<Database>,
  log: (err: Error) => void,
): SharedState {
  return redisUrl ? redisSharedState(redisUrl, log) : dbSharedState(db);
}
