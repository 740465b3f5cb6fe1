import { useEffect, useMemo, useRef, useState } from 'react';
import { ExpLink } from './parts.tsx';
import { useTimeout, useViewOnce } from './hooks.ts';
import { dataOf, TIMING } from './rules.ts';
import { readToast, type ToastView } from './rules/toast.ts';
import type { Renderer, RendererProps } from './types.ts';

type Phase = 'waiting' | 'shown' | 'leaving' | 'gone';

/**
 * Toast (type 10): text and an optional link. Appears after 100 ms, stays `duration` ms
 * (default 2000; paused while hovered or focused), fades out over 200 ms and then reports a
 * dismissal ('timeout'). The link reports a click and a completion.
 */
export function Toast(props: RendererProps) {
  const raw = dataOf(props);
  const view = useMemo(() => readToast(raw), [raw]);
  return view ? <ToastBody view={view} props={props} /> : null;
}

function ToastBody({ view, props }: { view: ToastView; props: RendererProps }) {
  const [phase, setPhase] = useState<Phase>('waiting');
  const [paused, setPaused] = useState(false);
  const remaining = useRef(view.durationMs);
  useViewOnce(phase === 'shown', props.onView);
  useTimeout(() => setPhase('shown'), TIMING.toastShowDelayMs, phase === 'waiting');
  useEffect(() => {
    if (phase !== 'shown' || paused) return;
    const startedAt = Date.now();
    const t = window.setTimeout(() => setPhase('leaving'), Math.max(0, remaining.current));
    return () => {
      window.clearTimeout(t);
      remaining.current -= Date.now() - startedAt;
    };
  }, [phase, paused]);
  useTimeout(
    () => {
      setPhase('gone');
      props.onDismiss('timeout');
    },
    TIMING.toastHideMs,
    phase === 'leaving',
  );
  if (phase === 'waiting' || phase === 'gone') return null;
  return (
    <div className="xp-toast-region" role="status" aria-live="polite">
      <div
        className={`xp-toast${phase === 'leaving' ? ' xp-toast-leaving' : ''}`}
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
      >
        <span>{view.text}</span>
        {view.link && (
          <ExpLink
            href={view.link}
            className="xp-toast-link"
            onClick={() => {
              props.onClick('link');
              props.onComplete('link');
              setPhase('gone');
            }}
          >
            View
          </ExpLink>
        )}
      </div>
    </div>
  );
}

/** A toast needs its text. */
export const ToastRenderer: Renderer = {
  isValid: (experience) => readToast(experience.display_data) !== null,
  Component: Toast,
};
