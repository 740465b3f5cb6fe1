import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router';
import { useViewer } from './queries.ts';
import { nextAfterLogin, type PromptAction } from './login-prompt.ts';
import {
  cookieStore,
  readUnauthSaves,
  rememberPin,
  writeUnauthSaves,
} from '../saving/unauth-saves.ts';

// The dialog's code comes when a signed-out visitor first acts, not with the first page; the
// saving of signed-out saves only after a login with some waiting.
const PromptDialog = lazy(() => import('./LoginPromptDialog.tsx'));
const MergeUnauthSaves = lazy(() => import('./MergeUnauthSaves.tsx'));

const storage = () =>
  typeof document === 'undefined' ? null : cookieStore(document, location.protocol === 'https:');
const clearUnauthSaves = () => writeUnauthSaves(storage(), []);
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
  const viewer = useViewer();
  // Read once per render: the list is short and in this browser's storage.
  const unauthSaves = readUnauthSaves(storage());
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
      {viewer && unauthSaves.length > 0 && (
        <Suspense fallback={null}>
          <MergeUnauthSaves pending={unauthSaves} clear={clearUnauthSaves} />
        </Suspense>
      )}
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
