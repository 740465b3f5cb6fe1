import type { Kysely } from 'kysely';

/**
 * Issue 13: cookie choices per account (a signed-out visitor's live in a first-party cookie until
 * they log in); verified merchants and domains (an operator's word, or a person's proof by a DNS
 * TXT record or an HTML meta tag); reports of pins for operators, who may hide a pin (and every
 * save of it) for everyone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cookie_consents')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('allow_analytic', 'integer', (c) => c.notNull())
    .addColumn('allow_marketing', 'integer', (c) => c.notNull())
    .addColumn('allow_personalization', 'integer', (c) => c.notNull())
    .addColumn('surface_tag', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('verified_merchants')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('verified_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('domain_claims')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // Lowercase host name, no port, no trailing dot (punycode for international names).
    .addColumn('domain', 'text', (c) => c.notNull())
    // The value the person publishes; public by nature (it is in their DNS or page), so not hashed.
    .addColumn('token', 'text', (c) => c.notNull())
    // dns | meta | operator, once verified.
    .addColumn('method', 'text')
    .addColumn('verified_at', 'text')
    .addColumn('verified_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('last_checked_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('domain_claims_user_domain', ['user_id', 'domain'])
    .execute();
  await db.schema
    .createIndex('domain_claims_domain')
    .on('domain_claims')
    .column('domain')
    .execute();

  await db.schema
    .createTable('pin_reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('pin_id', 'text', (c) => c.notNull().references('pins.id').onDelete('cascade'))
    .addColumn('reporter_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull().defaultTo(''))
    // open | hidden (an operator hid the pin for everyone) | dismissed
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('resolved_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('resolved_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('pin_reports_once', ['pin_id', 'reporter_id'])
    .execute();
  await db.schema
    .createIndex('pin_reports_status')
    .on('pin_reports')
    .columns(['status', 'id'])
    .execute();

  // Set on a reported pin and every save of it when an operator hides it: no read shows it again.
  await db.schema.alterTable('pins').addColumn('removed_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pins').dropColumn('removed_at').execute();
  for (const t of ['pin_reports', 'domain_claims', 'verified_merchants', 'cookie_consents'])
    await db.schema.dropTable(t).execute();
}
