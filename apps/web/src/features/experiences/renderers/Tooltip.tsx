import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { AnchoredPanel, AnchoredPulsar, CloseButton, Pulsar } from './parts.tsx';
import {
  useAnchorRect,
  useCloseOnAction,
  useLatest,
  useScrollToDismiss,
  useTimeout,
  useViewOnce,
} from './hooks.ts';
import { dataOf } from './rules.ts';
import { readTooltip, type TooltipView } from './rules/tooltip.ts';
import type { Renderer, RendererProps } from './types.ts';

/**
 * Tooltip / pulsar (type 8). With both, the pulsar shows first and a tap pauses it and reveals
 * the tooltip; a pulsar alone completes on tap; with neither it completes at once, unseen
 * (§4). The 220 px tooltip sits under its `anchor` when one is given, else in the placement.
 * disappearTime dismisses it automatically; scroll_to_dismiss dismisses on scroll after the
 * delay (3 s with thumbnails).
 */
export function Tooltip(props: RendererProps) {
  const view = readTooltip(dataOf(props), props.env);
  if (!view) return null;
  if (view.mode === 'auto-complete') return <AutoComplete onComplete={props.onComplete} />;
  return <TooltipBody view={view} props={props} />;
}

function AutoComplete({ onComplete }: { onComplete: RendererProps['onComplete'] }) {
  const latest = useLatest(onComplete);
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    latest.current('auto_complete');
  }, [latest]);
  return null;
}

function TooltipBody({ view, props }: { view: TooltipView; props: RendererProps }) {
  const [revealed, setRevealed] = useState(view.mode === 'tooltip');
  const { closed, complete, dismiss } = useCloseOnAction(props);
  const panelRef = useRef<HTMLDivElement>(null);
  const textId = useId();
  const anchored = view.anchor !== undefined;
  const rect = useAnchorRect(view.anchor, !closed);
  const visible = !closed && (!anchored || rect !== null);
  useViewOnce(visible, props.onView);
  useTimeout(() => dismiss('timeout'), view.disappearMs, visible);
  useScrollToDismiss(
    visible && view.scrollDismissMs !== undefined,
    view.scrollDismissMs ?? 0,
    () => dismiss('scroll'),
    panelRef,
  );
  if (!visible) return null;

  const onPulsar = () => {
    props.onClick('pulsar');
    if (view.mode === 'pulsar') complete('pulsar');
    else setRevealed(true);
  };
  const label = view.text || 'Show tip';
  const pulsar =
    view.mode === 'tooltip' ? null : rect ? (
      <AnchoredPulsar rect={rect} label={label} onClick={onPulsar} paused={revealed} />
    ) : (
      <Pulsar label={label} onClick={onPulsar} paused={revealed} />
    );
  const panel: ReactNode = revealed && (
    <>
      {view.thumbnails.length > 0 && (
        <div className="xp-tooltip-thumbs" aria-hidden="true">
          {view.thumbnails.map((src) => (
            <img key={src} src={src} alt="" />
          ))}
        </div>
      )}
      <p id={textId} className="xp-message">
        {view.text}
      </p>
      <div className="xp-actions">
        <button
          type="button"
          className="btn btn-primary xp-btn"
          onClick={() => complete('complete_button')}
        >
          Got it
        </button>
      </div>
      <CloseButton label="Dismiss" onClick={() => dismiss('close_button')} />
    </>
  );
  return (
    <>
      {pulsar}
      {revealed &&
        (rect ? (
          <AnchoredPanel
            rect={rect}
            direction="down"
            className="xp-tooltip"
            panelRef={panelRef}
            role="dialog"
            labelledBy={textId}
          >
            {panel}
          </AnchoredPanel>
        ) : (
          <div
            ref={panelRef}
            className="xp-panel xp-panel-inline xp-tooltip"
            role="dialog"
            aria-labelledby={textId}
          >
            {panel}
          </div>
        ))}
    </>
  );
}

/** Text when it has a tooltip; a given anchor must be on the page; neither -> auto-complete. */
export const TooltipRenderer: Renderer = {
  isValid: (experience, env) => readTooltip(experience.display_data, env) !== null,
  Component: Tooltip,
};
