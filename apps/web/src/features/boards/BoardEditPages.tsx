import { useState, type FormEvent, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, NavLink, useLocation, useNavigate, useParams } from 'react-router';
import type { Board } from '@tack/contract';
import { ApiError, callResource, formError } from '../../api/client.ts';
import { LoadFailed } from '../../app/ErrorPage.tsx';
import { NotFound } from '../../app/NotFound.tsx';
import { useTitle } from '../../app/use-title.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { useSession } from '../auth/queries.ts';
import { CollaboratorsPanel } from './CollaboratorsPanel.tsx';
import { EditBoardForm } from './EditBoardDialog.tsx';
import { sectionKeys } from './BoardSections.tsx';
import { boardKeys } from './queries.ts';
import '../discovery/discovery.css';
import './board-edit.css';

const useBoardById = (id: string | undefined) =>
  useQuery({
    queryKey: ['boards', 'id', id],
    queryFn: () => callResource('BoardResource', 'get', { board_id: id! }),
    enabled: !!id,
    retry: false,
  });

/** Signed out: log in, then back here. Loading, missing (404) and failing, said so. */
function Gate({
  what,
  query,
  children,
}: {
  what: string;
  query: { isPending: boolean; isError: boolean; error: unknown };
  children: () => ReactNode;
}) {
  const session = useSession();
  const { pathname } = useLocation();
  if (session.isPending) return <p className="empty">Loading…</p>;
  if (!session.data?.viewer)
    return <Navigate to={`/login?next=${encodeURIComponent(pathname)}`} replace />;
  if (query.isPending) return <p className="empty">Loading…</p>;
  if (query.isError)
    return query.error instanceof ApiError && query.error.status === 404 ? (
      <NotFound what={what} />
    ) : (
      <LoadFailed />
    );
  return <>{children()}</>;
}

function NotYours({ board, text }: { board: Board; text: string }) {
  return (
    <div className="empty">
      <h1>{text}</h1>
      <p>
        <Link className="btn" to={board.url}>
          Back to {board.name}
        </Link>
      </p>
    </div>
  );
}

export type BoardEditTab = 'board' | 'collaborators' | 'invite';

/**
 * `/board/{id}/edit/` (the board's settings, its owner's), `.../collaborators/` (who works on it)
 * and `.../add_collaborators/` (inviting someone): the board page's Edit board and collaborators
 * panel as pages of their own (MC §2.1).
 */
export function BoardEditPage({ tab = 'board' }: { tab?: BoardEditTab }) {
  const { id } = useParams();
  const board = useBoardById(id);
  const navigate = useNavigate();
  const qc = useQueryClient();
  useTitle(board.data ? `Edit ${board.data.name}` : 'Edit board');
  return (
    <Gate what="Board" query={board}>
      {() => {
        const b = board.data!;
        const canInvite = b.viewerPermissions.includes('invite');
        if (tab === 'board' && !b.isOwner)
          return <NotYours board={b} text="Only the board's owner can edit it" />;
        if (tab !== 'board' && !b.isOwner && !canInvite)
          return <NotYours board={b} text="Only the board's owner can manage who works on it" />;
        const base = `/board/${b.id}/edit/`;
        return (
          <div className="board-edit-page">
            <header className="discovery-head">
              <h1>Edit {b.name}</h1>
              {/* A link of its own (not in a sentence): 44 px on touch (ui/touch.css). */}
              <div>
                <Link to={b.url}>Back to the board</Link>
              </div>
            </header>
            <nav aria-label="Edit board">
              <ul className="chips">
                {b.isOwner && (
                  <li>
                    <NavLink className="chip" to={base} end>
                      Board
                    </NavLink>
                  </li>
                )}
                <li>
                  <NavLink className="chip" to={`${base}collaborators/`}>
                    Collaborators
                  </NavLink>
                </li>
                <li>
                  <NavLink className="chip" to={`${base}add_collaborators/`}>
                    Invite
                  </NavLink>
                </li>
              </ul>
            </nav>
            {tab === 'board' ? (
              <section className="panel" aria-label="Board settings">
                <EditBoardForm
                  board={b}
                  onCancel={() => navigate(b.url)}
                  onSaved={(saved) => {
                    void qc.invalidateQueries({ queryKey: boardKeys.all });
                    navigate(saved.url);
                  }}
                />
              </section>
            ) : (
              <CollaboratorsPanel board={b} focusInvite={tab === 'invite'} />
            )}
          </div>
        );
      }}
    </Gate>
  );
}

