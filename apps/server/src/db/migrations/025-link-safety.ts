import type { Kysely } from 'kysely';

/**
 * Outbound link safety (issue 12, pin-card-and-saving.md §4 "Blocked link", §5, §7 /v3/offsite/).
 *
 * - `link_rules`: what operators block at `/admin/links`. `kind` says how `value` matches a link:
 *   `host` (exactly that host), `suffix` (that host and every subdomain of it) or `pattern` (the
 *   whole URL, `*` standing for any run of characters). `status` is what a match answers:
 *   blocked, suspicious or porn (each stops navigation). A link no rule matches passes.
 * - `link_decisions`: every answer the check gave (passes included), with the rule that decided,
 *   the pin and the viewer, so operators can see what a rule does. Deleting a person or a pin
 *   keeps the decision without them (set null), as a deleted rule does.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('link_rules')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('link_rules_kind_value')
    .on('link_rules')
    .columns(['kind', 'value'])
    .unique()
    .execute();

  await db.schema
    .createTable('link_decisions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('host', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('rule_id', 'text', (c) => c.references('link_rules.id').onDelete('set null'))
    .addColumn('pin_id', 'text', (c) => c.references('pins.id').onDelete('set null'))
    .addColumn('viewer_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    /** `check` (the /v3/offsite/ call) or `redirect` (the /offsite/ page). */
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('link_decisions_created')
    .on('link_decisions')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('link_decisions').execute();
  await db.schema.dropTable('link_rules').execute();
}
