import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { NavLink, useNavigate } from 'react-router';
import type { Board } from '@tack/contract';
import './board-sections.css';
import { ApiError, callResource, formError } from '../../api/client.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';

export const sectionKeys = { list: (boardId: string) => ['sections', boardId] as const };

export function useSections(boardId: string | undefined) {
  return useQuery({
    queryKey: sectionKeys.list(boardId ?? ''),
    queryFn: () => callResource('BoardSectionsResource', 'get', { board_id: boardId! }),
    enabled: !!boardId,
  });
}

/** The board's sections as links, and "Add section" for viewers allowed to create one. */
export function BoardSections({ board }: { board: Board }) {
  const sections = useSections(board.id);
  const qc = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const canAdd = board.viewerPermissions.includes('create_section');
  if (!sections.data?.length && !canAdd) return null;
  return (
    <nav className="sections" aria-label="Sections">
      <NavLink className="nav-link" to={board.url} end>
        All Pins
      </NavLink>
      {sections.data?.map((s) => (
        <NavLink key={s.id} className="nav-link" to={s.url}>
          {s.title} <span className="card-meta">{s.pinCount}</span>
        </NavLink>
      ))}
      {canAdd &&
        (adding ? (
          <form
            className="add-section"
            aria-label="Add a section"
            onSubmit={async (e) => {
              e.preventDefault();
              try {
                await callResource('BoardSectionResource', 'create', { board_id: board.id, title });
                setTitle('');
                setError(null);
                setAdding(false);
                void qc.invalidateQueries({ queryKey: sectionKeys.list(board.id) });
              } catch (err) {
                setError(err instanceof ApiError ? err.message : 'Could not add the section');
              }
            }}
          >
            <div className="field">
              <label htmlFor="section-title">New section name</label>
              <input
                id="section-title"
                value={title}
                maxLength={50}
                placeholder='Like "Breakfast" or "Living room"'
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'section-title-error' : undefined}
                onChange={(e) => setTitle(e.target.value)}
                autoFocus
              />
              {error && (
                <span className="field-error" id="section-title-error" role="alert">
                  {error}
                </span>
              )}
            </div>
            <button className="btn btn-primary" type="submit" disabled={!title.trim()}>
              Add section
            </button>
            <button
              className="btn"
              type="button"
              onClick={() => {
                setAdding(false);
                setError(null);
              }}
            >
              Cancel
            </button>
          </form>
        ) : (
          <button className="btn" type="button" onClick={() => setAdding(true)}>
            Add section
          </button>
        ))}
    </nav>
  );
}

/** Rename or delete the section being viewed, for viewers allowed to. Deleting keeps its pins on the board. */
export function SectionActions({
  board,
  section,
}: {
  board: Board;
  section: { id: string; title: string };
}) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState<'rename' | 'delete' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const canEdit = board.viewerPermissions.includes('edit_section');
  const canDelete = board.viewerPermissions.includes('delete_section');
  const refresh = () => {
    void qc.invalidateQueries({ queryKey: sectionKeys.list(board.id) });
    void qc.invalidateQueries({ queryKey: ['section'] });
  };
  async function rename(title: string) {
    if (title === section.title) return setOpen(null);
    try {
      const s = await callResource('BoardSectionResource', 'update', {
        section_id: section.id,
        title,
      });
      setOpen(null);
      refresh();
      navigate(s.url, { replace: true });
    } catch (err) {
      setError(formError(err).message);
    }
  }
  async function remove() {
    try {
      await callResource('BoardSectionResource', 'delete', { section_id: section.id });
      setOpen(null);
      refresh();
      navigate(board.url, { replace: true });
    } catch (err) {
      setOpen(null);
      setError(formError(err).message);
    }
  }
  if (!canEdit && !canDelete) return null;
  return (
    <div className="save-row" style={{ justifyContent: 'center' }}>
      {canEdit && (
        <button className="btn" type="button" onClick={() => setOpen('rename')}>
          Rename section
        </button>
      )}
      {canDelete && (
        <button className="btn" type="button" onClick={() => setOpen('delete')}>
          Delete section
        </button>
      )}
      {error && !open && (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
      {open === 'rename' && (
        <Dialog title="Rename section" onClose={() => setOpen(null)}>
          <form
            className="form"
            onSubmit={(e) => {
              e.preventDefault();
              const title = String(new FormData(e.currentTarget).get('title') ?? '').trim();
              if (!title) return setError('Enter a section name');
              void rename(title);
            }}
          >
            <div className="field">
              <label htmlFor="section-rename">Section name</label>
              <input
                id="section-rename"
                name="title"
                defaultValue={section.title}
                maxLength={50}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'section-rename-error' : undefined}
              />
              {error && (
                <span className="field-error" id="section-rename-error">
                  {error}
                </span>
              )}
            </div>
            <div className="save-row">
              <button type="button" className="btn" onClick={() => setOpen(null)}>
                Cancel
              </button>
              <button type="submit" className="btn btn-primary">
                Save
              </button>
            </div>
          </form>
        </Dialog>
      )}
      {open === 'delete' && (
        <ConfirmDialog
          title={`Delete ${section.title}?`}
          confirmLabel="Delete"
          onConfirm={() => void remove()}
          onCancel={() => setOpen(null)}
        >
          <p>The section goes away; its Pins stay on the board. This can't be undone.</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
