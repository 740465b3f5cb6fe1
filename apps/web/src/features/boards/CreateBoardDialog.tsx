import { useState, type FormEvent } from 'react';
import type { Board } from '@tack/contract';
import { ApiError } from '../../api/client.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { useToast } from '../../ui/Toast.tsx';
import { useCreateBoard } from './queries.ts';

const MAX = 50;

/** Create a board (always public; name required, at most 50 characters). */
export function CreateBoardDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (board: Board) => void;
}) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateBoard();
  const toast = useToast();
  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    try {
      const board = await create.mutateAsync({ name });
      // MC §2.3: a toast for a board-create success, with a way to it.
      toast({ text: 'Board created!', link: { href: board.url, label: 'View' } });
      onCreated(board);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'Sorry! Something went wrong on our end.');
    }
  }
  return (
    <Dialog title="Create board" onClose={onClose}>
      <form onSubmit={submit}>
        <div className="field">
          <label htmlFor="board-name">Name</label>
          <input
            id="board-name"
            value={name}
            maxLength={MAX}
            onChange={(e) => setName(e.target.value)}
            placeholder='Like "Places to go" or "Recipes to make"'
            aria-describedby="board-name-count"
          />
          <span id="board-name-count" className="card-meta">
            {name.length}/{MAX}
          </span>
          {error && (
            <span className="field-error" role="alert">
              {error}
            </span>
          )}
        </div>
        <div className="save-row">
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={!name.trim() || create.isPending}
          >
            Create
          </button>
        </div>
      </form>
    </Dialog>
  );
}
