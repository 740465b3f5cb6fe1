import type { Kysely } from 'kysely';

/**
 * Weight-loss ads (pin-card-and-saving.md §3 adData.isWeightLossAd, the viewer's
 * weight_loss_ads_opted_out, §4 "hidden for weight-loss ads", §8): a promoted pin can be marked
 * as one; hiding such an ad opts the viewer out of them, and the feeds leave them out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('pins')
    .addColumn('is_weight_loss_ad', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('weight_loss_ads_opted_out', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('weight_loss_ads_opted_out').execute();
  await db.schema.alterTable('pins').dropColumn('is_weight_loss_ad').execute();
}
