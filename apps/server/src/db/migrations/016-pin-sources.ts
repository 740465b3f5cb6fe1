import type { Kysely } from 'kysely';

/**
 * Where a pin came from and what its page said (messaging-consent-routes §7 "POST PinResource",
 * pin-card-and-saving §3 "richMetadata"): `method` is how it was made (uploaded, scraped from a
 * page, a save button...), `source_url` the page it was made from, and `rich_metadata` the page's
 * metadata as JSON (contract RichMetadata). Nullable: pins made before this have none.
 */
const COLUMNS = ['method', 'source_url', 'rich_metadata'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const name of COLUMNS) await db.schema.alterTable('pins').addColumn(name, 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [...COLUMNS].reverse())
    await db.schema.alterTable('pins').dropColumn(name).execute();
}
