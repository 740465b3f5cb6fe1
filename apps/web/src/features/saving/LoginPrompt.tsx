import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Link, useLocation } from 'react-router';
import { callResource } from '../../api/client.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { useViewer } from '../auth/queries.ts';
import {
  LOGIN_HEADERS,
  LOGIN_SUBHEADER,
  nextAfterLogin,
  type PromptAction,
} from './login-prompt.ts';
import { readUnauthSaves, rememberPin, writeUnauthSaves } from './unauth-saves.ts';

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
        <Dialog title={LOGIN_HEADERS[action]} onClose={() => setAction(null)}>
          <p style={{ textAlign: 'center' }}>{LOGIN_SUBHEADER}</p>
          <div className="save-row" style={{ justifyContent: 'center' }}>
            <Link
              className="btn btn-primary"
              to={`/login?next=${next}`}
              onClick={() => setAction(null)}
            >
              Log in
            </Link>
            <Link className="btn" to={`/signup?next=${next}`} onClick={() => setAction(null)}>
              Sign up
            </Link>
          </div>
        </Dialog>
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
