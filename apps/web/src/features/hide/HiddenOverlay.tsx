import { overlayParts, overlayText, type FeedbackType } from './overlay-rules.ts';

/** Stands in for a card after it was hidden: fades in, says what happened, offers Undo. */
export function HiddenOverlay({
  type,
  height,
  onUndo,
}: {
  type: FeedbackType;
  height: number;
  onUndo: () => void;
}) {
  const text = overlayText(type);
  const parts = overlayParts({ type, title: text.title, undoAvailable: true, actionDone: false });
  return (
    <div className="hidden-overlay" style={{ height }} role="status">
      <strong>{text.title}</strong>
      <span>{text.subtitle}</span>
      {parts.undo && (
        <button type="button" className="btn" onClick={onUndo}>
          Undo
        </button>
      )}
    </div>
  );
}
