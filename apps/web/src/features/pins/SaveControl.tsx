import { useState } from 'react';
import type { Pin } from '@tack/contract';
import { useToast } from '../../ui/Toast.tsx';
import { useViewer } from '../auth/queries.ts';
import { useLoginPrompt } from '../saving/LoginPrompt.tsx';
import { useSavePin, useUserBoards } from '../boards/queries.ts';
import { BoardSelect } from '../boards/BoardSelect.tsx';
import {
  SAVE_TOAST_MS,
  SAVED_NAME_REVEAL_MS,
  saveErrorText,
  savedToText,
} from '../saving/save-toast.ts';

/** Board picker and Save button on the closeup. Signed out, Save opens the login prompt. */
export function SaveControl({ pin }: { pin: Pin }) {
  const viewer = useViewer();
  const prompt = useLoginPrompt();
  const toast = useToast();
  const boards = useUserBoards(viewer?.username);
  const save = useSavePin();
  const [boardId, setBoardId] = useState<string | null>(null);
  const choices = (boards.data?.items ?? []).filter((b) => b.layout === 'default');
  const selected = boardId ?? choices[0]?.id ?? '';

  async function onSave(targetId = selected) {
    if (!viewer) return prompt('save', pin.id);
    try {
      const res = await save.mutateAsync({ pin_id: pin.id, board_id: targetId || null });
      toast({
        text: 'Saved!',
        then: {
          afterMs: SAVED_NAME_REVEAL_MS,
          text: savedToText({ board: res.board, quickSave: !targetId }),
        },
        duration: SAVE_TOAST_MS,
        link: { href: res.board.url, label: 'View' },
      });
    } catch (err) {
      toast({ text: saveErrorText(err), tone: 'error' });
    }
  }

  return (
    <div className="save-row">
      {pin.viewerSave && (
        <a className="card-meta" href={pin.viewerSave.board.url}>
          Saved to {pin.viewerSave.board.name}
        </a>
      )}
      {viewer && (
        <BoardSelect
          id="board-select"
          boards={choices}
          value={selected}
          onChange={setBoardId}
          emptyOption="Profile"
          hiddenLabel
        />
      )}
      <button
        className="btn btn-primary"
        type="button"
        onClick={() => void onSave()}
        disabled={save.isPending}
      >
        Save
      </button>
    </div>
  );
}
