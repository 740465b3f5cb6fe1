import { useId, useRef, useState } from 'react';
import { ActionButton, AnchoredPanel, AnchoredPulsar, CloseButton } from './parts.tsx';
import { useAnchorRect, useCloseOnAction, useScrollToDismiss, useViewOnce } from './hooks.ts';
import { dataOf } from './rules.ts';
import { readAnchoredHint } from './rules/anchored-hint.ts';
import type { Renderer, RendererProps } from './types.ts';

/**
 * Anchored hint (type 5, component_type 2): a flyout (display_type 1) or a pulsar (2; a tap
 * reveals the flyout) next to the `[data-anchor]` element of its platform, on the side given by
 * flyout_direction (1 up, 2 right, 3 down, 4 left). The flyout's button completes, its ×
 * dismisses; with scroll_to_dismiss a scroll, touch-move or tap outside dismisses once the
 * delay (default 1.5 s) has passed.
 */
export function AnchoredHint(props: RendererProps) {
  const view = readAnchoredHint(props.experience, dataOf(props), props.env);
  const [expanded, setExpanded] = useState(false);
  const { closed, complete, dismiss } = useCloseOnAction(props);
  const panelRef = useRef<HTMLDivElement>(null);
  const textId = useId();
  const rect = useAnchorRect(view?.anchor, view !== null && !closed);
  const visible = view !== null && rect !== null && !closed;
  useViewOnce(visible, props.onView);
  useScrollToDismiss(
    visible && view.scrollToDismiss,
    view?.scrollDismissMs ?? 0,
    () => dismiss('scroll'),
    panelRef,
  );
  if (!visible) return null;
  if (view.display === 'pulsar' && !expanded)
    return (
      <AnchoredPulsar
        rect={rect}
        label={view.text}
        onClick={() => {
          props.onClick('pulsar');
          setExpanded(true);
        }}
      />
    );
  return (
    <AnchoredPanel
      rect={rect}
      direction={view.direction}
      className="xp-hint"
      panelRef={panelRef}
      role="dialog"
      labelledBy={textId}
    >
      <p id={textId} className="xp-message">
        {view.text}
      </p>
      {view.buttonText && (
        <div className="xp-actions">
          <ActionButton
            primary
            button={{ text: view.buttonText, url: view.buttonUri }}
            onPress={() => complete('hint_button')}
          />
        </div>
      )}
      <CloseButton label="Dismiss" onClick={() => dismiss('close_button')} />
    </AnchoredPanel>
  );
}

/** §5: targets web (web_mobile when narrow), matching placement id, known anchor, text. */
export const AnchoredHintRenderer: Renderer = {
  isValid: (experience, env) => readAnchoredHint(experience, experience.display_data, env) !== null,
  Component: AnchoredHint,
};
