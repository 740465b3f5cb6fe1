import type { OffsiteCheck } from '@tack/contract';
import { Link } from 'react-router';
import { Dialog } from '../../ui/Dialog.tsx';
import './offsite.css';

/**
 * §8: the blocked-link warning. Titled Heads up!, named "We have blocked this link", with the
 * server's message, the blocked host, Learn more (our spam policy) and Okay. It stays until
 * Okay or Escape; focus then returns to the link that was clicked (Dialog).
 */
export function BlockedLinkDialog({
  check,
  onClose,
}: {
  check: OffsiteCheck;
  onClose: () => void;
}) {
  return (
    <Dialog title="Heads up!" label="We have blocked this link" onClose={onClose}>
      <div className="blocked-link">
        <p>{check.message}</p>
        <p className="blocked-host">{check.host}</p>
        <p>
          <Link to="/policy/spam/" className="blocked-learn" onClick={onClose}>
            Learn more
          </Link>
        </p>
        <div className="prompt-actions">
          <button type="button" className="btn btn-primary" onClick={onClose}>
            Okay
          </button>
        </div>
      </div>
    </Dialog>
  );
}
