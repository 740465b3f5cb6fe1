import { z } from 'zod';
import type { ResourceDef } from './resources.ts';
import { VideoUpload, VideoUploadGetOptions } from './video.ts';
import {
  StoryDraft,
  StoryDraftCreateOptions,
  StoryDraftDeleteOptions,
  StoryDraftGetOptions,
  StoryDraftsListOptions,
  StoryDraftUpdateOptions,
  StoryPinPublishOptions,
} from './story.ts';
import { Pin } from './pin.ts';

const def = <I extends z.ZodType, O extends z.ZodType>(d: ResourceDef<I, O>) => d;

/** Video uploads and idea pins (issue 15, "Creating every kind of pin"). */
export const mediaResources = {
  VideoUploadResource: {
    get: def({
      options: VideoUploadGetOptions,
      data: VideoUpload,
      auth: 'user',
      summary: 'An uploaded video of the viewer: processing, ready or failed, with its poster',
    }),
  },
  StoryPinDraftResource: {
    get: def({
      options: StoryDraftGetOptions,
      data: StoryDraft,
      auth: 'user',
      summary: "One of the viewer's idea pin drafts",
    }),
    create: def({
      options: StoryDraftCreateOptions,
      data: StoryDraft,
      auth: 'user',
      summary: 'Start an idea pin draft',
    }),
    update: def({
      options: StoryDraftUpdateOptions,
      data: StoryDraft,
      auth: 'user',
      summary: "Save an idea pin draft's title and pages",
    }),
    delete: def({
      options: StoryDraftDeleteOptions,
      data: z.object({ id: z.string() }),
      auth: 'user',
      summary: 'Delete an idea pin draft',
    }),
  },
  StoryPinDraftsResource: {
    get: def({
      options: StoryDraftsListOptions,
      data: z.array(StoryDraft),
      auth: 'user',
      summary: "The viewer's idea pin drafts, newest first",
    }),
  },
  StoryPinResource: {
    create: def({
      options: StoryPinPublishOptions,
      data: Pin,
      auth: 'user',
      summary: 'Publish an idea pin draft on a board (its pages become storyPinData)',
    }),
  },
};
