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
import { useLocation } from 'react-router';
import { callResource } from '../../api/client.ts';
import { useToast } from '../../ui/Toast.tsx';
import { REPIN_TOAST_DELAY_MS } from '../../ui/toast-timer.ts';
import { useViewer } from './queries.ts';
import { nextAfterLogin, type PromptAction } from './login-prompt.ts';
import { readUnauthSaves, rememberPin, writeUnauthSaves } from '../saving/unauth-saves.ts';

// The dialog's code comes when a signed-out visitor first acts, not with the first page.
const PromptDialog = lazy(() => import('./LoginPromptDialog.tsx'));

const storage = () => (typeof window === 'undefined' ? null : window.localStorage);
type Open = (action: PromptAction, o?: { pinId?: string; next?: string }) => void;
const PromptContext = createContext<Open>(() => {});

/** Opens the login prompt instead of an action a signed-out visitor cannot take. */
export const useLoginPrompt = () => useContext(PromptContext);

/**
 * The one login prompt (MC §4 "limited login"): a header per action, the place to come back to
 * after logging in (§2.2). A page that a signed-out visitor cannot use may send them elsewhere
 * with `state: { loginPrompt: action }`, which opens it there.
 */
export function LoginPromptProvider({ children }: { children: ReactNode }) {
  const [prompt, setPrompt] = useState<{ action: PromptAction; next: string } | null>(null);
  const location = useLocation();
  const open = useCallback<Open>(
    (action, o = {}) => {
      // Signed-out saves are remembered (at most 2) and saved to the profile after login.
      if (action === 'save' && o.pinId)
        writeUnauthSaves(storage(), rememberPin(readUnauthSaves(storage()), o.pinId, Date.now()));
      setPrompt({ action, next: o.next ?? nextAfterLogin(action, location.pathname) });
    },
    [location.pathname],
  );
  const asked = (location.state as { loginPrompt?: PromptAction } | null)?.loginPrompt;
  useEffect(() => {
    if (asked) setPrompt({ action: asked, next: nextAfterLogin(asked, location.pathname) });
  }, [asked, location.key, location.pathname]);
  return (
    <PromptContext.Provider value={open}>
      {children}
      <MergeUnauthSaves />
      {prompt && (
        <Suspense fallback={null}>
          <PromptDialog
            action={prompt.action}
            next={prompt.next}
            saved={readUnauthSaves(storage()).length}
            onClose={() => setPrompt(null)}
          />
        </Suspense>
      )}
    </PromptContext.Provider>
  );
}

/**
 * After login, pins saved while signed out are saved to the profile once; the list is cleared.
 * The repin's toast follows 2500 ms later (MC §4), with the last pin's picture.
 */
function MergeUnauthSaves() {
  const viewer = useViewer();
  const toast = useToast();
  const running = useRef(false);
  useEffect(() => {
    if (!viewer || running.current) return;
    const pending = readUnauthSaves(storage());
    if (!pending.length) return;
    running.current = true;
    writeUnauthSaves(storage(), []);
    void Promise.all(
      pending.map((p) =>
        callResource('RepinResource', 'create', { pin_id: p.id }).then(
          () => p.id,
          (err) => console.warn('could not save a signed-out pin', err),
        ),
      ),
    )
      .then(async (saved) => {
        const last = saved.filter(Boolean).pop();
        if (!last) return;
        const pin = await callResource('PinResource', 'get', { id: last });
        toast({
          text: 'Saved to Profile',
          thumbnail: pin.images['236x'].url,
          delay: REPIN_TOAST_DELAY_MS,
          duration: 3000,
          link: { href: `/${viewer.username}/_saved`, label: 'View' },
        });
      })
      .catch(() => {})
      .finally(() => {
        running.current = false;
      });
  }, [viewer, toast]);
  return null;
}
