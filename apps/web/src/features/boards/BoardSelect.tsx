import { useState } from 'react';
import type { Board } from '@tack/contract';
import { CreateBoardDialog } from './CreateBoardDialog.tsx';

const NEW = '__new';

/**
 * A select of the viewer's boards with "Create board…" at the end, which opens the create
 * dialog and selects the new board. `emptyOption` names the value "" (Profile, or no boards).
 */
export function BoardSelect({
  id,
  boards,
  value,
  onChange,
  emptyOption,
  hiddenLabel,
}: {
  id: string;
  boards: Board[];
  value: string;
  onChange: (boardId: string) => void;
  emptyOption?: string;
  hiddenLabel?: boolean;
}) {
  const [creating, setCreating] = useState(false);
  return (
    <>
      <label className={hiddenLabel ? 'visually-hidden' : undefined} htmlFor={id}>
        Board
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => (e.target.value === NEW ? setCreating(true) : onChange(e.target.value))}
      >
        {emptyOption && <option value="">{emptyOption}</option>}
        {boards.map((b) => (
          <option key={b.id} value={b.id}>
            {b.name}
          </option>
        ))}
        <option value={NEW}>Create board…</option>
      </select>
      {creating && (
        <CreateBoardDialog
          onClose={() => setCreating(false)}
          onCreated={(board) => {
            setCreating(false);
            onChange(board.id);
          }}
        />
      )}
    </>
  );
}
