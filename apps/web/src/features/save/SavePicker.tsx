import { useId, useState, type FormEvent } from 'react';
import type { SaveRequest } from '@tack/contract/save-page';
import { callResource, formError } from '../../api/client.ts';
import { useUserBoards } from '../boards/queries.ts';
import { BoardSelect } from '../boards/BoardSelect.tsx';
import { SectionSelect } from '../boards/SectionSelect.tsx';
import { pinsToCreate, saveLabel, type SourcePage } from './save-plan.ts';
import { useSourcePage } from './use-source-page.ts';
import { SaveImages } from './SaveImages.tsx';
import { SaveDone } from './SaveDone.tsx';

/**
 * The save window's picker: the page's images to choose (one or several), a title and
 * description, a board and section, and Save: one pin per image, each fetched by the server.
 */
export function SavePicker({
  request,
  viewer,
}: {
  request: SaveRequest;
  viewer: { username: string };
}) {
  const { page, error } = useSourcePage(request);
  const host = new URL(request.url).hostname;
  return (
    <>
      <h1>Save to Tack</h1>
      <p className="save-from">
        From <span className="save-host">{host}</span>
      </p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {!page && !error && <p role="status">Reading the page…</p>}
      {page && <SaveForm key={page.url} page={page} username={viewer.username} />}
    </>
  );
}

function SaveForm({ page, username }: { page: SourcePage; username: string }) {
  const ids = useId();
  const boards = useUserBoards(username);
  const choices = (boards.data?.items ?? []).filter((b) => b.layout === 'default');
  const [chosen, setChosen] = useState<string[]>(() => page.images.slice(0, 1).map((i) => i.src));
  const [title, setTitle] = useState(page.title.slice(0, 100));
  const [description, setDescription] = useState(page.description);
  const [boardId, setBoardId] = useState<string | null>(null);
  const [sectionId, setSectionId] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<{ id: string }[]>([]);
  const [done, setDone] = useState(false);
  const selected = boardId ?? choices[0]?.id ?? '';
  const board = choices.find((b) => b.id === selected);

  async function save(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!chosen.length) return setError('Choose at least one image');
    if (!selected) return setError('Choose or create a board');
    setBusy(true);
    setError(null);
    const made: { id: string }[] = [...saved];
    const todo = pinsToCreate(page, chosen, { boardId: selected, sectionId, title, description });
    try {
      // One at a time: each pin's image is fetched and decoded by the server.
      for (const options of todo) {
        made.push(await callResource('PinResource', 'create', options));
        setSaved([...made]);
        setChosen((c) => c.filter((src) => src !== options.image_url));
      }
      setDone(true);
    } catch (err) {
      setError(formError(err).message);
    } finally {
      setBusy(false);
    }
  }

  if (done) return <SaveDone pins={saved} board={board ?? null} />;
  return (
    <form className="save-form" onSubmit={save} noValidate>
      <SaveImages page={page} chosen={chosen} onChange={setChosen} />
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {saved.length > 0 && (
        <p role="status">
          {saved.length} saved. The rest are still chosen: try again or change them.
        </p>
      )}
      <div className="field">
        <label htmlFor={`${ids}-title`}>Title</label>
        <input
          id={`${ids}-title`}
          maxLength={100}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${ids}-description`}>Description</label>
        <textarea
          id={`${ids}-description`}
          maxLength={500}
          rows={3}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </div>
      <div className="field">
        <BoardSelect
          id={`${ids}-board`}
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
        id={`${ids}-section`}
        boardId={selected}
        value={sectionId}
        onChange={setSectionId}
      />
      <button className="btn btn-primary save-submit" type="submit" disabled={busy}>
        {busy ? 'Saving…' : saveLabel(chosen.length)}
      </button>
    </form>
  );
}
