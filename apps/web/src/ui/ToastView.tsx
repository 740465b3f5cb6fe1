import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { RepinAnimation } from './RepinAnimation.tsx';
import type { ToastMessage } from './Toast.tsx';
import {
  REPIN_TOAST_DELAY_MS,
  startToastTimer,
  type ToastPhase,
  type ToastTimer,
} from './toast-timer.ts';

/**
 * One toast, from its wait to its fade (ui/toast-timer.ts, MC §4 "Toast"): fetched with the first
 * toast, not with the first page (e2e/budget.spec.ts). A new toast is a new key: a new timer.
 */
export default function ToastView({
  toast,
  onHidden,
}: {
  toast: ToastMessage;
  onHidden: () => void;
}) {
  const [phase, setPhase] = useState<ToastPhase>('waiting');
  const [checked, setChecked] = useState(false);
  const [text, setText] = useState(toast.text);
  const timer = useRef<ToastTimer | null>(null);
  const hidden = useRef(onHidden);
  hidden.current = onHidden;
  useEffect(() => {
    timer.current = startToastTimer({
      delayMs: toast.afterRepin ? REPIN_TOAST_DELAY_MS : toast.delay,
      durationMs: toast.duration,
      onPhase: (p) => (p === 'hidden' ? hidden.current() : setPhase(p)),
      onCheck: toast.thumbnail ? () => setChecked(true) : undefined,
    });
    const then = toast.then;
    const swap = then ? setTimeout(() => setText(then.text), then.afterMs) : undefined;
    return () => {
      timer.current?.cancel();
      clearTimeout(swap);
    };
  }, [toast]);
  // A repin's toast waits for its animation, which plays meanwhile (MC §4).
  if (phase === 'waiting')
    return toast.afterRepin ? <RepinAnimation thumbnail={toast.thumbnail} /> : null;
  const pause = () => timer.current?.pause();
  const resume = () => timer.current?.resume();
  return (
    <div
      className={`toast${toast.tone === 'error' ? ' error' : ''}${phase === 'fading' ? ' toast-fading' : ''}`}
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && resume()}
    >
      {toast.thumbnail && (
        <span className={`toast-thumb${checked ? ' checked' : ''}`}>
          <img src={toast.thumbnail} alt="" width={40} height={40} />
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </svg>
        </span>
      )}
      <span>{text}</span>
      {toast.link && <Link to={toast.link.href}>{toast.link.label}</Link>}
    </div>
  );
}
