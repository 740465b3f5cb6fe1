import { z } from 'zod';
import { Id } from './common.ts';
import { UploadedImage } from './image.ts';
import { longText } from './text.ts';
import { VideoUpload } from './video.ts';

/** Most pages an idea pin has (each page is an image or a video with its text). */
export const MAX_STORY_PAGES = 20;
/** Most drafts one person keeps. */
export const MAX_STORY_DRAFTS = 50;

const Signature = z.string().regex(/^[0-9a-f]{32,64}$/, 'Upload the page’s image first');

/** One page as the idea pin builder sends it: an uploaded image or video, and its text. */
export const StoryDraftPageInput = z
  .object({
    image_signature: Signature.optional(),
    video_id: Id.optional(),
    text: longText({ multiline: true })
      .max(500, 'A page’s text must be at most 500 characters')
      .default(''),
  })
  .strict()
  .superRefine((p, ctx) => {
    if ((p.image_signature === undefined) === (p.video_id === undefined))
      ctx.addIssue({
        code: 'custom',
        path: ['image_signature'],
        message: 'Each page needs one image or one video',
      });
  });

const draftFields = {
  title: longText({ multiline: false })
    .max(100, 'Title must be at most 100 characters')
    .default(''),
  pages: z
    .array(StoryDraftPageInput)
    .max(MAX_STORY_PAGES, `An idea pin has at most ${MAX_STORY_PAGES} pages`)
    .default([]),
};

/** Story pin drafts (messaging-consent-routes §3 "Story pin drafts are keyed by id"). */
export const StoryDraftCreateOptions = z.object(draftFields).strict();
export const StoryDraftUpdateOptions = z.object({ id: Id, ...draftFields }).strict();
export const StoryDraftGetOptions = z.object({ id: Id }).strict();
export const StoryDraftDeleteOptions = z.object({ id: Id }).strict();
export const StoryDraftsListOptions = z.object({}).strict();

/** A draft's page as the builder shows it: its image (a video's poster) and its video. */
export const StoryDraftPage = z.object({
  image: UploadedImage.nullable(),
  video: VideoUpload.nullable(),
  text: z.string(),
});

export const StoryDraft = z.object({
  id: Id,
  title: z.string(),
  pages: z.array(StoryDraftPage),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StoryDraft = z.infer<typeof StoryDraft>;

/** Publish a draft as an idea pin on a board (its pages become the pin's storyPinData). */
export const StoryPinPublishOptions = z
  .object({ draft_id: Id, board_id: Id, section: Id.nullable().optional() })
  .strict();
