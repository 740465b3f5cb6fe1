import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/** A content hash as it appears in pin JSON: a signature, or a video or gif key's hash. */
const HASH = /\b[0-9a-f]{32,64}\b/g;
const PAGE = 1000;

/**
 * Every hash named inside pins' JSON columns (carousel slots, story pages, collection items,
 * video and gif keys). Read as text rather than parsed per shape: a new JSON field holding a
 * signature is covered without a change here, and a false match only keeps a file.
 */
export async function hashesInPinJson(db: Kysely<Database>): Promise<Set<string>> {
  const found = new Set<string>();
  let after = '';
  for (;;) {
    const rows = await db
      .selectFrom('pins')
      .select(['id', 'carousel_data', 'media', 'collection_items'])
      .where('id', '>', after)
      .where((eb) =>
        eb.or([
          eb('carousel_data', 'is not', null),
          eb('media', 'is not', null),
          eb('collection_items', 'is not', null),
        ]),
      )
      .orderBy('id')
      .limit(PAGE)
      .execute();
    for (const r of rows)
      for (const text of [r.carousel_data, r.media, r.collection_items])
        for (const m of text?.match(HASH) ?? []) found.add(m);
    if (rows.length < PAGE) break;
    after = rows.at(-1)!.id;
  }
  // Uploaded videos not (yet) on a pin keep their poster and files, and idea pin drafts their
  // pages' images: both are read whole, as a person has few of either.
  for (const r of await db
    .selectFrom('video_uploads')
    .select(['poster_signature', 'media'])
    .where('state', '!=', 'failed')
    .execute())
    for (const text of [r.poster_signature, r.media])
      for (const m of text?.match(HASH) ?? []) found.add(m);
  for (const r of await db.selectFrom('story_pin_drafts').select('data').execute())
    for (const m of r.data.match(HASH) ?? []) found.add(m);
  return found;
}

/** Images uploaded before `cutoff` that no pin and no avatar uses. */
export async function oldUnusedImages(db: Kysely<Database>, cutoff: string): Promise<string[]> {
  const rows = await db
    .selectFrom('images as i')
    .select('i.signature')
    .where('i.created_at', '<', cutoff)
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom('pins').select('pins.id').whereRef('pins.image_signature', '=', 'i.signature'),
        ),
      ),
    )
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom('users')
            .select('users.id')
            .whereRef('users.avatar_signature', '=', 'i.signature'),
        ),
      ),
    )
    .execute();
  return rows.map((r) => r.signature);
}

/**
 * Deletes one image row if it is still old and unused when the statement runs (an upload of the
 * same bytes meanwhile renews `created_at`). A pin inserted meanwhile makes the foreign key refuse
 * the delete: that is an image in use, answered false.
 */
export async function deleteImageIfUnused(
  db: Kysely<Database>,
  signature: string,
  cutoff: string,
): Promise<boolean> {
  try {
    const result = await db
      .deleteFrom('images')
      .where('signature', '=', signature)
      .where('created_at', '<', cutoff)
      .where(({ exists, not, selectFrom }) =>
        not(
          exists(
            selectFrom('pins').select('pins.id').where('pins.image_signature', '=', signature),
          ),
        ),
      )
      .where(({ exists, not, selectFrom }) =>
        not(
          exists(
            selectFrom('users').select('users.id').where('users.avatar_signature', '=', signature),
          ),
        ),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  } catch (err) {
    if (isForeignKeyError(err)) return false;
    throw err;
  }
}

const isForeignKeyError = (err: unknown) => {
  const code = (err as { code?: string }).code;
  return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503';
};

/** Which of `signatures` still have an image row or are someone's avatar. */
export async function signaturesInUse(
  db: Kysely<Database>,
  signatures: string[],
): Promise<Set<string>> {
  if (!signatures.length) return new Set();
  const images = await db
    .selectFrom('images')
    .select('signature')
    .where('signature', 'in', signatures)
    .execute();
  const avatars = await db
    .selectFrom('users')
    .select('avatar_signature')
    .where('avatar_signature', 'in', signatures)
    .execute();
  return new Set([...images.map((r) => r.signature), ...avatars.map((r) => r.avatar_signature!)]);
}
