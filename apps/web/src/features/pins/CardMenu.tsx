import { Link } from 'react-router';
import type { Pin } from '@tack/contract';
import { useViewer } from '../auth/queries.ts';
import { copyPinLink } from './SendButton.tsx';
import { FloatingMenu } from '../../ui/FloatingMenu.tsx';
import { useMenuButton } from '../../ui/use-menu-button.ts';
import { showEditButton, showOverflowMenu } from './card-rules.ts';

/**
 * The card footer's Edit button and overflow menu, each shown by the rules of spec §6 where the
 * surface has it (`edit`, `overflow`).
 */
export function CardMenu({
  pin,
  edit,
  overflow,
  onHide,
}: {
  pin: Pin;
  edit: boolean;
  overflow: boolean;
  onHide?: () => void;
}) {
  const viewer = useViewer();
  const { open, button, menu } = useMenuButton();
  const signedIn = viewer !== null;
  return (
    <span className="card-menu">
      {edit && showEditButton(pin, signedIn) && pin.board && (
        <Link className="fav" aria-label="Edit Pin" to={`/pin/${pin.id}/edit/`}>
          ✎
        </Link>
      )}
      {overflow && showOverflowMenu(pin, signedIn) && (
        <span>
          <button {...button} type="button" className="fav" aria-label="More options">
            ⋯
          </button>
          {open && (
            <FloatingMenu {...menu}>
              {onHide && (
                <button role="menuitem" type="button" onClick={onHide}>
                  Hide Pin
                </button>
              )}
              <a role="menuitem" href={pin.images.orig.url} download>
                Download image
              </a>
              <button role="menuitem" type="button" onClick={() => copyPinLink(pin.id)}>
                Copy link
              </button>
            </FloatingMenu>
          )}
        </span>
      )}
    </span>
  );
}
