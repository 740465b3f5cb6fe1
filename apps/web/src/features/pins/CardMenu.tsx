import { useState } from 'react';
import { Link } from 'react-router';
import type { Pin } from '@tack/contract';
import { useToast } from '../../ui/Toast.tsx';
import { useViewer } from '../auth/queries.ts';
import { copyPinLink } from './SendButton.tsx';
import { MoreInformation } from './SeeMoreButton.tsx';
import { FloatingMenu } from '../../ui/FloatingMenu.tsx';
import { useMenuButton } from '../../ui/use-menu-button.ts';
import { showEditButton, showOverflowMenu } from './card-rules.ts';

/**
 * The card footer's Edit button and overflow menu, each shown by the rules of spec §6 where the
 * surface has it (`edit`, `overflow`). On touch, where the card has no Send and See more buttons,
 * `moreInformation` adds the See more modal to the menu (Copy link is Send's action).
 */
export function CardMenu({
  pin,
  edit,
  overflow,
  moreInformation = false,
  onHide,
  onReport,
}: {
  pin: Pin;
  edit: boolean;
  overflow: boolean;
  moreInformation?: boolean;
  onHide?: () => void;
  /** Report Pin: the card opens the report dialog (PinCard). */
  onReport?: () => void;
}) {
  const viewer = useViewer();
  const toast = useToast();
  const { open, button, menu } = useMenuButton();
  const [informing, setInforming] = useState(false);
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
              <button
                role="menuitem"
                type="button"
                onClick={() => {
                  copyPinLink(pin.id);
                  toast({ text: 'Link copied' });
                }}
              >
                Copy link
              </button>
              {onReport && (
                <button role="menuitem" type="button" aria-haspopup="dialog" onClick={onReport}>
                  Report Pin
                </button>
              )}
              {moreInformation && (
                <button
                  role="menuitem"
                  type="button"
                  aria-haspopup="dialog"
                  onClick={() => setInforming(true)}
                >
                  More information
                </button>
              )}
            </FloatingMenu>
          )}
          {/* Closing it gives focus back to the menu's button (FloatingMenu, Dialog). */}
          {informing && <MoreInformation pin={pin} onClose={() => setInforming(false)} />}
        </span>
      )}
    </span>
  );
}
