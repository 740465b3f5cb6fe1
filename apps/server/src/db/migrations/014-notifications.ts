import type { Kysely } from 'kysely';

/**
 * Notifications (issue 16), comments on pins and notification settings.
 *
 * A notification row is one line of the list: one kind of event on one object for one recipient
 * ("Dana and 3 others saved your pin"); `notification_actors` holds who did it. An event joins the
 * newest unread line of the same kind and object started within the grouping window, or starts a
 * new one. Lines point at their pin or board with cascading keys, so a deleted object takes its
 * lines with it; visibility (a board turned secret) is checked when they are read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pin_comments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('pin_id', 'text', (c) => c.notNull().references('pins.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('pin_comments_pin')
    .on('pin_comments')
    .columns(['pin_id', 'id'])
    .execute();
  await db.schema.createIndex('pin_comments_user').on('pin_comments').column('user_id').execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('recipient_id', 'text', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('pin_id', 'text', (c) => c.references('pins.id').onDelete('cascade'))
    .addColumn('board_id', 'text', (c) => c.references('boards.id').onDelete('cascade'))
    // The newest event's id: lines sort and page by it, and "read up to" compares with it.
    .addColumn('last_event_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    // When the line was last put in an email (digests send only what they have not sent).
    .addColumn('emailed_at', 'text')
    .execute();
  await db.schema
    .createIndex('notifications_recipient')
    .on('notifications')
    .columns(['recipient_id', 'last_event_id'])
    .execute();
  await db.schema
    .createIndex('notifications_group')
    .on('notifications')
    .columns(['recipient_id', 'kind', 'pin_id', 'board_id'])
    .execute();
  await db.schema.createIndex('notifications_pin').on('notifications').column('pin_id').execute();
  await db.schema
    .createIndex('notifications_board')
    .on('notifications')
    .column('board_id')
    .execute();

  await db.schema
    .createTable('notification_actors')
    .addColumn('notification_id', 'text', (c) =>
      c.notNull().references('notifications.id').onDelete('cascade'),
    )
    .addColumn('actor_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // A comment notification's newest comment by this actor: deleting it removes the actor.
    .addColumn('comment_id', 'text', (c) => c.references('pin_comments.id').onDelete('cascade'))
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_actors_pk', ['notification_id', 'actor_id'])
    .execute();
  await db.schema
    .createIndex('notification_actors_actor')
    .on('notification_actors')
    .column('actor_id')
    .execute();
  await db.schema
    .createIndex('notification_actors_comment')
    .on('notification_actors')
    .column('comment_id')
    .execute();

  await db.schema
    .createTable('notification_settings')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    // JSON lists of the kinds switched off in the app and by email (absent: everything on).
    .addColumn('in_app_off', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('email_off', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('email_digest', 'text', (c) => c.notNull().defaultTo('daily'))
    .addColumn('last_digest_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notification_settings').execute();
  await db.schema.dropTable('notification_actors').execute();
  await db.schema.dropTable('notifications').execute();
  await db.schema.dropTable('pin_comments').execute();
}
