import { resources } from '@tack/contract';
import { handler } from '../../plugins/resources.ts';
import {
  createDraft,
  deleteDraft,
  getDraft,
  listDrafts,
  updateDraft,
} from './story-drafts.service.ts';
import { publishStory } from './story-publish.service.ts';

const r = resources;

export const storyHandlers = {
  StoryPinDraftResource: {
    get: handler(r.StoryPinDraftResource.get, (ctx, o) => getDraft(ctx, o.id)),
    create: handler(r.StoryPinDraftResource.create, createDraft),
    update: handler(r.StoryPinDraftResource.update, updateDraft),
    delete: handler(r.StoryPinDraftResource.delete, (ctx, o) => deleteDraft(ctx, o.id)),
  },
  StoryPinDraftsResource: {
    get: handler(r.StoryPinDraftsResource.get, (ctx) => listDrafts(ctx)),
  },
  StoryPinResource: { create: handler(r.StoryPinResource.create, publishStory) },
};
