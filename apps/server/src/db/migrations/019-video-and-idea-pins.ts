import type { Kysely } from 'kysely';

/**
 * Video pins and idea pin drafts (issue 15, "Creating every kind of pin").
 *
 * `video_uploads`: one uploaded video, from its upload to its transcoded files. The original
 * waits on local disk (`source_path`) until the `video.transcode` job has made the 720p MP4, the
 * HLS playlists, the poster and the duration; `media` then holds the stored keys (JSON, see
 * videos/video-media.ts) and `state` is `ready`, or `failed` with `error`.
 *
 * `pins.video_upload_id` names the upload a video pin shows and `pins.video_status` is
 * `processing` or `failed` while its video is not playable (null once it is, and for every other
 * pin): such a pin is visible to its pinner only.
 *
 * `story_pin_drafts`: an idea pin being made (messaging-consent-routes §3 "Story pin drafts are
 * keyed by id"), its pages as JSON, visible to its owner only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('video_uploads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('source_path', 'text')
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('duration_ms', 'integer')
    .addColumn('poster_signature', 'text')
    .addColumn('media', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('video_uploads_user')
    .on('video_uploads')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.alterTable('pins').addColumn('video_upload_id', 'text').execute();
  await db.schema.alterTable('pins').addColumn('video_status', 'text').execute();
  await db.schema.createIndex('pins_video_upload').on('pins').column('video_upload_id').execute();
  await db.schema
    .createTable('story_pin_drafts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('story_pin_drafts_user')
    .on('story_pin_drafts')
    .columns(['user_id', 'updated_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('story_pin_drafts').execute();
  await db.schema.dropIndex('pins_video_upload').execute();
  await db.schema.alterTable('pins').dropColumn('video_status').execute();
  await db.schema.alterTable('pins').dropColumn('video_upload_id').execute();
  await db.schema.dropTable('video_uploads').execute();
}
