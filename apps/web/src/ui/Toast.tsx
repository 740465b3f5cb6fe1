import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';

/**
 * The toast itself and its timer: their own chunk, out of the first load. It is fetched once the
 * page is idle, so the first toast keeps its 100 ms delay instead of waiting for the network.
 */
const loadView = () => import('./ToastView.tsx');
const ToastView = lazy(loadView);

export interface ToastMessage {
  text: string;
  link?: { href: string; label: string };
  tone?: 'default' | 'error';
  /** How long it stays once shown (default 2000 ms, spec MC §4 Toast); hovering pauses it. */
  duration?: number;
  /** How long it waits before it shows (default 100 ms). */
  delay?: number;
  /** A repin's toast: it waits for the repin animation (2500 ms, ui/toast-timer.ts). */
  afterRepin?: boolean;
  /** Text shown after a delay, e.g. "Saved!" then "Saved to {board}". */
  then?: { afterMs: number; text: string };
  /** The pin's (or board's) picture, with a check drawn over it 700 ms after the toast shows. */
  thumbnail?: string;
}

const ToastContext = createContext<(t: ToastMessage) => void>(() => {});
export const useToast = () => useContext(ToastContext);

/**
 * The app's toasts, one at a time: a new one replaces the one showing. The live region is here
 * from the first paint, so a screen reader announces what comes into it.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<(ToastMessage & { key: number }) | null>(null);
  const last = useRef(0);
  const show = useCallback((t: ToastMessage) => setToast({ ...t, key: ++last.current }), []);
  const key = toast?.key;
  const hide = useCallback(() => setToast((cur) => (cur?.key === key ? null : cur)), [key]);
  useEffect(() => {
    const early = () => void loadView();
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(early, { timeout: 5000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(early, 2000);
    return () => clearTimeout(id);
  }, []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      <div aria-live="polite" role="status">
        {toast && (
          <Suspense fallback={null}>
            <ToastView key={toast.key} toast={toast} onHidden={hide} />
          </Suspense>
        )}
      </div>
    </ToastContext.Provider>
  );
}
