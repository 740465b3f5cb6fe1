import type { z } from 'zod';
import type {
  Pin,
  PinCreateOptions,
  PinDeleteOptions,
  RepinCreateOptions,
  RepinResult,
} from '@tack/contract';
import { EVENT_TYPES } from '@tack/contract';
import { checkActingAs } from '../../lib/acting-as.ts';
import { originPinnerOf, viaPinnerOf } from './save-people.ts';
import { sql, type Expression, type Kysely } from 'kysely';
import type { CallContext } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { quickSavesBoard } from '../boards/boards.service.ts';
import { boardFor } from '../boards/boards.access.ts';
import { boardUrl, canChangePin, QUICK_SAVES_SLUG } from '../boards/board-rules.ts';
import { findBoardById } from '../boards/boards.repository.ts';
import { forgetDeletedPins } from './board-counts.ts';
import { countSaveOf, pinsQuery, rootOf } from './pins.repository.ts';
import { withImageLock } from '../media/image-lock.ts';
import { domainOf } from './pins.mapper.ts';
import { presentPins } from './pins.present.ts';
import { notifySave } from '../notifications/notify-actions.ts';
import { recordEvents } from '../events/events.repository.ts';
import { priorSaveCount, repinCounterAux } from './repin-counter.ts';
import { analyticsAllowed } from '../consent/consent.service.ts';
import { rootPinnedByBlocker } from '../privacy/blocks.repository.ts';
import { pinImageSignature, pinSource, type PinSource } from './pin-sources.ts';
import { productSummary } from './pin-product.ts';
import { storedVideoOf, usableUpload } from '../videos/videos.service.ts';
import { syncVideoPins, type VideoUploadRow } from '../videos/videos.repository.ts';

/** count - 1, never below zero; portable (SQLite's max() is PostgreSQL's greatest()). */
const decrement = (col: Expression<number>) =>
  sql<number>`case when ${col} > 0 then ${col} - 1 else 0 end`;

const viewerIdOf = (ctx: CallContext) => ctx.viewer?.id ?? null;

export async function getPin(ctx: CallContext, id: string): Promise<Pin> {
  const row = await pinsQuery(ctx.db, viewerIdOf(ctx)).where('pins.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Pin');
  return (await presentPins(ctx.db, viewerIdOf(ctx), [row]))[0]!;
}

async function checkSection(
  db: Kysely<Database>,
  boardId: string,
  sectionId: string | null | undefined,
) {
  if (!sectionId) return null;
  const s = await db
    .selectFrom('board_sections')
    .select('id')
    .where('id', '=', sectionId)
    .where('board_id', '=', boardId)
    .executeTakeFirst();
  if (!s) throw badRequest('That section is not on this board', 'section');
  return s.id;
}

/** Keeps board and section counts and last-saved time right after a pin lands. */
export async function countPinAdded(
  db: Kysely<Database>,
  boardId: string,
  sectionId: string | null,
  now: string,
) {
  await db
    .updateTable('boards')
    .set((eb) => ({
      pin_count: eb('pin_count', '+', 1),
      last_pinned_at: now,
    }))
    .where('id', '=', boardId)
    .execute();
  if (sectionId)
    await db
      .updateTable('board_sections')
      .set((eb) => ({ pin_count: eb('pin_count', '+', 1) }))
      .where('id', '=', sectionId)
      .execute();
}

/**
 * Creates a pin (§7 POST PinResource). The board is checked first, so a refused call costs no
 * fetch or decode; then the page it came from is read (when made from one) and its image stored
 * whichever way it was given. The insert re-checks the board in its own transaction.
 */
export async function createPin(
  ctx: CallContext,
  o: z.output<typeof PinCreateOptions>,
): Promise<Pin> {
  await boardFor(ctx, o.board_id, 'save_pin');
  const video = o.video_id ? await usableUpload(ctx, o.video_id, 'video_id') : null;
  const source = await pinSource(ctx, o);
  if (o.product)
    source.rich_summary = JSON.stringify(
      productSummary(o.product, { title: o.title, link: o.link }),
    );
  // A video pin shows its poster frame as its image.
  const signature = video ? video.poster_signature : await pinImageSignature(ctx, o);
  const id = newId();
  // Under the image's lock: the media cleanup cannot remove an unused image between the read
  // below and the insert that starts using it.
  await withImageLock(ctx.db, signature, () => insertPin(ctx, o, signature, source, id, video));
  // The transcode may have finished since the upload was read: bring the new pin up to date.
  if (video) await syncVideoPins(ctx.db, video.id);
  return getPin(ctx, id);
}

