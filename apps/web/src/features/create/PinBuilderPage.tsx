import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import type { UploadedImage } from '@tack/contract';
import { callResource, formError } from '../../api/client.ts';
import { useTitle } from '../../app/use-title.ts';
import { useSession } from '../auth/queries.ts';
import { useUserBoards } from '../boards/queries.ts';
import { BoardSelect } from '../boards/BoardSelect.tsx';
import { SectionSelect } from '../boards/SectionSelect.tsx';
import { uploadImage } from './upload.ts';

export function PinBuilderPage() {
  useTitle('Create Pin');
  const session = useSession();
  const viewer = session.data?.viewer ?? null;
  const boards = useUserBoards(viewer?.username);
  const navigate = useNavigate();
  const [image, setImage] = useState<UploadedImage | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const [boardId, setBoardId] = useState<string | null>(null);
  const [sectionId, setSectionId] = useState('');
  const [busy, setBusy] = useState(false);
  if (session.isPending) return <p className="empty">Loading…</p>;
  if (!viewer) return <Navigate to="/login?next=%2Fpin-builder%2F" replace />;
  const choices = (boards.data?.items ?? []).filter((b) => b.layout === 'default');
  const selected = boardId ?? choices[0]?.id ?? '';

  async function onFile(file: File | undefined) {
    if (!file) return;
    setError(null);
    setProgress(0);
    try {
      setImage(await uploadImage(file, setProgress));
    } catch (err) {
      setError({
        message: err instanceof Error ? err.message : 'The upload failed.',
        field: 'image',
      });
    } finally {
      setProgress(null);
    }
  }

  async function publish(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!image) return setError({ message: 'Upload an image first', field: 'image' });
    if (!selected) return setError({ message: 'Choose or create a board', field: 'board_id' });
    const v = Object.fromEntries(new FormData(e.currentTarget)) as Record<string, string>;
    setBusy(true);
    try {
      const pin = await callResource('PinResource', 'create', {
        board_id: selected,
        section: sectionId || null,
        image_signature: image.imageSignature,
        title: v.title ?? '',
        description: v.description ?? '',
        link: v.link?.trim() ? v.link.trim() : null,
        alt_text: v.alt_text?.trim() ? v.alt_text : null,
      });
      navigate(`/pin/${pin.id}/`);
    } catch (err) {
      setError(formError(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="builder">
      <h1 className="builder-title">Create Pin</h1>
      <div
        className="dropzone"
        onDragOver={(e) => e.preventDefault()}
        onDrop={(e) => {
          e.preventDefault();
          void onFile(e.dataTransfer.files[0]);
        }}
      >
        {image ? (
          <img src={image.images['474x'].url} alt="Your upload" />
        ) : (
          <p>Drag and drop an image, or choose one</p>
        )}
        <label className="btn" htmlFor="pin-image">
          Choose image
        </label>
        <input
          id="pin-image"
          className="visually-hidden"
          type="file"
          accept="image/*"
          onChange={(e) => void onFile(e.target.files?.[0])}
        />
        {progress !== null && (
          <progress aria-label="Upload progress" max={100} value={Math.round(progress * 100)} />
        )}
        {error?.field === 'image' && (
          <span className="field-error" role="alert">
            {error.message}
          </span>
        )}
      </div>
      <form onSubmit={publish}>
        {error && error.field !== 'image' && (
          <p className="form-error" role="alert">
            {error.message}
          </p>
        )}
        <div className="field">
          <label htmlFor="pin-title">Title</label>
          <input id="pin-title" name="title" maxLength={100} />
        </div>
        <div className="field">
          <label htmlFor="pin-description">Description</label>
          <textarea id="pin-description" name="description" maxLength={500} rows={3} />
        </div>
        <div className="field">
          <label htmlFor="pin-link">Link</label>
          <input id="pin-link" name="link" type="url" placeholder="https://" />
        </div>
        <div className="field">
          <label htmlFor="pin-alt">Alt text</label>
          <input id="pin-alt" name="alt_text" maxLength={500} />
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
        <button className="btn btn-primary" type="submit" disabled={busy || !image}>
          Publish
        </button>
      </form>
    </div>
  );
}
