import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { overlayParts, overlayText, unfollowedText, type FeedbackType } from './overlay-rules.ts';

// The report dialog comes with the overlay's chunk: the card loads both through one import.
export { default as ReportDialog } from '../report/ReportDialog.tsx';
export { sendHide } from './hide-call.ts';

/**
 * Stands in for a card after it was hidden: fades in, says what happened, offers Undo, Unfollow
 * of the source that brought the pin (when one did) and Tune your home feed.
 */
export function HiddenOverlay({
  type,
  height,
  onUndo,
  unfollow,
}: {
  type: FeedbackType;
  height: number;
  onUndo: () => void;
  /** The followed board, person or interest behind the pin, and how to unfollow it. */
  unfollow?: { label: string; run: () => Promise<unknown> };
}) {
  const [unfollowed, setUnfollowed] = useState(false);
  const [busy, setBusy] = useState(false);
  // After a report the card's menu is gone with the card: focus comes here, not to the page's top.
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (type === 'reported') root.current?.focus();
  }, [type]);
  const text = unfollowed ? unfollowedText(unfollow?.label ?? '') : overlayText(type);
  const parts = overlayParts({
    type,
    title: overlayText(type).title,
    undoAvailable: false,
    actionDone: unfollowed,
  });
  const doUnfollow = () => {
    if (!unfollow) return;
    setBusy(true);
    unfollow.run().then(
      () => setUnfollowed(true),
      () => setBusy(false),
    );
  };
  return (
    <div className="hidden-overlay" style={{ height }} role="status" ref={root} tabIndex={-1}>
      <strong>{text.title}</strong>
      <span>{text.subtitle}</span>
      <span className="hidden-overlay-actions">
        {parts.undo && !unfollowed && (
          <button type="button" className="btn" onClick={onUndo}>
            Undo
          </button>
        )}
        {parts.unfollow && unfollow && (
          <button type="button" className="btn" disabled={busy} onClick={doUnfollow}>
            Unfollow
          </button>
        )}
      </span>
      {parts.tune && (
        <Link className="hidden-overlay-tune" to="/edit">
          Tune your home feed
        </Link>
      )}
    </div>
  );
}
