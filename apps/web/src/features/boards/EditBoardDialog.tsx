import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { BOARD_ACTIONS, type BoardAction } from '@tack/contract/constants';
import type { Board, BoardPrivacy } from '@tack/contract';
import { ApiError, callResource } from '../../api/client.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { boardKeys } from './queries.ts';
import { PRIVACY_CHOICES } from './privacy-words.ts';
import { CoverChooser } from './CoverChooser.tsx';
import '../../ui/form-controls.css';

const ACTION_LABELS: Record<BoardAction, string> = {
  save_pin: 'Save Pins',
  edit_pin: 'Edit Pins',
  move_pin: 'Move Pins',
  delete_pin: 'Delete Pins',
  create_section: 'Add sections',
  edit_section: 'Rename sections',
  delete_section: 'Delete sections',
  invite: 'Invite others',
  favorite: 'Favorite Pins',
};

/** The board page's Edit board, in a dialog (`/board/{id}/edit/` is the same form as a page). */
export function EditBoardDialog({
  board,
  onClose,
  onSaved,
}: {
  board: Board;
  onClose: () => void;
  onSaved: (b: Board) => void;
}) {
  return (
    <Dialog title="Edit your board" onClose={onClose}>
      <EditBoardForm board={board} onCancel={onClose} onSaved={onSaved} />
    </Dialog>
  );
}

/** Rename, describe, choose the cover, set privacy, archive, and choose what collaborators may do. */
export function EditBoardForm({
  board,
  onCancel,
  onSaved,
}: {
  board: Board;
  onCancel: () => void;
  onSaved: (b: Board) => void;
}) {
  const qc = useQueryClient();
  const [name, setName] = useState(board.name);
  const [description, setDescription] = useState(board.description);
  const [privacy, setPrivacy] = useState<BoardPrivacy>(board.privacy);
  const [archived, setArchived] = useState(board.isArchived);
  const chosenCover = board.coverPin?.chosen ? board.coverPin.id : null;
  const [cover, setCover] = useState<string | null>(chosenCover);
  const [perms, setPerms] = useState<string[]>(board.collaboratorPermissions);
  const [error, setError] = useState<string | null>(null);
  async function submit(e: FormEvent) {
    e.preventDefault();
    try {
      const saved = await callResource('BoardResource', 'update', {
        board_id: board.id,
        name,
        description,
        privacy,
        archived,
        ...(cover !== chosenCover ? { cover_pin_id: cover } : {}),
        collaborator_permissions: BOARD_ACTIONS.filter((a) => perms.includes(a)),
      });
      void qc.invalidateQueries({ queryKey: boardKeys.all });
      onSaved(saved);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'Sorry! Something went wrong on our end.');
    }
  }
  return (
    <form className="edit-board-form" onSubmit={submit}>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="field">
        <label htmlFor="eb-name">Name</label>
        <input id="eb-name" value={name} maxLength={50} onChange={(e) => setName(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="eb-desc">Description</label>
        <textarea
          id="eb-desc"
          value={description}
          maxLength={500}
          onChange={(e) => setDescription(e.target.value)}
        />
      </div>
      <CoverChooser board={board} value={cover} onChange={setCover} />
      <fieldset className="choice-group">
        <legend>Who can see this board</legend>
        {PRIVACY_CHOICES.map((c) => (
          <label className="radio-card" key={c.value}>
            <input
              type="radio"
              name="privacy"
              value={c.value}
              checked={privacy === c.value}
              onChange={() => setPrivacy(c.value)}
              aria-describedby={`eb-privacy-${c.value}`}
            />
            <span>
              <strong>{c.title}</strong>
              <span className="choice-text" id={`eb-privacy-${c.value}`}>
                {c.text}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <label className="switch-row archive-row">
        <span>
          Archive this board
          <span className="choice-text" id="eb-archive-text">
            Hides it from the boards on your profile. Its Pins are kept.
          </span>
        </span>
        <input
          type="checkbox"
          role="switch"
          className="switch"
          checked={archived}
          aria-describedby="eb-archive-text"
          onChange={(e) => setArchived(e.target.checked)}
        />
      </label>
      <fieldset className="choice-group">
        <legend>What collaborators can do</legend>
        {BOARD_ACTIONS.map((a) => (
          <label className="switch-row" key={a}>
            <span>{ACTION_LABELS[a]}</span>
            <input
              type="checkbox"
              role="switch"
              className="switch"
              checked={perms.includes(a)}
              onChange={(e) =>
                setPerms((p) => (e.target.checked ? [...p, a] : p.filter((x) => x !== a)))
              }
            />
          </label>
        ))}
      </fieldset>
      <div className="save-row">
        <button type="button" className="btn" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={!name.trim()}>
          Done
        </button>
      </div>
    </form>
  );
}
