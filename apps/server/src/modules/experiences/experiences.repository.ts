import type { Kysely, Selectable } from 'kysely';
import type { AdminExperience, Experience, Targeting } from '@tack/contract';
import type { Database, ExperiencesTable } from '../../db/database.ts';
import { nowIso } from '../../lib/ids.ts';
import type { ViewerState } from './targeting.ts';

export type ExperienceRow = Selectable<ExperiencesTable>;

const parse = <T>(json: string, fallback: T): T => {
  try {
    return JSON.parse(json) as T;
  } catch {
    return fallback;
  }
};

export const targetingOf = (row: ExperienceRow): Targeting => parse(row.targeting, {});
export const followUpsOf = (row: ExperienceRow): string[] => parse(row.triggerable_placed_exps, []);
export const placedIdOf = (row: { placement_id: number; experience_id: number }) =>
  `${row.placement_id}:${row.experience_id}`;

/** One placed experience as the client gets it. */
export function toExperience(row: ExperienceRow, state: ViewerState | undefined): Experience {
  return {
    id: placedIdOf(row),
    experience_id: row.experience_id,
    placement_id: row.placement_id,
    type: row.type,
    kind: row.kind as Experience['kind'],
    display_data: parse(row.display_data, {}),
    extraContext: {},
    triggerable_placed_exps: followUpsOf(row),
    metadata: { priority: row.priority },
    status: state?.viewed_at ? 'viewed' : 'not_viewed',
  };
}

export function toAdminExperience(
  row: ExperienceRow,
  counts: AdminExperience['counts'],
): AdminExperience {
  return {
    id: row.id,
    experience_id: row.experience_id,
    placement_id: row.placement_id,
    name: row.name,
    kind: row.kind as AdminExperience['kind'],
    type: row.type,
    display_data: parse(row.display_data, {}),
    targeting: targetingOf(row),
    priority: row.priority,
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    paused: Boolean(row.paused),
    requires_trigger: Boolean(row.requires_trigger),
    triggerable_placed_exps: followUpsOf(row),
    created_at: row.created_at,
    updated_at: row.updated_at,
    counts,
  };
}

/** The viewer's state of each of these experiences, by experience row id. */
export async function statesOf(
  db: Kysely<Database>,
  viewerKey: string,
  ids: string[],
): Promise<Map<string, ViewerState>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('experience_states')
    .selectAll()
    .where('viewer_key', '=', viewerKey)
    .where('experience_id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.experience_id, r]));
}

export function findPlaced(db: Kysely<Database>, placementId: number, experienceId: number) {
  return db
    .selectFrom('experiences')
    .selectAll()
    .where('placement_id', '=', placementId)
    .where('experience_id', '=', experienceId)
    .executeTakeFirst();
}

type Mark = 'viewed_at' | 'completed_at' | 'dismissed_at' | 'triggered_at';

/** Sets one timestamp of the viewer's state; the first time counts, later ones change nothing. */
export async function markState(
  db: Kysely<Database>,
  viewerKey: string,
  experienceRowId: string,
  mark: Mark,
): Promise<boolean> {
  const now = nowIso();
  const blank = { viewed_at: null, completed_at: null, dismissed_at: null, triggered_at: null };
  const inserted = await db
    .insertInto('experience_states')
    .values({ viewer_key: viewerKey, experience_id: experienceRowId, ...blank, [mark]: now })
    .onConflict((oc) => oc.columns(['viewer_key', 'experience_id']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return true;
  const updated = await db
    .updateTable('experience_states')
    .set({ [mark]: now })
    .where('viewer_key', '=', viewerKey)
    .where('experience_id', '=', experienceRowId)
    .where(mark, 'is', null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/** Views, completions and dismissals of each experience, by row id. */
export async function countsOf(
  db: Kysely<Database>,
  ids: string[],
): Promise<Map<string, AdminExperience['counts']>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('experience_states')
    .select((eb) => [
      'experience_id',
      eb.fn.count<number>('viewed_at').as('views'),
      eb.fn.count<number>('completed_at').as('completions'),
      eb.fn.count<number>('dismissed_at').as('dismissals'),
    ])
    .where('experience_id', 'in', ids)
    .groupBy('experience_id')
    .execute();
  return new Map(
    rows.map((r) => [
      r.experience_id,
      {
        views: Number(r.views),
        completions: Number(r.completions),
        dismissals: Number(r.dismissals),
      },
    ]),
  );
}
