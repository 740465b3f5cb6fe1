import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/** What people did with a pin (its original: saves of a save count there) in the window. */
export interface Activity {
  saves: number;
  /** Closeups opened and clickthroughs, from the event log's daily pin counts. */
  clicks: number;
}

/** The most active pins of each measure the window is read for (the rest rank below them). */
const TOP = 500;
const DAY_MS = 86_400_000;

/**
 * Per original pin: its saves (the saves table) and its opens and clickthroughs (pin_daily_stats,
 * the rollup of the event log) since `days` days before `now`. Two grouped queries over indexed
 * windows, never a scan of the event log.
 */
export async function activitySince(
  db: Kysely<Database>,
  now: number,
  days: number,
): Promise<Map<string, Activity>> {
  const since = new Date(now - days * DAY_MS);
  const [saves, clicks] = await Promise.all([
    db
      .selectFrom('saves')
      .select(['pin_id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('created_at', '>', since.toISOString())
      .groupBy('pin_id')
      .orderBy('n', 'desc')
      .limit(TOP)
      .execute(),
    db
      .selectFrom('pin_daily_stats as s')
      .innerJoin('pins as p', 'p.id', 's.pin_id')
      .select([
        sql<string>`coalesce(p.origin_pin_id, p.id)`.as('pin_id'),
        sql<number | string>`sum(s.pin_clicks + s.outbound_clicks)`.as('n'),
      ])
      .where('s.day', '>=', since.toISOString().slice(0, 10))
      .groupBy(sql`coalesce(p.origin_pin_id, p.id)`)
      .having(sql`sum(s.pin_clicks + s.outbound_clicks)`, '>', 0)
      .orderBy('n', 'desc')
      .limit(TOP)
      .execute(),
  ]);
  const activity = new Map<string, Activity>();
  const at = (id: string) => {
    let a = activity.get(id);
    if (!a) activity.set(id, (a = { saves: 0, clicks: 0 }));
    return a;
  };
  for (const r of saves) at(r.pin_id).saves += Number(r.n);
  for (const r of clicks) at(r.pin_id).clicks += Number(r.n);
  return activity;
}
