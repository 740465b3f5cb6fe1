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
import { useViewer } from '../auth/queries.ts';
import { nextAfterLogin, type PromptAction } from './login-prompt.ts';
import { readUnauthSaves, rememberPin, writeUnauthSaves } from './unauth-saves.ts';

/**
 * The dialog and its primitive are fetched on the first prompt: neither is in the home page's
 * first load (docs/decisions/0008-accessible-primitives.md).
 */
const LoginPromptDialog = lazy(() => import('./LoginPromptDialog.tsx'));

const storage = () => (typeof window === 'undefined' ? null : window.localStorage);
const PromptContext = createContext<(action: PromptAction, pinId?: string) => void>(() => {});

/** Opens the login prompt instead of an action a signed-out visitor cannot take. */
export const useLoginPrompt = () => useContext(PromptContext);

export function LoginPromptProvider({ children }: { children: ReactNode }) {
  const [action, setAction] = useState<PromptAction | null>(null);
  const { pathname } = useLocation();
  const open = useCallback((a: PromptAction, pinId?: string) => {
    // Signed-out saves are remembered (at most 2) and saved to the profile after login.
    if (a === 'save' && pinId)
      writeUnauthSaves(storage(), rememberPin(readUnauthSaves(storage()), pinId, Date.now()));
    setAction(a);
  }, []);
  const next = encodeURIComponent(action ? nextAfterLogin(action, pathname) : pathname);
  return (
    <PromptContext.Provider value={open}>
      {children}
      <MergeUnauthSaves />
      {action && (
        <Suspense fallback={null}>
          <LoginPromptDialog action={action} next={next} onClose={() => setAction(null)} />
        </Suspense>
      )}
    </PromptContext.Provider>
  );
}

/** After login, pins saved while signed out are saved to the profile once; the list is cleared. */
function MergeUnauthSaves() {
  const viewer = useViewer();
  const running = useRef(false);
  useEffect(() => {
    if (!viewer || running.current) return;
    const pending = readUnauthSaves(storage());
    if (!pending.length) return;
    running.current = true;
    writeUnauthSaves(storage(), []);
    void Promise.all(
      pending.map((p) =>
        callResource('RepinResource', 'create', { pin_id: p.id }).catch((err) =>
          console.warn('could not save a signed-out pin', err),
        ),
      ),
    ).finally(() => {
      running.current = false;
    });
  }, [viewer]);
  return null;
}
