import type { z } from 'zod';
import {
  DISPLAY_DATA_SCHEMAS,
  TYPE_OF_KIND,
  type AdminExperienceUpdateOptions,
  type ExperienceDraft,
  type ExperienceKind,
} from '@tack/contract';
import type { CallContext } from '../../context.ts';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { countsOf, toAdminExperience, type ExperienceRow } from './experiences.repository.ts';

const NO_COUNTS = { views: 0, completions: 0, dismissals: 0 };

function requireOperator(ctx: CallContext): void {
  if (ctx.viewer?.role !== 'admin') throw forbidden('Only operators can manage messages');
}

/** Checks display data against its kind's schema; answers 400 naming the first bad field. */
export function checkDisplayData(kind: ExperienceKind, data: unknown): Record<string, unknown> {
  const parsed = DISPLAY_DATA_SCHEMAS[kind].safeParse(data);
  if (parsed.success) return parsed.data as Record<string, unknown>;
  const issue = parsed.error.issues[0]!;
  const field = ['display_data', ...issue.path.map(String)].join('.');
  throw new AppError(400, 'invalid_display_data', `${field}: ${issue.message}`, field);
}

/** A survey frame must be one of our pages or on an origin the CSP lets us frame. */
function checkSurveyFrame(ctx: CallContext, kind: ExperienceKind, data: Record<string, unknown>) {
  const url = kind === 'survey' ? data.frame_url : undefined;
  if (typeof url !== 'string' || !url) return;
  const ours = url.startsWith('/') && !url.startsWith('//');
  let origin = '';
  try {
    origin = new URL(url).origin;
  } catch {
    // not absolute: only our own paths are allowed
  }
  if (!ours && !ctx.config.surveyFrameOrigins.includes(origin))
    throw new AppError(
      400,
      'invalid_display_data',
      'display_data.frame_url: use a page of this site or an origin listed in SURVEY_FRAME_ORIGINS',
      'display_data.frame_url',
    );
}

function checkSchedule(starts: string | null, ends: string | null): void {
  if (starts && ends && Date.parse(ends) <= Date.parse(starts))
    throw new AppError(400, 'invalid_schedule', 'The end must come after the start', 'ends_at');
}

async function withCounts(ctx: CallContext, rows: ExperienceRow[]) {
  const counts = await countsOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toAdminExperience(r, counts.get(r.id) ?? NO_COUNTS));
}

export async function listExperiences(ctx: CallContext) {
  requireOperator(ctx);
  const rows = await ctx.db
    .selectFrom('experiences')
    .selectAll()
    .orderBy('placement_id')
    .orderBy('priority', 'desc')
    .orderBy('experience_id')
    .execute();
  return { items: await withCounts(ctx, rows) };
}

async function rowOf(ctx: CallContext, id: string) {
  const row = await ctx.db
    .selectFrom('experiences')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('Experience');
  return row;
}

export async function getExperience(ctx: CallContext, id: string) {
  requireOperator(ctx);
  return (await withCounts(ctx, [await rowOf(ctx, id)]))[0]!;
}

type Draft = z.output<typeof ExperienceDraft>;

function columnsOf(ctx: CallContext, d: Draft) {
  checkSchedule(d.starts_at, d.ends_at);
  const displayData = checkDisplayData(d.kind, d.display_data);
  checkSurveyFrame(ctx, d.kind, displayData);
  return {
    experience_id: d.experience_id,
    placement_id: d.placement_id,
    name: d.name,
    kind: d.kind,
    type: TYPE_OF_KIND[d.kind],
    display_data: JSON.stringify(displayData),
    targeting: JSON.stringify(d.targeting),
    priority: d.priority,
    starts_at: d.starts_at,
    ends_at: d.ends_at,
    paused: d.paused ? 1 : 0,
    requires_trigger: d.requires_trigger ? 1 : 0,
    triggerable_placed_exps: JSON.stringify(d.triggerable_placed_exps),
  };
}

async function checkFree(ctx: CallContext, d: Draft, exceptId: string | null) {
  const clash = await ctx.db
    .selectFrom('experiences')
    .select('id')
    .where('placement_id', '=', d.placement_id)
    .where('experience_id', '=', d.experience_id)
    .executeTakeFirst();
  if (clash && clash.id !== exceptId)
    throw conflict(
      `Placement ${d.placement_id} already has experience ${d.experience_id}`,
      'experience_id',
    );
}

export async function createExperience(ctx: CallContext, d: Draft) {
  requireOperator(ctx);
  const id = newId();
  const now = nowIso();
  await ctx.db.transaction().execute(async (trx) => {
    await checkFree({ ...ctx, db: trx }, d, null);
    await trx
      .insertInto('experiences')
      .values({ id, ...columnsOf(ctx, d), created_at: now, updated_at: now })
      .execute();
  });
  return getExperience(ctx, id);
}

export async function updateExperience(
  ctx: CallContext,
  o: z.output<typeof AdminExperienceUpdateOptions>,
) {
  requireOperator(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    const current = toAdminExperience(await rowOf({ ...ctx, db: trx }, o.id), NO_COUNTS);
    const { id, ...changes } = o;
    const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
    const next = { ...current, ...defined } as Draft;
    await checkFree({ ...ctx, db: trx }, next, id);
    await trx
      .updateTable('experiences')
      .set({ ...columnsOf(ctx, next), updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
  });
  return getExperience(ctx, o.id);
}

export async function deleteExperience(ctx: CallContext, id: string) {
  requireOperator(ctx);
  await rowOf(ctx, id);
  await ctx.db.deleteFrom('experiences').where('id', '=', id).execute();
  return { id };
}