/** What an idea pin adds to the insert: its pages, and the draft that goes in the same transaction. */
export interface StoryInsert {
  media: string;
  inTransaction: (trx: Kysely<Database>) => Promise<void>;
}

/**
 * Inserts a new pin and counts it on its board, in one transaction that checks the board again.
 * Video pins name their upload; idea pins bring their pages (`story`).
 */
export async function insertPin(
  ctx: CallContext,
  o: Pick<
    z.output<typeof PinCreateOptions>,
    'board_id' | 'section' | 'title' | 'description' | 'link' | 'alt_text'
  >,
  signature: string,
  source: PinSource,
  id: string,
  video: VideoUploadRow | null = null,
  story: StoryInsert | null = null,
  /** A carousel's slides as stored (pin-carousel.ts); the pin's own image is the first slide's. */
  carouselData: string | null = null,
) {
  await ctx.db.transaction().execute(async (trx) => {
    const board = await boardFor({ ...ctx, db: trx }, o.board_id, 'save_pin');
    const sectionId = await checkSection(trx, board.id, o.section);
    const image = await trx
      .selectFrom('images')
      .selectAll()
      .where('signature', '=', signature)
      .executeTakeFirst();
    if (!image)
      throw badRequest('That image was not uploaded here. Upload it again.', 'image_signature');
    const now = nowIso();
    await trx
      .insertInto('pins')
      .values({
        id,
        pinner_id: ctx.viewer!.id,
        board_id: board.id,
        section_id: sectionId,
        title: o.title,
        description: o.description,
        link: o.link ?? null,
        domain: domainOf(o.link),
        alt_text: o.alt_text || null,
        image_signature: image.signature,
        width: image.width,
        height: image.height,
        dominant_color: image.dominant_color,
        rich_summary: source.rich_summary,
        rich_metadata: source.rich_metadata,
        method: source.method,
        source_url: source.source_url,
        carousel_data: carouselData,
        media:
          story?.media ??
          (video?.state === 'ready' ? JSON.stringify({ video: storedVideoOf(video) }) : null),
        video_upload_id: video?.id ?? null,
        // Seen by its pinner only until the video plays.
        video_status: video && video.state !== 'ready' ? 'processing' : null,
        promoter_name: null,
        origin_pin_id: null,
        created_at: now,
      })
      .execute();
    await countPinAdded(trx, board.id, sectionId, now);
    await story?.inTransaction(trx);
  });
}

/**
 * Saves a pin: a new pin on the viewer's board pointing at the original, in one transaction.
 * It remembers the original's pinner (kept if the original is deleted) and, when the pin saved
 * from was someone else's save, whose it was (viaPinner). `user_id` must be the viewer's own.
 * It logs a save event (type 5) for the original pin, the one its creator owns and whose stats
 * count saves (the saver's id only with analytics consent), in the same transaction, so a save
 * and its count agree. The event carries the client's tracking params and event context (with
 * analytics consent, as the saver's id), unless `disable_event_log_info` asks for the event
 * without them: it is still logged, since it is what the pin's statistics count.
 */
