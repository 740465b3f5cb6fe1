import type { z } from 'zod';
import {
  MAX_STORY_DRAFTS,
  type StoryDraft,
  type StoryDraftCreateOptions,
  type StoryDraftPageInput,
  type StoryDraftUpdateOptions,
  type UploadedImage,
} from '@tack/contract';
import type { Kysely } from 'kysely';
import type { CallContext } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { imageUrls } from '../media/sizes.ts';
import { presentUpload } from '../videos/videos.service.ts';
import { findOwnUpload } from '../videos/videos.repository.ts';
import {
  countOwnDrafts,
  deleteOwnDraft,
  findOwnDraft,
  insertDraft,
  listOwnDrafts,
  updateOwnDraft,
  type DraftRow,
} from './story-drafts.repository.ts';

export type DraftPage = z.output<typeof StoryDraftPageInput>;
/** What `story_pin_drafts.data` holds: the builder's title and pages as it sent them. */
export interface DraftData {
  title: string;
  pages: DraftPage[];
}

async function imageOf(db: Kysely<Database>, signature: string): Promise<UploadedImage | null> {
  const img = await db
    .selectFrom('images')
    .selectAll()
    .where('signature', '=', signature)
    .executeTakeFirst();
  return img
    ? {
        imageSignature: img.signature,
        width: img.width,
        height: img.height,
        dominantColor: img.dominant_color,
        images: imageUrls(img.signature, img.width, img.height),
      }
    : null;
}

/** A draft as the builder shows it: each page's image (a video's poster) and video state. */
export async function presentDraft(ctx: CallContext, row: DraftRow): Promise<StoryDraft> {
  const data = JSON.parse(row.data) as DraftData;
  const pages = [];
  for (const p of data.pages) {
    const upload = p.video_id ? await findOwnUpload(ctx.db, row.user_id, p.video_id) : undefined;
    const video = upload ? await presentUpload(ctx.db, upload) : null;
    const image = p.image_signature ? await imageOf(ctx.db, p.image_signature) : video?.poster;
    pages.push({ image: image ?? null, video, text: p.text });
  }
  return {
    id: row.id,
    title: data.title,
    pages,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Every page names an image uploaded here or a video the viewer uploaded. */
async function checkPages(ctx: CallContext, pages: DraftPage[]) {
  for (const [i, p] of pages.entries()) {
    if (p.image_signature && !(await imageOf(ctx.db, p.image_signature)))
      throw badRequest(
        `Page ${i + 1}'s image was not uploaded here. Upload it again.`,
        `pages.${i}.image_signature`,
      );
    if (p.video_id && !(await findOwnUpload(ctx.db, ctx.viewer!.id, p.video_id)))
      throw badRequest(
        `Page ${i + 1}'s video was not uploaded here. Upload it again.`,
        `pages.${i}.video_id`,
      );
  }
}

const dataOf = (o: { title: string; pages: DraftPage[] }) =>
  JSON.stringify({ title: o.title, pages: o.pages } satisfies DraftData);

export async function getDraft(ctx: CallContext, id: string): Promise<StoryDraft> {
  const row = await findOwnDraft(ctx.db, ctx.viewer!.id, id);
  if (!row) throw notFound('Draft');
  return presentDraft(ctx, row);
}

export async function listDrafts(ctx: CallContext): Promise<StoryDraft[]> {
  const rows = await listOwnDrafts(ctx.db, ctx.viewer!.id, MAX_STORY_DRAFTS);
  const drafts = [];
  for (const row of rows) drafts.push(await presentDraft(ctx, row));
  return drafts;
}

export async function createDraft(
  ctx: CallContext,
  o: z.output<typeof StoryDraftCreateOptions>,
): Promise<StoryDraft> {
  await checkPages(ctx, o.pages);
  const userId = ctx.viewer!.id;
  const id = newId();
  await ctx.db.transaction().execute(async (trx) => {
    if ((await countOwnDrafts(trx, userId)) >= MAX_STORY_DRAFTS)
      throw conflict(
        `You have ${MAX_STORY_DRAFTS} drafts, the most you can keep. Publish or delete one first.`,
      );
    const now = nowIso();
    await insertDraft(trx, {
      id,
      user_id: userId,
      data: dataOf(o),
      created_at: now,
      updated_at: now,
    });
  });
  return getDraft(ctx, id);
}

export async function updateDraft(
  ctx: CallContext,
  o: z.output<typeof StoryDraftUpdateOptions>,
): Promise<StoryDraft> {
  await checkPages(ctx, o.pages);
  if (!(await updateOwnDraft(ctx.db, ctx.viewer!.id, o.id, dataOf(o), nowIso())))
    throw notFound('Draft');
  return getDraft(ctx, o.id);
}

export async function deleteDraft(ctx: CallContext, id: string): Promise<{ id: string }> {
  if (!(await deleteOwnDraft(ctx.db, ctx.viewer!.id, id))) throw notFound('Draft');
  return { id };
}
