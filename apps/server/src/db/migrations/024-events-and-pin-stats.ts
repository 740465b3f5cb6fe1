import type { Kysely } from 'kysely';

/**
 * The event log and pin statistics (issue 12, pin-card-and-saving.md §4, §6, §7, §9).
 *
 * - `events`: what clients and the server log (EVENT_TYPES in the contract): impressions by
 *   milestone, pin clicks, clickthroughs, saves, follows. `user_id` is the signed-in viewer,
 *   kept only with analytics consent; `page_kind` says where a signed-out visit happened. Ids
 *   come from newId(), so they sort by time and a rollup can read forward from a cursor.
 * - `pin_daily_stats`: per pin and UTC day, the counts the analytics page shows; built
 *   incrementally from `events` (the cursor is in `event_rollups`), never by scanning the log
 *   per request.
 * - `users.is_partner`: the creator-program role of §6, set by an operator.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('event_type', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('page_kind', 'text')
    .addColumn('view_type', 'integer')
    .addColumn('view_parameter', 'integer')
    .addColumn('component', 'text')
    .addColumn('element', 'text')
    .addColumn('pin_id', 'text')
    .addColumn('object_id', 'text')
    .addColumn('aux_data', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('events_created').on('events').column('created_at').execute();

  await db.schema
    .createTable('pin_daily_stats')
    .addColumn('pin_id', 'text', (c) => c.notNull().references('pins.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('impressions', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pin_clicks', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('outbound_clicks', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('saves', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('pin_daily_stats_pk', ['pin_id', 'day'])
    .execute();

  await db.schema
    .createTable('event_rollups')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('last_event_id', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .alterTable('users')
    .addColumn('is_partner', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('is_partner').execute();
  for (const t of ['event_rollups', 'pin_daily_stats', 'events'])
    await db.schema.dropTable(t).execute();
}
