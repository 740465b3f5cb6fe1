import type { Kysely } from 'kysely';

/**
 * Server-driven messages: experiences operators author, each viewer's state of them (viewed,
 * completed, dismissed, triggered), and the events clients log. Viewers are a user id, or
 * `v:<hash>` for a signed-out browser. Users gain the account facts targeting reads.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('account_type', 'text', (c) => c.notNull().defaultTo('personal'))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('is_employee', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('experiences')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('experience_id', 'integer', (c) => c.notNull())
    .addColumn('placement_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('display_data', 'text', (c) => c.notNull())
    .addColumn('targeting', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('starts_at', 'text')
    .addColumn('ends_at', 'text')
    .addColumn('paused', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('requires_trigger', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('triggerable_placed_exps', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('experiences_placed', ['placement_id', 'experience_id'])
    .execute();
  await db.schema
    .createTable('experience_states')
    .addColumn('viewer_key', 'text', (c) => c.notNull())
    .addColumn('experience_id', 'text', (c) =>
      c.notNull().references('experiences.id').onDelete('cascade'),
    )
    .addColumn('viewed_at', 'text')
    .addColumn('completed_at', 'text')
    .addColumn('dismissed_at', 'text')
    .addColumn('triggered_at', 'text')
    .addPrimaryKeyConstraint('experience_states_pk', ['viewer_key', 'experience_id'])
    .execute();
  await db.schema
    .createIndex('experience_states_experience')
    .on('experience_states')
    .column('experience_id')
    .execute();
  await db.schema
    .createTable('experience_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('viewer_key', 'text', (c) => c.notNull())
    .addColumn('event_type', 'integer', (c) => c.notNull())
    .addColumn('component', 'text')
    .addColumn('element', 'text')
    .addColumn('placed_experience_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('experience_events_placed')
    .on('experience_events')
    .columns(['placed_experience_id', 'event_type'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['experience_events', 'experience_states', 'experiences'])
    await db.schema.dropTable(t).execute();
  await db.schema.alterTable('users').dropColumn('is_employee').execute();
  await db.schema.alterTable('users').dropColumn('account_type').execute();
}
