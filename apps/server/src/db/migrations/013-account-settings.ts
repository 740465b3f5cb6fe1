import type { Kysely } from 'kysely';

/**
 * Accounts people can live in (issue 16, settings): a profile's about text and website; each
 * session's device, address and last use; old usernames that redirect to their new name for a
 * while and stay reserved meanwhile; two-factor sign-in (a TOTP secret, hashed single-use
 * recovery codes, and the short-lived challenge between the password and the code).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('about', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('users').addColumn('website_url', 'text').execute();

  await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('last_ip', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('last_used_at', 'text').execute();

  await db.schema
    .createTable('username_redirects')
    .addColumn('old_username', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('username_redirects_user')
    .on('username_redirects')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('two_factor')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret', 'text', (c) => c.notNull())
    // Null while the person has scanned the code but not yet confirmed one from their app.
    .addColumn('enabled_at', 'text')
    // The last TOTP time step accepted: a code of that step or earlier is a replay.
    .addColumn('last_step', 'integer')
    .addColumn('failed_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failed_since', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('recovery_codes')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('recovery_codes_pk', ['user_id', 'code_hash'])
    .execute();

  await db.schema
    .createTable('login_challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_challenges_user')
    .on('login_challenges')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_challenges').execute();
  await db.schema.dropTable('recovery_codes').execute();
  await db.schema.dropTable('two_factor').execute();
  await db.schema.dropTable('username_redirects').execute();
  for (const column of ['last_used_at', 'last_ip', 'user_agent'])
    await db.schema.alterTable('sessions').dropColumn(column).execute();
  for (const column of ['website_url', 'about'])
    await db.schema.alterTable('users').dropColumn(column).execute();
}
