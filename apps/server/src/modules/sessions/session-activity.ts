import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/** A session's last use is written at most this often: reads stay reads most of the time. */
export const TOUCH_INTERVAL_MS = 60_000;

/** Whether a session last used at `lastUsedAt` (ISO, or null: never recorded) is due a write. */
export function isTouchDue(lastUsedAt: string | null, now: number): boolean {
  return lastUsedAt === null || now - Date.parse(lastUsedAt) >= TOUCH_INTERVAL_MS;
}

/**
 * Records a session's use: its time and the client's address. The condition repeats the
 * throttle in SQL, so two requests racing past the check still write once.
 */
export async function touchSession(
  db: Kysely<Database>,
  sessionId: string,
  ip: string,
  now: number,
): Promise<void> {
  const cutoff = new Date(now - TOUCH_INTERVAL_MS).toISOString();
  await db
    .updateTable('sessions')
    .set({ last_used_at: new Date(now).toISOString(), last_ip: ip.slice(0, 64) })
    .where('id', '=', sessionId)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<=', cutoff)]))
    .execute();
}
