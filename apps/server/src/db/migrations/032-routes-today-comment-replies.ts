import type { Kysely } from 'kysely';

/**
 * The route table's pages (issue 14):
 * - Today ranks pins by their saves and opens of the last days: `saves` and `pin_daily_stats`
 *   are read by a window of time, so each gets an index on its time.
 * - `/pin/{id}/comments` is a thread: a comment may answer another (`parent_id`, one level:
 *   a reply to a reply answers the same comment); deleting a comment deletes its replies.
 * - `comment_reports`: a person reports a comment once; operators remove it or dismiss the
 *   reports (`status`), as they do for pins.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('saves_created').on('saves').column('created_at').execute();
  await db.schema.createIndex('pin_daily_stats_day').on('pin_daily_stats').column('day').execute();

  await db.schema
    .alterTable('pin_comments')
    .addColumn('parent_id', 'text', (c) => c.references('pin_comments.id').onDelete('cascade'))
    .execute();
  await db.schema
    .createIndex('pin_comments_parent')
    .on('pin_comments')
    .columns(['parent_id', 'id'])
    .execute();

  await db.schema
    .createTable('comment_reports')
    .addColumn('comment_id', 'text', (c) =>
      c.notNull().references('pin_comments.id').onDelete('cascade'),
    )
    .addColumn('reporter_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('comment_reports_pk', ['comment_id', 'reporter_id'])
    .execute();
  await db.schema
    .createIndex('comment_reports_open')
    .on('comment_reports')
    .columns(['status', 'comment_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('comment_reports').execute();
  await db.schema.dropIndex('pin_comments_parent').execute();
  await db.schema.alterTable('pin_comments').dropColumn('parent_id').execute();
  await db.schema.dropIndex('pin_daily_stats_day').execute();
  await db.schema.dropIndex('saves_created').execute();
}
