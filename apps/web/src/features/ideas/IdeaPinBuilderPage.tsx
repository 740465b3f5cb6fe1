import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { StoryDraft } from '@tack/contract';
import { callResource, formError } from '../../api/client.ts';
import { useTitle } from '../../app/use-title.ts';
import { useSession } from '../auth/queries.ts';
import { useUserBoards } from '../boards/queries.ts';
import { BoardSelect } from '../boards/BoardSelect.tsx';
import { followVideo, isVideoFile, uploadImage, uploadVideo } from '../create/upload.ts';
import { videoNote } from '../create/video-note.ts';
import { IdeaDrafts } from './IdeaDrafts.tsx';
import { PageEditor } from './PageEditor.tsx';
import { pagesInput, type BuilderPage } from './page-list.ts';
import './idea-builder.css';

const DRAFTS_KEY = ['story-drafts'] as const;
let keys = 0;

/** A saved draft's pages as the builder edits them. */
const fromDraft = (d: StoryDraft): BuilderPage[] =>
  d.pages.map((p) => ({
    key: `k${++keys}`,
    ...(p.video ? { videoId: p.video.id } : { imageSignature: p.image?.imageSignature }),
    thumbnail: p.image?.images['236x'].url ?? null,
    note: p.video && p.video.state !== 'ready' ? videoNote(p.video) : null,
    text: p.text,
  }));

/**
 * `/idea-pin-builder`: an idea pin of several pages, each an image or a video with its text.
 * Drafts are kept per id (`?draft=`), listed beside the builder to resume or delete, and
 * published to a board as one pin with its pages.
 */
export function IdeaPinBuilderPage() {
  useTitle('Create an idea Pin');
  const session = useSession();
  const viewer = session.data?.viewer ?? null;
  const boards = useUserBoards(viewer?.username);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const draftId = params.get('draft');
  const [title, setTitle] = useState('');
  const [pages, setPages] = useState<BuilderPage[]>([]);
  const [loaded, setLoaded] = useState<string | null>(null);
  const [boardId, setBoardId] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const stop = useRef(new AbortController());
  useEffect(() => () => stop.current.abort(), []);
  const draft = useQuery({
    queryKey: [...DRAFTS_KEY, draftId],
    queryFn: () => callResource('StoryPinDraftResource', 'get', { id: draftId! }),
    enabled: Boolean(viewer && draftId),
    retry: false,
  });
  // Resuming a draft fills the builder once per draft.
  if (draft.data && loaded !== draft.data.id) {
    setLoaded(draft.data.id);
    setTitle(draft.data.title);
    setPages(fromDraft(draft.data));
  }
  if (session.isPending) return <p className="empty">Loading…</p>;
  if (!viewer) return <Navigate to="/login?next=%2Fidea-pin-builder%2F" replace />;
  const choices = (boards.data?.items ?? []).filter((b) => b.layout === 'default');
  const selected = boardId ?? choices[0]?.id ?? '';
  const update = (key: string, change: Partial<BuilderPage>) =>
    setPages((ps) => ps.map((p) => (p.key === key ? { ...p, ...change } : p)));

  async function addPage(file: File | undefined) {
    if (!file) return;
    setError(null);
    setProgress(0);
    const key = `k${++keys}`;
    try {
      if (isVideoFile(file)) {
        const video = await uploadVideo(file, setProgress);
        setPages((ps) => [
          ...ps,
          { key, videoId: video.id, thumbnail: null, note: videoNote(video), text: '' },
        ]);
        void followVideo(
          video,
          (v) =>
            update(key, {
              thumbnail: v.poster?.images['236x'].url ?? null,
              note: v.state === 'ready' ? null : videoNote(v),
            }),
          stop.current.signal,
        );
      } else {
        const image = await uploadImage(file, setProgress);
        setPages((ps) => [
          ...ps,
          {
            key,
            imageSignature: image.imageSignature,
            thumbnail: image.images['236x'].url,
            note: null,
            text: '',
          },
        ]);
      }
    } catch (err) {
      setError(err instanceof Error ? err.message : 'The upload failed.');
    } finally {
      setProgress(null);
    }
  }

  /** Saves the draft (made on the first save); answers its id. */
  async function save(): Promise<string> {
    const body = { title, pages: pagesInput(pages) };
    const saved = draftId
      ? await callResource('StoryPinDraftResource', 'update', { id: draftId, ...body })
      : await callResource('StoryPinDraftResource', 'create', body);
    setLoaded(saved.id);
    if (!draftId) setParams({ draft: saved.id }, { replace: true });
    await queryClient.invalidateQueries({ queryKey: DRAFTS_KEY });
    return saved.id;
  }

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    setStatus(null);
    try {
      await action();
    } catch (err) {
      setError(formError(err).message);
    } finally {
      setBusy(false);
    }
  }

  const onSave = () =>
    run(async () => {
      await save();
      setStatus('Draft saved');
    });
  const onPublish = () =>
    run(async () => {
      if (!pages.length) throw new Error('Add at least one page first');
      if (!selected) throw new Error('Choose or create a board');
      const id = await save();
      const pin = await callResource('StoryPinResource', 'create', {
        draft_id: id,
        board_id: selected,
      });
      await queryClient.invalidateQueries({ queryKey: DRAFTS_KEY });
      navigate(`/pin/${pin.id}/`);
    });

  return (
    <div className="builder idea-builder">
      <h1 className="builder-title">Create an idea Pin</h1>
      {draft.isError && (
        <p className="form-error" role="alert">
          That draft could not be found. <Link to="/idea-pin-builder/">Start a new one</Link>
        </p>
      )}
      <div className="idea-columns">
        <section aria-labelledby="idea-pages-title" className="idea-editor">
          <div className="field">
            <label htmlFor="idea-title">Title</label>
            <input
              id="idea-title"
              maxLength={100}
              value={title}
              onChange={(e) => setTitle(e.target.value)}
            />
          </div>
          <h2 id="idea-pages-title">Pages ({pages.length})</h2>
          <PageEditor pages={pages} onPages={setPages} onChange={update} />
          <label className="btn" htmlFor="idea-add-page">
            Add a page (image or video)
          </label>
          <input
            id="idea-add-page"
            className="visually-hidden"
            type="file"
            accept="image/*,video/mp4,video/quicktime,video/webm,.mp4,.mov,.webm"
            onChange={(e) => {
              void addPage(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          {progress !== null && (
            <progress aria-label="Upload progress" max={100} value={Math.round(progress * 100)} />
          )}
          <div className="field">
            <BoardSelect
              id="idea-board"
              boards={choices}
              value={selected}
              onChange={setBoardId}
              emptyOption={choices.length ? undefined : 'No boards yet'}
            />
          </div>
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          {status && <p role="status">{status}</p>}
          <div className="save-row">
            <button type="button" className="btn" disabled={busy} onClick={() => void onSave()}>
              Save draft
            </button>
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy || !pages.length}
              onClick={() => void onPublish()}
            >
              {busy ? 'Working…' : 'Publish'}
            </button>
          </div>
        </section>
        <IdeaDrafts current={draftId} queryKey={DRAFTS_KEY} />
      </div>
    </div>
  );
}
