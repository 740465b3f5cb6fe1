import type { Kysely } from 'kysely';

/**
 * The pin card's remaining stored fields (spec §3 "Pin"): third-party ad and pre-owned flags,
 * machine-written alt text, search-engine text with its noindex reason, sponsorship (status,
 * creator, sponsor) and a collection pin's items as JSON (image signature and size, dominant
 * colour, link and pin id of each). One column per statement: SQLite adds columns one at a time.
 * A downstream promotion is not stored: it is read from the origin pin.
 */
const COLUMNS: [name: string, type: 'text' | 'integer', flag?: true][] = [
  ['is_third_party_ad', 'integer', true],
  ['is_pre_owned', 'integer', true],
  ['auto_alt_text', 'text'],
  ['seo_title', 'text'],
  ['seo_description', 'text'],
  ['seo_noindex_reason', 'text'],
  ['sponsorship_status', 'integer'],
  ['sponsorship_creator_name', 'text'],
  ['sponsorship_sponsor_name', 'text'],
  ['collection_items', 'text'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, type, flag] of COLUMNS)
    await db.schema
      .alterTable('pins')
      .addColumn(name, type, (c) => (flag ? c.notNull().defaultTo(0) : c))
      .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of [...COLUMNS].reverse())
    await db.schema.alterTable('pins').dropColumn(name).execute();
}
