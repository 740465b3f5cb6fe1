import type { Kysely } from 'kysely';
import type { LinkDecision, LinkRule, LinkStatus, RuleKind, RuleStatus } from '@tack/contract';
import type { Database } from '../../db/database.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import type { MatchRule } from './link-match.ts';

/** Every rule, oldest first (a table operators keep short: it is read on every check). */
export async function matchRules(db: Kysely<Database>): Promise<MatchRule[]> {
  const rows = await db
    .selectFrom('link_rules')
    .select(['id', 'kind', 'value', 'status'])
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as RuleKind,
    value: r.value,
    status: r.status as RuleStatus,
  }));
}

export async function listRules(db: Kysely<Database>): Promise<LinkRule[]> {
  const rows = await db
    .selectFrom('link_rules')
    .leftJoin('users', 'users.id', 'link_rules.created_by')
    .select([
      'link_rules.id',
      'link_rules.kind',
      'link_rules.value',
      'link_rules.status',
      'link_rules.note',
      'link_rules.created_at',
      'users.username',
    ])
    .orderBy('link_rules.id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as RuleKind,
    value: r.value,
    status: r.status as RuleStatus,
    note: r.note,
    createdBy: r.username ?? null,
    createdAt: r.created_at,
  }));
}

/** Adds a rule; false when the same kind and value is already a rule. */
export async function insertRule(
  db: Kysely<Database>,
  r: { kind: RuleKind; value: string; status: RuleStatus; note: string; createdBy: string },
): Promise<boolean> {
  const res = await db
    .insertInto('link_rules')
    .values({
      id: newId(),
      kind: r.kind,
      value: r.value,
      status: r.status,
      note: r.note,
      created_by: r.createdBy,
      created_at: nowIso(),
    })
    .onConflict((oc) => oc.columns(['kind', 'value']).doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function deleteRule(db: Kysely<Database>, id: string): Promise<boolean> {
  const res = await db.deleteFrom('link_rules').where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export async function insertDecision(
  db: Kysely<Database>,
  d: {
    url: string;
    host: string;
    status: LinkStatus;
    ruleId: string | null;
    pinId: string | null;
    viewerId: string | null;
    source: 'check' | 'redirect';
  },
): Promise<void> {
  await db
    .insertInto('link_decisions')
    .values({
      id: newId(),
      url: d.url,
      host: d.host,
      status: d.status,
      rule_id: d.ruleId,
      pin_id: d.pinId,
      viewer_id: d.viewerId,
      source: d.source,
      created_at: nowIso(),
    })
    .execute();
}

/** The latest decisions, newest first, with the viewer's username. */
export async function latestDecisions(
  db: Kysely<Database>,
  limit: number,
): Promise<LinkDecision[]> {
  const rows = await db
    .selectFrom('link_decisions')
    .leftJoin('users', 'users.id', 'link_decisions.viewer_id')
    .select([
      'link_decisions.id',
      'link_decisions.url',
      'link_decisions.host',
      'link_decisions.status',
      'link_decisions.rule_id',
      'link_decisions.pin_id',
      'link_decisions.source',
      'link_decisions.created_at',
      'users.username',
    ])
    .orderBy('link_decisions.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    url: r.url,
    host: r.host,
    status: r.status as LinkStatus,
    ruleId: r.rule_id,
    pinId: r.pin_id,
    viewer: r.username ?? null,
    source: r.source as 'check' | 'redirect',
    createdAt: r.created_at,
  }));
}
