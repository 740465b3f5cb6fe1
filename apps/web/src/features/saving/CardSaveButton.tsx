import { useReducer, useRef, useState, type MouseEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Pin, RepinResult } from '@tack/contract';
import { callResource } from '../../api/client.ts';
import { isActingManager, useActing } from '../business/acting-store.ts';
import { useToast } from '../../ui/Toast.tsx';
import { useViewer, useViewerWhenKnown } from '../auth/queries.ts';
import { boardKeys } from '../boards/queries.ts';
import { useLoginPrompt } from '../auth/LoginPrompt.tsx';
import { requestFor, saveReducer } from './one-tap-save.ts';
import { hoverAction, needsSaveBehaviorLookup, saveButtonKind } from './save-button-kind.ts';
import { usePreferences } from '../profile/preferences.ts';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  SAVE_TOAST_MS,
  SAVED_NAME_REVEAL_MS,
  UNSAVE_DONE,
  UNSAVE_ERROR,
  cutName,
  organizeUrl,
  saveErrorText,
  savedToText,
} from './save-toast.ts';

const LABEL = { none: 'Save', saving: 'Saving…', saved: 'Saved', deleting: 'Saved' } as const;

/**
 * The top of the card on hover: the one-tap Save (quick save to the profile; a second click
 * deletes the saved copy) and, beside it, the board: "Save to board" (the full save flow)
 * before, a link to the board it went to after. Signed out, Save opens the login prompt and
 * remembers the pin; where the surface shows no save button, an "Open" legend instead.
 */
export function CardSaveButton({ pin, surface }: { pin: Pin; surface: string }) {
  const viewer = useViewer();
  const viewerWhenKnown = useViewerWhenKnown();
  const toast = useToast();
  const prompt = useLoginPrompt();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The save-behaviour lookup runs only for viewers with 1 to 4 boards (MC §5).
  const lookup = viewer !== null && needsSaveBehaviorLookup(viewer.boardCount);
  const saveBehavior = usePreferences(lookup).data?.saveBehavior ?? null;
  const [state, dispatch] = useReducer(saveReducer, pin.viewerSave ? 'saved' : 'none');
  const [saved, setSaved] = useState<Pick<RepinResult, 'id' | 'board'> | null>(pin.viewerSave);
  const savedAtFirstDisplay = useRef(pin.viewerSave !== null);
  const newlySaved = state === 'saved' && !savedAtFirstDisplay.current;
  // The pin brings isQuickPromotable and promotedIsRemovable (PC §4).
  const kind = saveButtonKind({
    ...pin,
    justSaved: newlySaved,
    surface,
    saveBehavior,
    isActingProfileManager: isActingManager(useActing()),
  });
  // The save flow is entered with whether it was a one-tap save and where it came from (spec §2).
  const saveFlow = { pathname: `/pin/${pin.id}/repin/` };
  const flowState = { oneTap: false, from: pathname };

  async function onClick(e: MouseEvent) {
    e.preventDefault();
    e.stopPropagation();
    if (!(await viewerWhenKnown())) return prompt('save', { pinId: pin.id });
    // Inline: the viewer chose to pick a board each time.
    if (kind === 'inline' && state === 'none') return navigate(saveFlow, { state: flowState });
    const request = requestFor(state);
    if (!request) return; // ignored while saving or deleting
    dispatch('click');
    try {
      if (request === 'save') {
        const res = await callResource('RepinResource', 'create', { pin_id: pin.id });
        setSaved(res);
        dispatch('success');
        toast({
          text: 'Saved!',
          then: {
            afterMs: SAVED_NAME_REVEAL_MS,
            text: savedToText({ board: res.board, quickSave: true }),
          },
          duration: SAVE_TOAST_MS,
          thumbnail: pin.images['236x'].url,
          link: { href: organizeUrl(res.id, res.board.id, pin.id), label: 'Change' },
        });
      } else {
        await callResource('PinResource', 'delete', { id: saved!.id });
        setSaved(null);
        dispatch('success');
        toast({ text: UNSAVE_DONE });
      }
      void qc.invalidateQueries({ queryKey: boardKeys.all });
    } catch (err) {
      dispatch('error');
      toast({ text: request === 'save' ? saveErrorText(err) : UNSAVE_ERROR, tone: 'error' });
    }
  }

  const action = hoverAction(kind, viewer !== null);
  if (action === 'none') return null;
  if (action === 'open')
    return (
      <span className="btn btn-primary card-open" aria-hidden="true">
        Open
      </span>
    );
  // A business's own pin: promote it (PC §4), in the quick-promote page.
  if (kind === 'promote')
    return (
      <Link className="btn btn-primary card-save" to={`/advertiser/quick-promote?pin=${pin.id}`}>
        Promote
      </Link>
    );
  const board = saved?.board ?? null;
  return (
    <>
      {viewer && (state === 'saved' || state === 'deleting') && board ? (
        <Link
          className="chip card-board"
          to={board.url}
          tabIndex={-1}
          aria-label={`Saved to ${board.name}`}
        >
          {cutName(board.name)}
        </Link>
      ) : (
        viewer &&
        kind === 'classic' && (
          <Link className="chip card-board" to={saveFlow} state={flowState} tabIndex={-1}>
            Save to board <span aria-hidden="true">⌄</span>
          </Link>
        )
      )}
      <button
        type="button"
        className={`btn card-save${state === 'none' || state === 'saving' ? ' btn-primary' : ' saved'}`}
        aria-pressed={state === 'saved' || state === 'deleting'}
        aria-busy={state === 'saving' || state === 'deleting'}
        data-newly-saved={newlySaved || undefined}
        onClick={onClick}
      >
        {LABEL[state]}
      </button>
    </>
  );
}
