import type { Kysely } from 'kysely';

/**
 * Business access and advertisers (issue 14; messaging-consent-routes.md §3 "Business profile",
 * §4, §6, §7; pin-card-and-saving.md §1, §3, §4, §6).
 *
 * - `business_managers`: people who manage a business profile, with their permission list (JSON
 *   text, BUSINESS_PERMISSIONS in the contract). The profile itself is its own OWNER and has no row.
 * - `business_invites`: an invite link to manage a profile. Only the code's hash is kept (the link
 *   is a credential, like a session token); it is single use, expires, and can be revoked.
 * - `users.business_requires_mfa`: the profile asks its managers for two-factor sign-in.
 * - `business_actions`: who did what while acting as a profile (the audit of acting managers).
 * - `campaigns` and `campaign_interests`: a promoted pin (one pin per campaign: its
 *   `promotion_id` is the spec's pinPromotionId) with a budget, dates and an audience by
 *   interests and countries (JSON text; empty means everyone).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('business_managers')
    .addColumn('profile_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('permissions', 'text', (c) => c.notNull())
    .addColumn('added_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('business_managers_pk', ['profile_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('business_managers_user')
    .on('business_managers')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('business_invites')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('profile_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('permissions', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('accepted_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('accepted_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema
    .createIndex('business_invites_profile')
    .on('business_invites')
    .column('profile_id')
    .execute();

  await db.schema
    .alterTable('users')
    .addColumn('business_requires_mfa', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('business_actions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('profile_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('actor_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('call', 'text', (c) => c.notNull())
    .addColumn('object_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('business_actions_profile')
    .on('business_actions')
    .columns(['profile_id', 'id'])
    .execute();

  await db.schema
    .createTable('campaigns')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('promotion_id', 'text', (c) => c.notNull().unique())
    .addColumn('advertiser_id', 'text', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('pin_id', 'text', (c) => c.notNull().references('pins.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('budget_cents', 'integer', (c) => c.notNull())
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('countries', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('campaigns_running')
    .on('campaigns')
    .columns(['status', 'ends_at'])
    .execute();
  await db.schema
    .createIndex('campaigns_advertiser')
    .on('campaigns')
    .columns(['advertiser_id', 'id'])
    .execute();
  await db.schema.createIndex('campaigns_pin').on('campaigns').column('pin_id').execute();
  await db.schema
    .createTable('campaign_interests')
    .addColumn('campaign_id', 'text', (c) =>
      c.notNull().references('campaigns.id').onDelete('cascade'),
    )
    .addColumn('interest_id', 'text', (c) =>
      c.notNull().references('interests.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('campaign_interests_pk', ['campaign_id', 'interest_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('campaign_interests').execute();
  await db.schema.dropTable('campaigns').execute();
  await db.schema.dropTable('business_actions').execute();
  await db.schema.alterTable('users').dropColumn('business_requires_mfa').execute();
  await db.schema.dropTable('business_invites').execute();
  await db.schema.dropTable('business_managers').execute();
}
