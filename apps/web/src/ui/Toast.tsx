import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Link } from 'react-router';
import { startToastTimer, type ToastPhase, type ToastTimer } from './toast-timer.ts';

export interface ToastMessage {
  text: string;
  link?: { href: string; label: string };
  tone?: 'default' | 'error';
  /** How long it stays once shown (default 2000 ms, spec MC §4 Toast); hovering pauses it. */
  duration?: number;
  /** How long it waits before it shows (default 100 ms; a repin's toast 2500 ms). */
  delay?: number;
  /** Text shown after a delay, e.g. "Saved!" then "Saved to {board}". */
  then?: { afterMs: number; text: string };
  /** The pin's (or board's) picture, with a check drawn over it 700 ms after the toast shows. */
  thumbnail?: string;
}

type Shown = ToastMessage & { key: number; phase: ToastPhase; checked: boolean };

const ToastContext = createContext<(t: ToastMessage) => void>(() => {});
export const useToast = () => useContext(ToastContext);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Shown | null>(null);
  const timer = useRef<ToastTimer | null>(null);
  const swap = useRef<ReturnType<typeof setTimeout>>(undefined);
  const show = useCallback((t: ToastMessage) => {
    timer.current?.cancel();
    clearTimeout(swap.current);
    const key = Date.now();
    const update = (change: Partial<Shown>) =>
      setToast((cur) => (cur?.key === key ? { ...cur, ...change } : cur));
    setToast({ ...t, key, phase: 'waiting', checked: false });
    timer.current = startToastTimer({
      delayMs: t.delay,
      durationMs: t.duration,
      onPhase: (phase) => (phase === 'hidden' ? setToast(null) : update({ phase })),
      onCheck: t.thumbnail ? () => update({ checked: true }) : undefined,
    });
    const then = t.then;
    if (then) swap.current = setTimeout(() => update({ text: then.text }), then.afterMs);
  }, []);
  useEffect(
    () => () => {
      timer.current?.cancel();
      clearTimeout(swap.current);
    },
    [],
  );
  const visible = toast && toast.phase !== 'waiting';
  const pause = () => timer.current?.pause();
  const resume = () => timer.current?.resume();
  return (
    <ToastContext.Provider value={show}>
      {children}
      <div aria-live="polite" role="status">
        {visible && (
          <div
            className={`toast${toast.tone === 'error' ? ' error' : ''}${toast.phase === 'fading' ? ' toast-fading' : ''}`}
            key={toast.key}
            onMouseEnter={pause}
            onMouseLeave={resume}
            onFocus={pause}
            onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && resume()}
          >
            {toast.thumbnail && (
              <span className={`toast-thumb${toast.checked ? ' checked' : ''}`}>
                <img src={toast.thumbnail} alt="" width={40} height={40} />
                <svg viewBox="0 0 24 24" aria-hidden="true">
                  <path d="M5 12.5l4.5 4.5L19 7.5" />
                </svg>
              </span>
            )}
            <span>{toast.text}</span>
            {toast.link && <Link to={toast.link.href}>{toast.link.label}</Link>}
          </div>
        )}
      </div>
    </ToastContext.Provider>
  );
}
