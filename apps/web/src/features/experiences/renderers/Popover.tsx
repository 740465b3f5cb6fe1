import { useEffect, useId } from 'react';
import { AnchoredPanel, AnchoredPulsar, CloseButton } from './parts.tsx';
import {
  findAnchor,
  useAnchorRect,
  useCloseOnAction,
  useDelay,
  useLatest,
  useViewOnce,
} from './hooks.ts';
import { dataOf } from './rules.ts';
import { readPopover } from './rules/popover.ts';
import type { Renderer, RendererProps } from './types.ts';

/**
 * Educational popover (type 29): after `delay`, a 220 px panel next to the `[data-anchor]`
 * element (tooltip.idealDirection, default down) with tooltip.mainText (else message), a
 * confirm button (tooltip.confirmButtonText, else complete_button) and a cancel button; or,
 * with pulserOnly, a pulsar that completes on tap. complete_on_hover completes when the anchor
 * is hovered. It hides locally on complete or dismiss; skipComplete hides without reporting
 * a completion (the click is still logged).
 */
export function Popover(props: RendererProps) {
  const view = readPopover(props.experience.type, dataOf(props), props.env);
  const shown = useDelay(view ? view.delayMs : null);
  const { closed, dismiss, ...report } = useCloseOnAction(props);
  const textId = useId();
  const rect = useAnchorRect(view?.anchor, view !== null && shown && !closed);
  const visible = view !== null && shown && rect !== null && !closed;
  useViewOnce(visible, props.onView);
  const complete = (element: string) => {
    if (closed || !view) return;
    if (view.skipComplete) {
      props.onClick(element);
      report.close();
    } else report.complete(element);
  };
  const onHover = useLatest(() => complete('hover'));
  const hoverAnchor = visible && view.completeOnHover ? view.anchor : null;
  useEffect(() => {
    if (!hoverAnchor) return;
    const el = findAnchor(hoverAnchor);
    if (!el) return;
    const fire = () => onHover.current();
    el.addEventListener('mouseenter', fire);
    return () => el.removeEventListener('mouseenter', fire);
  }, [hoverAnchor, onHover]);

  if (!visible) return null;
  if (view.pulserOnly)
    return (
      <AnchoredPulsar rect={rect} label={view.text || 'New'} onClick={() => complete('pulsar')} />
    );
  return (
    <AnchoredPanel
      rect={rect}
      direction={view.direction}
      className="xp-popover"
      role="dialog"
      labelledBy={textId}
    >
      <p id={textId} className="xp-message">
        {view.text}
      </p>
      {(view.confirmText || view.cancelText) && (
        <div className="xp-actions">
          {view.cancelText && (
            <button type="button" className="btn xp-btn" onClick={() => dismiss('cancel_button')}>
              {view.cancelText}
            </button>
          )}
          {view.confirmText && (
            <button
              type="button"
              className="btn btn-primary xp-btn"
              onClick={() => complete('complete_button')}
            >
              {view.confirmText}
            </button>
          )}
        </div>
      )}
      <CloseButton label="Dismiss" onClick={() => dismiss('close_button')} />
    </AnchoredPanel>
  );
}

/** §5: type 29 and an anchor known on the page (and text unless pulserOnly). */
export const PopoverRenderer: Renderer = {
  isValid: (experience, env) => readPopover(experience.type, experience.display_data, env) !== null,
  Component: Popover,
};
