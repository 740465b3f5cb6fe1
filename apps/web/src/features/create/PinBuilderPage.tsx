import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import type { PagePreview, UploadedImage, VideoUpload } from '@tack/contract';
import { ApiError, callResource, formError } from '../../api/client.ts';
import { useTitle } from '../../app/use-title.ts';
import { useSession } from '../auth/queries.ts';
import { useUserBoards } from '../boards/queries.ts';
import { BoardSelect } from '../boards/BoardSelect.tsx';
import { SectionSelect } from '../boards/SectionSelect.tsx';
import { followVideo, isVideoFile, uploadImage, uploadVideo } from './upload.ts';
import { PageImport } from './PageImport.tsx';
import { EMPTY_PRODUCT, ProductFields, type ProductDraft } from './ProductFields.tsx';
import { videoNote } from './video-note.ts';
import './builder-extras.css';

/**
 * The pin's picture: an uploaded image, an uploaded video (its poster is the image; a pin can be
 * made once the server has read it), or one of a web page's images (fetched at publish).
 */
type Source =
  | { kind: 'upload'; image: UploadedImage }
  | { kind: 'video'; video: VideoUpload }
  | { kind: 'page'; preview: PagePreview; imageUrl: string };

const EMPTY = { title: '', description: '', link: '', alt_text: '' };

