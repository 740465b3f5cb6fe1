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

export interface ToastMessage {
  text: string;
  link?: { href: string; label: string };
  tone?: 'default' | 'error';
  /** How long it stays (default 2000 ms, spec MC §4 Toast). */
  duration?: number;
  /** Text shown after a delay, e.g. "Saved!" then "Saved to {board}". */
  then?: { afterMs: number; text: string };
}

const ToastContext = createContext<(t: ToastMessage) => void>(() => {});
export const useToast = () => useContext(ToastContext);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<(ToastMessage & { key: number }) | null>(null);
  const [text, setText] = useState('');
  const timers = useRef<number[]>([]);
  const show = useCallback((t: ToastMessage) => {
    timers.current.forEach(clearTimeout);
    setToast({ ...t, key: Date.now() });
    setText(t.text);
    timers.current = [window.setTimeout(() => setToast(null), t.duration ?? 2000)];
    if (t.then) {
      const next = t.then.text;
      timers.current.push(window.setTimeout(() => setText(next), t.then.afterMs));
    }
  }, []);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      <div aria-live="polite" role="status">
        {toast && (
          <div className={`toast${toast.tone === 'error' ? ' error' : ''}`} key={toast.key}>
            <span>{text}</span>
            {toast.link && <Link to={toast.link.href}>{toast.link.label}</Link>}
          </div>
        )}
      </div>
    </ToastContext.Provider>
  );
}
