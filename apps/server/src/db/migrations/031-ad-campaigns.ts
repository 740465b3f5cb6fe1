import type { Kysely } from 'kysely';

/**
 * An ad's campaign (pin-card-and-saving.md §3 "Promotion: campaignId"): the attribution source
 * call and the ad's attribution-reporting click URL send it as campaign_id (§7). Null for every
 * pin that is not an ad, and for an ad run outside any campaign.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pins').addColumn('campaign_id', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pins').dropColumn('campaign_id').execute();
}