export function PinBuilderPage() {
  useTitle('Create Pin');
  const session = useSession();
  const viewer = session.data?.viewer ?? null;
  const boards = useUserBoards(viewer?.username);
  const navigate = useNavigate();
  const [source, setSource] = useState<Source | null>(null);
  const [fields, setFields] = useState(EMPTY);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const [boardId, setBoardId] = useState<string | null>(null);
  const [sectionId, setSectionId] = useState('');
  const [busy, setBusy] = useState(false);
  const [isProduct, setIsProduct] = useState(false);
  const [product, setProduct] = useState<ProductDraft>(EMPTY_PRODUCT);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  // Following an uploaded video's processing; a new file or leaving the page stops it.
  const following = useRef<AbortController | null>(null);
  useEffect(() => () => following.current?.abort(), []);
  if (session.isPending) return <p className="empty">Loading…</p>;
  if (!viewer) return <Navigate to="/login?next=%2Fpin-builder%2F" replace />;
  const choices = (boards.data?.items ?? []).filter((b) => b.layout === 'default');
  const selected = boardId ?? choices[0]?.id ?? '';
  const page = source?.kind === 'page' ? source : null;
  const picked = page?.preview.images.find((i) => i.url === page.imageUrl) ?? null;
  const set = (name: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [name]: e.target.value }));

  async function onFile(file: File | undefined) {
    if (!file) return;
    setError(null);
    setProgress(0);
    following.current?.abort();
    try {
      if (isVideoFile(file)) {
        const video = await uploadVideo(file, setProgress);
        setSource({ kind: 'video', video });
        const follow = (following.current = new AbortController());
        void followVideo(video, (v) => setSource({ kind: 'video', video: v }), follow.signal).catch(
          () => setError({ message: 'Lost track of the video. Upload it again.', field: 'video' }),
        );
      } else setSource({ kind: 'upload', image: await uploadImage(file, setProgress) });
    } catch (err) {
      setError({
        message: err instanceof Error ? err.message : 'The upload failed.',
        field: 'image',
      });
    } finally {
      setProgress(null);
    }
  }

  /** A page was read: its text fills the fields (the person can still change every one). */
  function onRead(preview: PagePreview) {
    setError(null);
    const first = preview.images[0]!;
    setFields({
      title: preview.title,
      description: preview.description,
      link: preview.url,
      alt_text: first.alt ?? '',
    });
    setSource({ kind: 'page', preview, imageUrl: first.url });
  }

  function onPick(imageUrl: string) {
    setSource((s) => (s?.kind === 'page' ? { ...s, imageUrl } : s));
    const alt = page?.preview.images.find((i) => i.url === imageUrl)?.alt;
    if (alt) setFields((f) => ({ ...f, alt_text: f.alt_text || alt }));
  }

  async function publish(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!source)
      return setError({ message: 'Upload an image or save one from a URL', field: 'image' });
    if (!selected) return setError({ message: 'Choose or create a board', field: 'board_id' });
    setBusy(true);
    setFieldErrors({});
    try {
      const image =
        source.kind === 'upload'
          ? { image_signature: source.image.imageSignature }
          : source.kind === 'video'
            ? { video_id: source.video.id }
            : { image_url: source.imageUrl, method: 'scraped' as const };
      const pin = await callResource('PinResource', 'create', {
        board_id: selected,
        section: sectionId || null,
        ...image,
        title: fields.title,
        description: fields.description,
        link: fields.link.trim() || null,
        alt_text: fields.alt_text.trim() ? fields.alt_text : null,
        ...(isProduct ? { product } : {}),
      });
      navigate(`/pin/${pin.id}/`);
    } catch (err) {
      setError(formError(err));
      if (err instanceof ApiError)
        setFieldErrors(Object.fromEntries(err.errors.map((e) => [e.field, e.message])));
    } finally {
      setBusy(false);
    }
  }

  const imageError =
    error &&
    ['image', 'image_url', 'image_signature', 'video', 'video_id'].includes(error.field ?? '');
  const video = source?.kind === 'video' ? source.video : null;
  // A video can be pinned once the server has read its first frame.
  const ready = source !== null && (!video || (video.poster !== null && video.state !== 'failed'));
  const productError = error?.field?.startsWith('product.') ? error : null;
  return (
    <div className="builder">
      <h1 className="builder-title">Create Pin</h1>
      <p className="builder-alt">
        Several pages of images or videos? <Link to="/idea-pin-builder/">Create an idea Pin</Link>
      </p>
      <p className="builder-alt">
        Saving from other websites?{' '}
        <Link to="/save-from-browser/">Get the Tack button and extension</Link>
      </p>
      <div className="builder-media">
        <div
          className="dropzone"
          onDragOver={(e) => e.preventDefault()}
          onDrop={(e) => {
            e.preventDefault();
            void onFile(e.dataTransfer.files[0]);
          }}
        >
          {source?.kind === 'upload' && (
            <img src={source.image.images['474x'].url} alt="Your upload" />
          )}
          {picked && <img src={picked.thumbnail} alt="The image you chose from the page" />}
          {video?.poster && (
            <img src={video.poster.images['474x'].url} alt="The first frame of your video" />
          )}
          {video && (
            <p className="video-note" role="status">
              {videoNote(video)}
            </p>
          )}
          {!source && <p>Drag and drop an image or a video, or choose one</p>}
          <label className="btn" htmlFor="pin-image">
            Choose image or video
          </label>
          <input
            id="pin-image"
            className="visually-hidden"
            type="file"
            accept="image/*,video/mp4,video/quicktime,video/webm,.mp4,.mov,.webm"
            onChange={(e) => void onFile(e.target.files?.[0])}
          />
          {progress !== null && (
            <progress aria-label="Upload progress" max={100} value={Math.round(progress * 100)} />
          )}
          {imageError && (
            <span className="field-error" role="alert">
              {error.message}
            </span>
          )}
        </div>
        <PageImport
          preview={page?.preview ?? null}
          picked={page?.imageUrl ?? null}
          onRead={onRead}
          onPick={onPick}
        />
      </div>
      <form onSubmit={publish}>
        {error && !imageError && !productError && (
          <p className="form-error" role="alert">
            {error.message}
          </p>
        )}
        <div className="field">
          <label htmlFor="pin-title">Title</label>
          <input
            id="pin-title"
            name="title"
            maxLength={100}
            value={fields.title}
            onChange={set('title')}
          />
        </div>
        <div className="field">
          <label htmlFor="pin-description">Description</label>
          <textarea
            id="pin-description"
            name="description"
            maxLength={500}
            rows={3}
            value={fields.description}
            onChange={set('description')}
          />
        </div>
        <div className="field">
          <label htmlFor="pin-link">Link</label>
          <input
            id="pin-link"
            name="link"
            type="url"
            placeholder="https://"
            value={fields.link}
            onChange={set('link')}
          />
        </div>
        <div className="field">
          <label htmlFor="pin-alt">Alt text</label>
          <input
            id="pin-alt"
            name="alt_text"
            maxLength={500}
            value={fields.alt_text}
            onChange={set('alt_text')}
          />
        </div>
        <div className="field">
          <BoardSelect
            id="pin-board"
            boards={choices}
            value={selected}
            onChange={(id) => {
              setBoardId(id);
              setSectionId('');
            }}
            emptyOption={choices.length ? undefined : 'No boards yet'}
          />
        </div>
        <SectionSelect
          id="pin-section"
          boardId={selected}
          value={sectionId}
          onChange={setSectionId}
        />
        <label className="product-toggle">
          <input
            type="checkbox"
            checked={isProduct}
            onChange={(e) => setIsProduct(e.target.checked)}
          />
          <span>This Pin is a product for sale</span>
        </label>
        {isProduct && <ProductFields value={product} onChange={setProduct} errors={fieldErrors} />}
        <button className="btn btn-primary" type="submit" disabled={busy || !ready}>
          {busy ? 'Publishing…' : 'Publish'}
        </button>
      </form>
    </div>
  );
}
