import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { nowIso } from '../../lib/ids.ts';
import { recount } from '../pins/board-counts.ts';

/** The pin itself and every save of it: what a report is about and what a removal removes. */
export async function pinGroup(db: Kysely<Database>, rootId: string) {
  return db
    .selectFrom('pins')
    .select(['id', 'board_id', 'section_id', 'removed_at'])
    .where((eb) => eb.or([eb('id', '=', rootId), eb('origin_pin_id', '=', rootId)]))
    .execute();
}

/** Stores a report; false when this person already reported the pin (the unique key). */
export async function insertReport(
  db: Kysely<Database>,
  r: { id: string; pinId: string; reporterId: string; reason: string; details: string },
): Promise<boolean> {
  const rows = await db
    .insertInto('pin_reports')
    .values({
      id: r.id,
      pin_id: r.pinId,
      reporter_id: r.reporterId,
      reason: r.reason,
      details: r.details,
      created_at: nowIso(),
    })
    .onConflict((oc) => oc.columns(['pin_id', 'reporter_id']).doNothing())
    .returning('id')
    .execute();
  return rows.length > 0;
}

/** Reported pins with open reports, the most reported first, one page. */
export async function openReportPage(db: Kysely<Database>, offset: number, limit: number) {
  return db
    .selectFrom('pin_reports')
    .select(['pin_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('status', '=', 'open')
    .groupBy('pin_id')
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('pin_id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function openReportLines(db: Kysely<Database>, pinIds: string[]) {
  if (!pinIds.length) return [];
  return db
    .selectFrom('pin_reports')
    .select(['pin_id', 'reason', 'details', 'created_at'])
    .where('status', '=', 'open')
    .where('pin_id', 'in', pinIds)
    .execute();
}

/** What an operator reviews, whoever may see the pin (reviewing is their job). */
export async function pinsForReview(db: Kysely<Database>, pinIds: string[]) {
  if (!pinIds.length) return [];
  return db
    .selectFrom('pins')
    .innerJoin('users as pinner', 'pinner.id', 'pins.pinner_id')
    .innerJoin('boards', 'boards.id', 'pins.board_id')
    .select([
      'pins.id',
      'pins.title',
      'pins.description',
      'pins.image_signature',
      'pins.width',
      'pins.height',
      'pins.dominant_color',
      'pins.link',
      'pins.removed_at',
      'pinner.username',
      'pinner.full_name',
      'boards.name as board_name',
      'boards.privacy as board_privacy',
    ])
    .select((eb) =>
      eb
        .selectFrom('pins as s')
        .select((e) => e.fn.countAll<number | string>().as('n'))
        .whereRef('s.origin_pin_id', '=', 'pins.id')
        .where('s.removed_at', 'is', null)
        .as('saves'),
    )
    .where('pins.id', 'in', pinIds)
    .execute();
}

/**
 * Removes these pins for everyone: `removed_at` is what `visibleTo` (pins.repository.ts) reads,
 * so no feed, search, board, closeup or related list shows them again. Board and section
 * counts are recounted without them.
 */
export async function removePins(
  db: Kysely<Database>,
  pins: { id: string; board_id: string; section_id: string | null }[],
): Promise<void> {
  if (!pins.length) return;
  await db
    .updateTable('pins')
    .set({ removed_at: nowIso() })
    .where(
      'id',
      'in',
      pins.map((p) => p.id),
    )
    .where('removed_at', 'is', null)
    .execute();
  await recount(
    db,
    pins.map((p) => p.board_id),
    pins.map((p) => p.section_id),
  );
}

/** Closes the open reports on these pins as an operator decided. */
export async function resolveReports(
  db: Kysely<Database>,
  pinIds: string[],
  status: 'hidden' | 'dismissed',
  operatorId: string,
): Promise<number> {
  const rows = await db
    .updateTable('pin_reports')
    .set({ status, resolved_by: operatorId, resolved_at: nowIso() })
    .where('pin_id', 'in', pinIds)
    .where('status', '=', 'open')
    .returning('id')
    .execute();
  return rows.length;
}
