import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, ImportItemsTable, ImportsTable } from '../../db/database.ts';
import { nowIso } from '../../lib/ids.ts';
import { itemTitle, type ImportPlan, type PlanItem } from './import-plan.ts';

export type ImportRow = Selectable<ImportsTable>;
export type ItemRow = Selectable<ImportItemsTable>;
export type Outcome = 'imported' | 'duplicate' | 'failed';

const BATCH = 200;

/** Adds an import and its items in the caller's transaction (the unique index refuses a second active one). */
export async function insertImport(
  trx: Kysely<Database>,
  row: { id: string; userId: string; fileName: string; filePath: string | null; plan: ImportPlan },
): Promise<void> {
  const now = nowIso();
  await trx
    .insertInto('imports')
    .values({
      id: row.id,
      user_id: row.userId,
      source: row.plan.source,
      file_name: row.fileName,
      file_path: row.filePath,
      state: 'queued',
      error: null,
      total: row.plan.items.length,
      created_at: now,
      updated_at: now,
      finished_at: null,
    })
    .execute();
  for (let i = 0; i < row.plan.items.length; i += BATCH)
    await trx
      .insertInto('import_items')
      .values(
        row.plan.items.slice(i, i + BATCH).map((item, j) => ({
          import_id: row.id,
          idx: i + j,
          kind: item.kind,
          title: itemTitle(item).slice(0, 300),
          data: JSON.stringify(item),
          outcome: null,
          reason: null,
          target_id: null,
        })),
      )
      .execute();
}

export const activeImportOf = (db: Kysely<Database>, userId: string) =>
  db
    .selectFrom('imports')
    .selectAll()
    .where('user_id', '=', userId)
    .where('state', 'in', ['queued', 'running'])
    .executeTakeFirst();

/** One import, only its owner's. */
export const findImport = (db: Kysely<Database>, id: string, userId?: string) =>
  db
    .selectFrom('imports')
    .selectAll()
    .where('id', '=', id)
    .$if(userId !== undefined, (q) => q.where('user_id', '=', userId!))
    .executeTakeFirst();

export const latestImports = (db: Kysely<Database>, userId: string, limit: number) =>
  db
    .selectFrom('imports')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

/** Outcomes by import, kind and outcome (null: not done yet). */
export async function outcomeCounts(db: Kysely<Database>, importIds: string[]) {
  if (!importIds.length) return [];
  const rows = await db
    .selectFrom('import_items')
    .select(['import_id', 'kind', 'outcome', (eb) => eb.fn.countAll<number>().as('n')])
    .where('import_id', 'in', importIds)
    .groupBy(['import_id', 'kind', 'outcome'])
    .execute();
  return rows.map((r) => ({ ...r, n: Number(r.n) }));
}

/** The next items without an outcome, in order: where a stopped import goes on. */
export const pendingItems = (db: Kysely<Database>, importId: string, limit: number) =>
  db
    .selectFrom('import_items')
    .selectAll()
    .where('import_id', '=', importId)
    .where('outcome', 'is', null)
    .orderBy('idx')
    .limit(limit)
    .execute();

export const parseItem = (row: ItemRow) => JSON.parse(row.data) as PlanItem;

/** Records an item's outcome: the checkpoint a restarted job goes on from. */
export async function setOutcome(
  db: Kysely<Database>,
  importId: string,
  idx: number,
  o: { outcome: Outcome; reason: string | null; targetId: string | null },
): Promise<void> {
  await db
    .updateTable('import_items')
    .set({ outcome: o.outcome, reason: o.reason?.slice(0, 500) ?? null, target_id: o.targetId })
    .where('import_id', '=', importId)
    .where('idx', '=', idx)
    .execute();
}

export async function setImportState(
  db: Kysely<Database>,
  id: string,
  state: ImportRow['state'],
  error: string | null = null,
): Promise<void> {
  const now = nowIso();
  await db
    .updateTable('imports')
    .set({
      state,
      error,
      updated_at: now,
      ...(state === 'done' || state === 'failed' ? { finished_at: now, file_path: null } : {}),
    })
    .where('id', '=', id)
    .execute();
}

export const reportItems = (
  db: Kysely<Database>,
  importId: string,
  o: { outcome?: Outcome; afterIdx: number; limit: number },
) =>
  db
    .selectFrom('import_items')
    .select(['idx', 'kind', 'title', 'outcome', 'reason', 'target_id'])
    .where('import_id', '=', importId)
    .where('idx', '>', o.afterIdx)
    .$if(!!o.outcome, (q) => q.where('outcome', '=', o.outcome!))
    .orderBy('idx')
    .limit(o.limit)
    .execute();

/**
 * What a source item already became for this person, if it still exists: a key whose pin,
 * board or section was deleted since counts as unknown, so importing again brings it back.
 */
export async function knownTarget(
  db: Kysely<Database>,
  userId: string,
  key: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('import_keys as k')
    .select('k.target_id')
    .where('k.user_id', '=', userId)
    .where('k.key', '=', key)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('k.kind', '=', 'pin'),
          eb.exists(
            eb
              .selectFrom('pins')
              .select(sql`1`.as('one'))
              .whereRef('pins.id', '=', 'k.target_id')
              .where('pins.pinner_id', '=', userId),
          ),
        ]),
        eb.and([
          eb('k.kind', '=', 'board'),
          eb.exists(
            eb
              .selectFrom('boards')
              .select(sql`1`.as('one'))
              .whereRef('boards.id', '=', 'k.target_id')
              .where('boards.owner_id', '=', userId),
          ),
        ]),
        eb.and([
          eb('k.kind', '=', 'section'),
          eb.exists(
            eb
              .selectFrom('board_sections as s')
              .innerJoin('boards as b', 'b.id', 's.board_id')
              .select(sql`1`.as('one'))
              .whereRef('s.id', '=', 'k.target_id')
              .where('b.owner_id', '=', userId),
          ),
        ]),
      ]),
    )
    .executeTakeFirst();
  return row?.target_id ?? null;
}

/**
 * Records what a source item became, in the transaction that made it. Answers false when another
 * run recorded the same key first and what it made still exists: the caller then rolls back.
 */
export async function claimKey(
  trx: Kysely<Database>,
  userId: string,
  key: string,
  kind: ImportItemsTable['kind'],
  targetId: string,
): Promise<boolean> {
  const inserted = await trx
    .insertInto('import_keys')
    .values({ user_id: userId, key, kind, target_id: targetId, created_at: nowIso() })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return true;
  if (await knownTarget(trx, userId, key)) return false;
  await trx
    .updateTable('import_keys')
    .set({ kind, target_id: targetId, created_at: nowIso() })
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .execute();
  return true;
}
