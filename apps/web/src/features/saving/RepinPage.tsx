import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import type { Board } from '@tack/contract';
import { ApiError, callResource } from '../../api/client.ts';
import { useTitle } from '../../app/use-title.ts';
import { NotFound } from '../../app/NotFound.tsx';
import { useToast } from '../../ui/Toast.tsx';
import { useSession } from '../auth/queries.ts';
import { boardKeys, useUserBoards } from '../boards/queries.ts';
import { useActing } from '../business/acting-store.ts';
import { CreateBoardDialog } from '../boards/CreateBoardDialog.tsx';
import { filterBoards } from './board-search.ts';
import { SAVE_TOAST_MS, SAVED_NAME_REVEAL_MS, saveErrorText, savedToText } from './save-toast.ts';

/**
 * The full save flow, /pin/{id}/repin/: search your boards, pick a board or one of its
 * sections, or create a board. With ?isEditingPin=true it edits the saved pin instead:
 * board, section, note and description.
 */
export function RepinPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const editing = params.get('isEditingPin') === 'true';
  const session = useSession();
  const viewer = session.data?.viewer ?? null;
  const pin = useQuery({
    queryKey: ['pin', id],
    queryFn: () => callResource('PinResource', 'get', { id }),
    retry: false,
  });
  // Acting as a business profile: its boards, and the save is its (PC §6, §7 user_id).
  const acting = useActing();
  const boards = useUserBoards(acting?.user.username ?? viewer?.username);
  const [query, setQuery] = useState('');
  const [board, setBoard] = useState<Board | null>(null);
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  const toast = useToast();
  const qc = useQueryClient();
  const sections = useQuery({
    queryKey: ['sections', board?.id],
    queryFn: () => callResource('BoardSectionsResource', 'get', { board_id: board!.id }),
    enabled: !!board,
  });
  useTitle(editing ? 'Edit Pin' : 'Save Pin');
  if (session.isPending || pin.isPending) return <p className="empty">Loading…</p>;
  if (!viewer)
    return <Navigate to={`/login?next=${encodeURIComponent(`/pin/${id}/repin/`)}`} replace />;
  if (pin.isError) return <NotFound what="Pin" />;
  const p = pin.data;
  const choices = filterBoards(
    (boards.data?.items ?? []).filter(
      (b) => b.viewerPermissions.includes('save_pin') && b.layout === 'default',
    ),
    query,
  );

  async function save(target: Board, sectionId: string | null, sectionTitle?: string) {
    setError(null);
    try {
      if (editing) {
        await callResource('PinResource', 'update', {
          id,
          board_id: target.id,
          section_id: sectionId,
        });
      } else {
        const res = await callResource('RepinResource', 'create', {
          pin_id: id,
          board_id: target.id,
          section: sectionId,
          ...(acting ? { user_id: acting.id } : {}),
        });
        toast({
          text: 'Saved!',
          then: {
            afterMs: SAVED_NAME_REVEAL_MS,
            text: savedToText({
              board: res.board,
              section: sectionTitle ? { title: sectionTitle } : null,
            }),
          },
          duration: SAVE_TOAST_MS,
          thumbnail: p.images['236x'].url,
          link: { href: target.url, label: 'View' },
        });
      }
      void qc.invalidateQueries({ queryKey: boardKeys.all });
      void qc.invalidateQueries({ queryKey: ['pin'] });
      navigate(editing ? target.url : `/pin/${p.originPinId ?? p.id}/`);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : saveErrorText(err));
    }
  }

  return (
    <section className="auth-card" aria-label={editing ? 'Edit Pin' : 'Save to board'}>
      <h1>{editing ? 'Edit this Pin' : 'Save to board'}</h1>
      <img
        src={p.images['236x'].url}
        alt=""
        width={118}
        style={{ display: 'block', margin: '0 auto 12px', borderRadius: 8 }}
      />
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {editing && <EditTexts pinId={id} note={p.pinNote} description={p.description} />}
      {!board ? (
        <>
          <div className="field">
            <label htmlFor="board-search">Search your boards</label>
            <input
              id="board-search"
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
          </div>
          <ul className="picker" aria-label="Your boards">
            {choices.map((b) => (
              <li key={b.id}>
                <button type="button" onClick={() => setBoard(b)}>
                  {b.name}
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className="btn" onClick={() => setCreating(true)}>
            Create board
          </button>
        </>
      ) : (
        <>
          <p>
            Board: <strong>{board.name}</strong>{' '}
            <button type="button" className="btn" onClick={() => setBoard(null)}>
              Change board
            </button>
          </p>
          <ul className="picker" aria-label="Sections">
            <li>
              <button type="button" onClick={() => void save(board, null)}>
                Save to {board.name}
              </button>
            </li>
            {(sections.data ?? []).map((s) => (
              <li key={s.id}>
                <button type="button" onClick={() => void save(board, s.id, s.title)}>
                  {s.title}
                </button>
              </li>
            ))}
          </ul>
          <NewSection boardId={board.id} onCreated={(s) => void save(board, s.id, s.title)} />
        </>
      )}
      {creating && (
        <CreateBoardDialog
          onClose={() => setCreating(false)}
          onCreated={(b) => {
            setCreating(false);
            setBoard(b);
          }}
        />
      )}
    </section>
  );
}

function NewSection({
  boardId,
  onCreated,
}: {
  boardId: string;
  onCreated: (s: { id: string; title: string }) => void;
}) {
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      onSubmit={async (e) => {
        e.preventDefault();
        try {
          onCreated(
            await callResource('BoardSectionResource', 'create', { board_id: boardId, title }),
          );
        } catch (err) {
          setError(err instanceof ApiError ? err.message : 'Could not create the section');
        }
      }}
    >
      <div className="field">
        <label htmlFor="new-section">New section</label>
        <input
          id="new-section"
          value={title}
          maxLength={50}
          onChange={(e) => setTitle(e.target.value)}
        />
        {error && (
          <span className="field-error" role="alert">
            {error}
          </span>
        )}
      </div>
      <button className="btn" type="submit" disabled={!title.trim()}>
        Add section and save
      </button>
    </form>
  );
}

function EditTexts({
  pinId,
  note,
  description,
}: {
  pinId: string;
  note: string;
  description: string;
}) {
  const [status, setStatus] = useState<string | null>(null);
  return (
    <form
      onSubmit={async (e) => {
        e.preventDefault();
        const v = Object.fromEntries(new FormData(e.currentTarget)) as Record<string, string>;
        try {
          await callResource('PinResource', 'update', {
            id: pinId,
            note: v.note ?? '',
            description: v.description ?? '',
          });
          setStatus('Changes saved');
        } catch (err) {
          setStatus(err instanceof ApiError ? err.message : 'Could not save your changes');
        }
      }}
    >
      <div className="field">
        <label htmlFor="pin-note">Note to self</label>
        <textarea id="pin-note" name="note" defaultValue={note} maxLength={500} />
      </div>
      <div className="field">
        <label htmlFor="pin-desc">Description</label>
        <textarea id="pin-desc" name="description" defaultValue={description} maxLength={500} />
      </div>
      <button className="btn" type="submit">
        Save changes
      </button>
      {status && <span role="status"> {status}</span>}
    </form>
  );
}
