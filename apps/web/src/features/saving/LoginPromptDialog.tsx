import { Link } from 'react-router';
import { Dialog } from '../../ui/Dialog.tsx';
import { LOGIN_HEADERS, LOGIN_SUBHEADER, type PromptAction } from './login-prompt.ts';

/** The login prompt itself: fetched the first time a signed-out visitor needs it. */
export default function LoginPromptDialog({
  action,
  next,
  onClose,
}: {
  action: PromptAction;
  next: string;
  onClose: () => void;
}) {
  return (
    <Dialog title={LOGIN_HEADERS[action]} onClose={onClose}>
      <p style={{ textAlign: 'center' }}>{LOGIN_SUBHEADER}</p>
      <div className="save-row" style={{ justifyContent: 'center' }}>
        <Link className="btn btn-primary" to={`/login?next=${next}`} onClick={onClose}>
          Log in
        </Link>
        <Link className="btn" to={`/signup?next=${next}`} onClick={onClose}>
          Sign up
        </Link>
      </div>
    </Dialog>
  );
}
