import { useCallback, useReducer, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Board, Pin, RepinResult } from '@tack/contract';
import { callResource } from '../../api/client.ts';
import { useToast } from '../../ui/Toast.tsx';
import { useViewer, useViewerWhenKnown } from '../auth/queries.ts';
import { useLoginPrompt } from '../auth/LoginPrompt.tsx';
import { useSavePin, useUserBoards } from '../boards/queries.ts';
import { CreateBoardDialog } from '../boards/CreateBoardDialog.tsx';
import { BoardFlyout } from '../saving/BoardFlyout.tsx';
import { requestFor, saveReducer } from '../saving/one-tap-save.ts';
import {
  SAVE_TOAST_MS,
  SAVED_NAME_REVEAL_MS,
  UNSAVE_DONE,
  UNSAVE_ERROR,
  saveErrorText,
  savedToText,
} from '../saving/save-toast.ts';
import '../saving/board-flyout.css';

const LABEL = { none: 'Save', saving: 'Saving…', saved: 'Saved', deleting: 'Saved' } as const;

/**
 * The closeup's board picker and Save button (pin-card-and-saving.md §4): the picker is the
 * searchable flyout (a sheet on a phone) with the most recent boards first and "Create board";
 * picking a board saves to it (another copy when already saved). After a save the button says
 * Saved and the board's name links to it; Saved again deletes the saved copy, as on the card.
 * Signed out, Save opens the login prompt.
 */
export function SaveControl({ pin }: { pin: Pin }) {
  const viewer = useViewer();
  const viewerWhenKnown = useViewerWhenKnown();
  const prompt = useLoginPrompt();
  const toast = useToast();
  const boards = useUserBoards(viewer?.username);
  const save = useSavePin();
  const [state, dispatch] = useReducer(saveReducer, pin.viewerSave ? 'saved' : 'none');
  const [saved, setSaved] = useState<Pick<RepinResult, 'id' | 'board'> | null>(pin.viewerSave);
  const [chosen, setChosen] = useState<Board | null | undefined>(undefined);
  const [picking, setPicking] = useState(false);
  const [creating, setCreating] = useState(false);
  const pickerButton = useRef<HTMLButtonElement>(null);
  const choices = (boards.data?.items ?? []).filter(
    (b) => b.layout === 'default' && b.viewerPermissions.includes('save_pin'),
  );
  // The board saved to most recently, until the viewer picks another (undefined: not picked).
  const target = chosen === undefined ? (choices[0] ?? null) : chosen;
  const closePicker = useCallback(() => setPicking(false), []);

  /** Saves to `board` (null: Profile). Already saved, the picker saves another copy elsewhere. */
  async function saveTo(board: Board | null) {
    if (!(await viewerWhenKnown())) return prompt('save', { pinId: pin.id });
    const again = state === 'saved';
    if (!again && requestFor(state) !== 'save') return;
    if (save.isPending) return;
    if (!again) dispatch('click');
    try {
      const res = await save.mutateAsync({ pin_id: pin.id, board_id: board?.id ?? null });
      setSaved(res);
      if (!again) dispatch('success');
      toast({
        text: 'Saved!',
        then: {
          afterMs: SAVED_NAME_REVEAL_MS,
          text: savedToText({ board: res.board, quickSave: !board }),
        },
        duration: SAVE_TOAST_MS,
        thumbnail: pin.images['236x'].url,
        link: { href: res.board.url, label: 'View' },
      });
    } catch (err) {
      if (!again) dispatch('error');
      toast({ text: saveErrorText(err), tone: 'error' });
    }
  }

  async function unsave() {
    if (!saved || requestFor(state) !== 'unsave') return;
    dispatch('click');
    try {
      await callResource('PinResource', 'delete', { id: saved.id });
      setSaved(null);
      dispatch('success');
      toast({ text: UNSAVE_DONE });
    } catch {
      dispatch('error');
      toast({ text: UNSAVE_ERROR, tone: 'error' });
    }
  }

  function pick(board: Board | null) {
    setPicking(false);
    setChosen(board);
    void saveTo(board);
  }

  const isSaved = (state === 'saved' || state === 'deleting') && saved;
  return (
    <div className="save-row">
      {isSaved && (
        <span className="card-meta">
          Saved to{' '}
          <Link className="saved-board" to={saved.board.url}>
            {saved.board.name}
          </Link>
        </span>
      )}
      {viewer && (
        <button
          ref={pickerButton}
          type="button"
          className="board-picker-button"
          aria-haspopup="dialog"
          aria-expanded={picking}
          aria-label={`Board: ${target?.name ?? 'Profile'}. Choose a board`}
          onClick={() => setPicking((p) => !p)}
        >
          <span className="board-picker-name">{target?.name ?? 'Profile'}</span>
          <span aria-hidden="true">⌄</span>
        </button>
      )}
      <button
        className={`btn${isSaved ? ' saved' : ' btn-primary'}`}
        type="button"
        aria-pressed={viewer ? Boolean(isSaved) : undefined}
        aria-busy={state === 'saving' || state === 'deleting'}
        onClick={() => void (isSaved ? unsave() : saveTo(target))}
      >
        {LABEL[state]}
      </button>
      {picking && (
        <BoardFlyout
          anchor={pickerButton}
          boards={choices}
          onPick={pick}
          onCreate={() => {
            setPicking(false);
            setCreating(true);
          }}
          onClose={closePicker}
        />
      )}
      {creating && (
        <CreateBoardDialog
          onClose={() => setCreating(false)}
          onCreated={(board) => {
            setCreating(false);
            pick(board);
          }}
        />
      )}
    </div>
  );
}