/** `/boardsection/{id}/edit/`: rename or delete a section, for those allowed to. */
export function SectionEditPage() {
  const { id } = useParams();
  const section = useQuery({
    queryKey: ['section', 'id', id],
    queryFn: () => callResource('BoardSectionResource', 'get', { section_id: id! }),
    enabled: !!id,
    retry: false,
  });
  const board = useBoardById(section.data?.boardId);
  useTitle(section.data ? `Edit ${section.data.title}` : 'Edit section');
  const pending = section.isPending || (section.isSuccess && board.isPending);
  return (
    <Gate
      what="Section"
      query={{
        isPending: pending,
        isError: section.isError || board.isError,
        error: section.error ?? board.error,
      }}
    >
      {() => <SectionForm board={board.data!} section={section.data!} />}
    </Gate>
  );
}

function SectionForm({
  board,
  section,
}: {
  board: Board;
  section: { id: string; title: string; url: string };
}) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [title, setTitle] = useState(section.title);
  const [error, setError] = useState('');
  const [deleting, setDeleting] = useState(false);
  const canEdit = board.viewerPermissions.includes('edit_section');
  const canDelete = board.viewerPermissions.includes('delete_section');
  if (!canEdit && !canDelete)
    return <NotYours board={board} text="You can't change this board's sections" />;
  const refresh = () => {
    void qc.invalidateQueries({ queryKey: sectionKeys.list(board.id) });
    void qc.invalidateQueries({ queryKey: ['section'] });
  };
  async function save(e: FormEvent) {
    e.preventDefault();
    setError('');
    try {
      const s = await callResource('BoardSectionResource', 'update', {
        section_id: section.id,
        title: title.trim(),
      });
      refresh();
      navigate(s.url);
    } catch (err) {
      setError(formError(err).message);
    }
  }
  async function remove() {
    setDeleting(false);
    try {
      await callResource('BoardSectionResource', 'delete', { section_id: section.id });
      refresh();
      navigate(board.url, { replace: true });
    } catch (err) {
      setError(formError(err).message);
    }
  }
  return (
    <div className="board-edit-page">
      <header className="discovery-head">
        <h1>Edit {section.title}</h1>
        <p>
          in <Link to={board.url}>{board.name}</Link>
        </p>
      </header>
      <section className="panel" aria-label="Section">
        {canEdit && (
          <form className="form" onSubmit={(e) => void save(e)}>
            <div className="field">
              <label htmlFor="section-title">Section name</label>
              <input
                id="section-title"
                value={title}
                maxLength={50}
                onChange={(e) => setTitle(e.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'section-error' : undefined}
              />
            </div>
            <div className="save-row">
              <Link className="btn" to={section.url}>
                Cancel
              </Link>
              <button className="btn btn-primary" type="submit" disabled={!title.trim()}>
                Save
              </button>
            </div>
          </form>
        )}
        {error && (
          <p className="field-error" id="section-error" role="alert">
            {error}
          </p>
        )}
        {canDelete && (
          <p>
            <button className="btn" type="button" onClick={() => setDeleting(true)}>
              Delete section
            </button>
          </p>
        )}
      </section>
      {deleting && (
        <ConfirmDialog
          title={`Delete ${section.title}?`}
          confirmLabel="Delete"
          onConfirm={() => void remove()}
          onCancel={() => setDeleting(false)}
        >
          <p>The section goes away; its Pins stay on the board. This can't be undone.</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