export async function repin(
  ctx: CallContext,
  o: z.output<typeof RepinCreateOptions>,
): Promise<RepinResult> {
  checkActingAs(ctx, o.user_id, 'user_id');
  const viewer = ctx.viewer!;
  const source = await pinsQuery(ctx.db, viewer.id)
    .where('pins.id', '=', o.pin_id)
    .executeTakeFirst();
  if (!source) throw notFound('Pin');
  if (source.video_status)
    throw conflict('This video is still processing. Save it once it plays.', 'pin_id');
  // The blocked person's own earlier copy of a blocker's pin: kept, but not saved again.
  if (source.origin_pin_id && (await rootPinnedByBlocker(ctx.db, viewer.id, source.origin_pin_id)))
    throw forbidden("You can't save this Pin");
  const id = newId();
  // Asked before the transaction: SQLite has one connection, which the transaction holds.
  const identified = await analyticsAllowed(ctx);
  const boardId = await ctx.db.transaction().execute(async (trx) => {
    const tctx = { ...ctx, db: trx };
    const boardId = o.board_id
      ? (await boardFor(tctx, o.board_id, 'save_pin')).id
      : await quickSavesBoard(trx, viewer.id);
    const sectionId = await checkSection(trx, boardId, o.section);
    const rootId = rootOf(source);
    // Counted first: a delete that won the race is a missing pin; one that comes later waits.
    if (!(await countSaveOf(trx, ctx.engine, source))) throw notFound('Pin');
    const now = nowIso();
    await trx
      .insertInto('pins')
      .values({
        id,
        pinner_id: viewer.id,
        board_id: boardId,
        section_id: sectionId,
        title: source.title,
        description: o.description ?? source.description,
        link: source.link,
        domain: source.domain,
        alt_text: source.alt_text,
        image_signature: source.image_signature,
        width: source.width,
        height: source.height,
        dominant_color: source.dominant_color,
        rich_summary: source.rich_summary,
        rich_metadata: source.rich_metadata,
        source_url: source.source_url,
        carousel_data: source.carousel_data,
        media: source.media,
        // What describes the content travels with it (a save of a sensitive title keeps its
        // SEO text); third-party ads, like promotion, stay with the original.
        auto_alt_text: source.auto_alt_text,
        seo_title: source.seo_title,
        seo_description: source.seo_description,
        seo_noindex_reason: source.seo_noindex_reason,
        sponsorship_status: source.sponsorship_status,
        sponsorship_creator_name: source.sponsorship_creator_name,
        sponsorship_sponsor_name: source.sponsorship_sponsor_name,
        is_pre_owned: source.is_pre_owned,
        collection_items: source.collection_items,
        promoter_name: null,
        origin_pin_id: rootId,
        origin_pinner_id: originPinnerOf(source),
        via_pinner_id: viaPinnerOf(source),
        created_at: now,
      })
      .execute();
    // The repin counter (§7): read before this save's row, and only for a person who allowed
    // analytics, like the user id (it is about them).
    const counter = identified ? repinCounterAux(await priorSaveCount(trx, viewer.id)) : null;
    await trx
      .insertInto('saves')
      .values({
        saved_pin_id: id,
        user_id: viewer.id,
        pin_id: rootId,
        board_id: boardId,
        created_at: now,
      })
      .execute();
    await countPinAdded(trx, boardId, sectionId, now);
    await notifySave(trx, viewer.id, source);
    await recordEvents(trx, [
      {
        eventType: EVENT_TYPES.save,
        pinId: rootId,
        objectId: id,
        userId: identified ? viewer.id : null,
        // What the client attached could point to the person, so it goes with their id.
        ...(identified && !o.disable_event_log_info ? saveEventInfo(o) : {}),
        auxData: counter,
      },
    ]);
    return boardId;
  });
  const board = (await findBoardById(ctx.db, boardId, viewer.id))!;
  const name = board.slug === QUICK_SAVES_SLUG ? 'Profile' : board.name;
  return { id, board: { id: board.id, name, url: boardUrl(board.username, board.slug) } };
}

/** What a save's client attached for its event: either spelling of the tracking params. */
function saveEventInfo(o: z.output<typeof RepinCreateOptions>) {
  return {
    clientTrackingParams: o.clientTrackingParams ?? o.client_tracking_params ?? null,
    eventContext: o.eventContext ?? null,
  };
}

/**
 * The pinner or the board's owner may delete a pin; counts follow in the same transaction. A
 * `board_id` (the saved pin's board, PC §7 "delete saved pin") must be the board it is on.
 */
export async function deletePin(
  ctx: CallContext,
  o: z.output<typeof PinDeleteOptions>,
): Promise<{ id: string }> {
  const id = o.id;
  const viewerId = viewerIdOf(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    const pin = await pinsQuery(trx, viewerId).where('pins.id', '=', id).executeTakeFirst();
    if (!pin || (o.board_id !== undefined && pin.board_id !== o.board_id)) throw notFound('Pin');
    const board = (await findBoardById(trx, pin.board_id, viewerId))!;
    if (!canChangePin(board, pin, viewerId, 'delete_pin'))
      throw forbidden("You can't delete this Pin");
    await trx.deleteFrom('pins').where('id', '=', id).execute();
    // The original's count before the board's: a save takes the original's row first too, so
    // the two never wait on each other in opposite order (a deadlock on PostgreSQL).
    await forgetDeletedPins(trx, [pin]);
    await trx
      .updateTable('boards')
      .set((eb) => ({ pin_count: decrement(eb.ref('pin_count')) }))
      .where('id', '=', pin.board_id)
      .execute();
    if (pin.section_id) {
      await trx
        .updateTable('board_sections')
        .set((eb) => ({ pin_count: decrement(eb.ref('pin_count')) }))
        .where('id', '=', pin.section_id)
        .execute();
    }
  });
  return { id };
}
