import { useEffect } from 'react';
import { Link } from 'react-router';
import { useLoginPrompt } from '../auth/LoginPrompt.tsx';

/**
 * The right-click menu signed-out visitors get on a card (spec §2, MC §4): opening it locks the
 * page scroll; a click away closes it and gives the scroll back.
 */
export default function SignedOutMenu({
  pinId,
  at,
  onClose,
}: {
  pinId: string;
  at: { x: number; y: number };
  onClose: () => void;
}) {
  const prompt = useLoginPrompt();
  useEffect(() => {
    const before = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const away = () => onClose();
    const t = window.setTimeout(() => document.addEventListener('click', away), 0);
    return () => {
      window.clearTimeout(t);
      document.removeEventListener('click', away);
      document.body.style.overflow = before;
    };
  }, [onClose]);
  return (
    <div
      className="menu"
      role="menu"
      aria-label="Pin options"
      style={{ position: 'fixed', left: at.x, top: at.y, right: 'auto' }}
    >
      <Link role="menuitem" to={`/pin/${pinId}/`}>
        Open
      </Link>
      <a role="menuitem" href={`/pin/${pinId}/`} target="_blank" rel="noopener">
        Open in new tab
      </a>
      <button role="menuitem" type="button" onClick={() => prompt('save', { pinId })}>
        Save
      </button>
      <button role="menuitem" type="button" onClick={() => prompt('send')}>
        Send
      </button>
      <button role="menuitem" type="button" onClick={() => prompt('hide')}>
        Hide Pin
      </button>
      <button role="menuitem" type="button" onClick={() => prompt('continue')}>
        Report Pin
      </button>
    </div>
  );
}
