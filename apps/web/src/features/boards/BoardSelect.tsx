import { useId, useRef, useState } from 'react';
import type { Board } from '@tack/contract';
import { CreateBoardDialog } from './CreateBoardDialog.tsx';
import { BoardFlyout } from '../saving/BoardFlyout.tsx';
import '../saving/board-flyout.css';
import './board-select.css';

/**
 * A form's board field: a button naming the chosen board that opens the same searchable picker
 * the card and the closeup use (recent boards first, search, "Create board"; a bottom sheet on a
 * phone). Creating a board selects it. `emptyOption` names the value "" (shown first, when set).
 */
export function BoardSelect({
  id,
  boards,
  value,
  onChange,
  emptyOption,
}: {
  id: string;
  boards: Board[];
  value: string;
  onChange: (boardId: string) => void;
  emptyOption?: string;
}) {
  const labelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const [picking, setPicking] = useState(false);
  const [creating, setCreating] = useState(false);
  const chosen = boards.find((b) => b.id === value);
  return (
    <>
      <span className="board-select-label" id={labelId}>
        Board
      </span>
      <button
        ref={button}
        id={id}
        type="button"
        className="board-select-button"
        aria-labelledby={`${labelId} ${id}`}
        aria-haspopup="dialog"
        aria-expanded={picking}
        onClick={() => setPicking((p) => !p)}
      >
        <span>{chosen?.name ?? emptyOption ?? 'Choose a board'}</span>
        <span aria-hidden="true"> ⌄</span>
      </button>
      {picking && (
        <BoardFlyout
          anchor={button}
          boards={boards}
          title="Choose a board"
          quickOption={emptyOption ?? null}
          onPick={(board) => {
            setPicking(false);
            onChange(board?.id ?? '');
            button.current?.focus();
          }}
          onCreate={() => {
            setPicking(false);
            setCreating(true);
          }}
          onClose={() => setPicking(false)}
        />
      )}
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
