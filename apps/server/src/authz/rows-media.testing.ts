import type { ObjectKey, Rule } from './actors.ts';
import type { Row } from './row.testing.ts';

/**
 * Video uploads and idea pin drafts (issue 15): each is its owner's alone. Signed out is 401;
 * anyone else gets 404, as for one that does not exist (no probing for ids).
 */
const DRAFTS: ObjectKey[] = ['draft:owen', 'draft:missing'];
const VIDEOS: ObjectKey[] = ['video:owen', 'video:missing'];
const NONE: ObjectKey[] = ['none'];

const ownersOnly: Rule = (a, o) =>
  a === 'signedOut' ? 401 : a === 'owner' && !o.endsWith(':missing') ? 200 : 404;
const signedIn: Rule = (a) => (a === 'signedOut' ? 401 : 200);

export const mediaRows: Row[] = [
  {
    call: 'VideoUploadResource.get',
    objects: VIDEOS,
    expect: ownersOnly,
    run: (x) => x.c.resource('VideoUploadResource', 'get', { id: x.id }),
  },
  {
    call: 'PinResource.create',
    variant: 'with an uploaded video (video_id): only its uploader may pin it',
    objects: VIDEOS,
    // Someone else's video, or none, is "not uploaded here" on the field: 400, never the video.
    expect: (a, o) => (a === 'signedOut' ? 401 : a === 'owner' && o === 'video:owen' ? 200 : 400),
    stores: true,
    run: (x) =>
      x.c.resource('PinResource', 'create', { board_id: x.own.board, video_id: x.id, title: 'v' }),
  },
  {
    call: 'StoryPinDraftResource.get',
    objects: DRAFTS,
    expect: ownersOnly,
    run: (x) => x.c.resource('StoryPinDraftResource', 'get', { id: x.id }),
  },
  {
    call: 'StoryPinDraftResource.update',
    objects: DRAFTS,
    expect: ownersOnly,
    stores: true,
    run: (x) =>
      x.c.resource('StoryPinDraftResource', 'update', { id: x.id, title: 'Changed by someone' }),
  },
  {
    call: 'StoryPinDraftResource.delete',
    objects: DRAFTS,
    expect: ownersOnly,
    stores: true,
    run: (x) => x.c.resource('StoryPinDraftResource', 'delete', { id: x.id }),
  },
  {
    call: 'StoryPinDraftResource.create',
    objects: NONE,
    expect: signedIn,
    stores: true,
    run: (x) => x.c.resource('StoryPinDraftResource', 'create', { title: 'A new idea' }),
  },
  {
    call: 'StoryPinDraftsResource.get',
    objects: NONE,
    expect: signedIn,
    // Only the owner's own list names Owen's draft.
    check: (x, res) =>
      x.actor !== 'owner' && res.body.includes(x.w.ids['draft:owen']!)
        ? "lists Owen's draft"
        : null,
    run: (x) => x.c.resource('StoryPinDraftsResource', 'get', {}),
  },
  {
    call: 'StoryPinResource.create',
    variant: "publishing the draft on the asker's own board",
    objects: DRAFTS,
    expect: ownersOnly,
    stores: true,
    run: (x) =>
      x.c.resource('StoryPinResource', 'create', { draft_id: x.id, board_id: x.own.board }),
  },
];
