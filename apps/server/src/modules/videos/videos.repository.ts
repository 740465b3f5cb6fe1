import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database, VideoUploadsTable } from '../../db/database.ts';
import { nowIso } from '../../lib/ids.ts';
import type { StoredVideo } from './video-media.ts';

export type VideoUploadRow = Selectable<VideoUploadsTable>;
type Db = Kysely<Database> | Transaction<Database>;

export const findUpload = (db: Db, id: string) =>
  db.selectFrom('video_uploads').selectAll().where('id', '=', id).executeTakeFirst();

/** The upload if it is `userId`'s; someone else's is as missing as one that never was. */
export const findOwnUpload = (db: Db, userId: string, id: string) =>
  db
    .selectFrom('video_uploads')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();

export async function insertUpload(
  db: Db,
  row: { id: string; user_id: string; source_path: string; bytes: number },
) {
  const now = nowIso();
  await db
    .insertInto('video_uploads')
    .values({ ...row, state: 'processing', created_at: now, updated_at: now })
    .execute();
}

/** The job read the video: its size, length and poster frame. */
export async function setProbed(
  db: Db,
  id: string,
  v: { width: number; height: number; duration_ms: number; poster_signature: string },
) {
  await db
    .updateTable('video_uploads')
    .set({ ...v, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

export async function markReady(db: Db, id: string, media: StoredVideo) {
  await db
    .updateTable('video_uploads')
    .set({ state: 'ready', media: JSON.stringify(media), source_path: null, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

export async function markFailed(db: Db, id: string, error: string) {
  await db
    .updateTable('video_uploads')
    .set({ state: 'failed', error, source_path: null, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

/**
 * Brings the pins showing an upload up to date with it: its video once ready, `failed` once it
 * failed. Run by the job after it finished and by pin creation after its insert, so a pin made
 * while the job finished is never left processing (whichever commits last sees the other).
 */
export async function syncVideoPins(db: Kysely<Database>, uploadId: string): Promise<void> {
  const upload = await findUpload(db, uploadId);
  if (!upload || upload.state === 'processing') return;
  const pins = db
    .updateTable('pins')
    .where('video_upload_id', '=', uploadId)
    .where('video_status', 'is not', null);
  if (upload.state === 'ready')
    await pins
      .set({ video_status: null, media: JSON.stringify({ video: JSON.parse(upload.media!) }) })
      .execute();
  else await pins.set({ video_status: 'failed' }).execute();
}

/**
 * Removes uploads finished (ready or failed) before `cutoff` that no pin shows and no idea pin
 * draft names, so the media cleanup can then remove their files. Answers how many went.
 */
export async function pruneUnusedUploads(db: Kysely<Database>, cutoff: string): Promise<number> {
  const result = await db
    .deleteFrom('video_uploads as v')
    .where('v.state', '!=', 'processing')
    .where('v.updated_at', '<', cutoff)
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(selectFrom('pins').select('pins.id').whereRef('pins.video_upload_id', '=', 'v.id')),
      ),
    )
    .where(({ eb, exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom('story_pin_drafts as d')
            .select('d.id')
            .where('d.user_id', '=', eb.ref('v.user_id'))
            .where('d.data', 'like', sql<string>`'%"video_id":"' || ${eb.ref('v.id')} || '"%'`),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
