import type { z } from 'zod';
import type { Pin, StoryPinPublishOptions } from '@tack/contract';
import type { CallContext } from '../../context.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { boardFor } from '../boards/boards.access.ts';
import { withImageLock } from '../media/image-lock.ts';
import type { StoredStoryPage } from '../pins/pin-media.ts';
import { getPin, insertPin } from '../pins/pins.service.ts';
import { storedVideoOf, usableUpload } from '../videos/videos.service.ts';
import { deleteOwnDraft, findOwnDraft } from './story-drafts.repository.ts';
import type { DraftData } from './story-drafts.service.ts';

/** A page's stored image row, or a refusal naming the page. */
async function pageImage(ctx: CallContext, signature: string, i: number) {
  const img = await ctx.db
    .selectFrom('images')
    .selectAll()
    .where('signature', '=', signature)
    .executeTakeFirst();
  if (!img)
    throw badRequest(`Page ${i + 1}'s image was not uploaded here. Upload it again.`, 'draft_id');
  return img;
}

/**
 * Publishes a draft as an idea pin (spec storyPinData): each page keeps its image, or its video
 * (transcoded: a page whose video still processes is refused with 409, as the pin shows it at
 * once) with its poster, and its text. The pin's own image is its first page's. The pin is made
 * and the draft deleted in one transaction.
 */
export async function publishStory(
  ctx: CallContext,
  o: z.output<typeof StoryPinPublishOptions>,
): Promise<Pin> {
  await boardFor(ctx, o.board_id, 'save_pin');
  const draft = await findOwnDraft(ctx.db, ctx.viewer!.id, o.draft_id);
  if (!draft) throw notFound('Draft');
  const data = JSON.parse(draft.data) as DraftData;
  if (!data.pages.length) throw badRequest('Add at least one page first', 'draft_id');
  const pages: StoredStoryPage[] = [];
  for (const [i, p] of data.pages.entries()) {
    const upload = p.video_id ? await usableUpload(ctx, p.video_id, 'draft_id', true) : null;
    const img = await pageImage(ctx, upload?.poster_signature ?? p.image_signature!, i);
    pages.push({
      imageSignature: img.signature,
      width: img.width,
      height: img.height,
      dominantColor: img.dominant_color,
      text: p.text,
      ...(upload ? { video: storedVideoOf(upload) } : {}),
    });
  }
  const id = newId();
  const cover = pages[0]!.imageSignature;
  await withImageLock(ctx.db, cover, () =>
    insertPin(
      ctx,
      {
        board_id: o.board_id,
        section: o.section,
        title: data.title,
        description: '',
        link: null,
        alt_text: null,
      },
      cover,
      { method: 'uploaded', source_url: null, rich_summary: null, rich_metadata: null },
      id,
      null,
      {
        media: JSON.stringify({ story: { pages } }),
        inTransaction: async (trx) => {
          if (!(await deleteOwnDraft(trx, ctx.viewer!.id, draft.id))) throw notFound('Draft');
        },
      },
    ),
  );
  return getPin(ctx, id);
}
