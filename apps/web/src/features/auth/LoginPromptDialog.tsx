import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Dialog } from '../../ui/Dialog.tsx';
import {
  LOGIN_HEADERS,
  LOGIN_SUBHEADER,
  signupHeading,
  type PromptAction,
} from './login-prompt.ts';

/**
 * The login prompt's modal: the action's header and the way to log in, coming back to `next`;
 * "Sign up" turns it into the signup modal with the heading §8 gives for that moment.
 */
export default function LoginPromptDialog({
  action,
  next,
  saved,
  onClose,
}: {
  action: PromptAction;
  next: string;
  /** Pins this browser saved while signed out. */
  saved: number;
  onClose: () => void;
}) {
  const [signingUp, setSigningUp] = useState(false);
  const navigate = useNavigate();
  // Buttons, so the first one (Log in, or Sign up with email) has the focus when it opens.
  const go = (page: 'login' | 'signup') => () => {
    onClose();
    navigate(`/${page}?next=${encodeURIComponent(next)}`);
  };
  if (signingUp)
    return (
      <Dialog key="signup" title={signupHeading(action, saved)} onClose={onClose}>
        <p className="prompt-text">Create an account to save Pins to boards, follow and share.</p>
        <div className="prompt-actions">
          <button type="button" className="btn btn-primary" onClick={go('signup')}>
            Sign up with email
          </button>
          <button type="button" className="btn" onClick={go('login')}>
            Already a member? Log in
          </button>
        </div>
      </Dialog>
    );
  return (
    <Dialog key="login" title={LOGIN_HEADERS[action]} onClose={onClose}>
      <p className="prompt-text">{LOGIN_SUBHEADER}</p>
      <div className="prompt-actions">
        <button type="button" className="btn btn-primary" onClick={go('login')}>
          Log in
        </button>
        <button type="button" className="btn" onClick={() => setSigningUp(true)}>
          Sign up
        </button>
      </div>
    </Dialog>
  );
}
