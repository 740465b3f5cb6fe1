import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { Pin } from '@tack/contract';
import { useToast } from '../../ui/Toast.tsx';
import { useViewer } from '../auth/queries.ts';
import { SendDialog } from './SendButton.tsx';
import { MoreInformation } from './SeeMoreButton.tsx';
import { FloatingMenu } from '../../ui/FloatingMenu.tsx';
import { useMenuButton } from '../../ui/use-menu-button.ts';
import { showEditButton, showOverflowMenu } from './card-rules.ts';

// The share code comes with the first Copy link, not with the grid (e2e/budget.spec.ts).
const loadShare = () => import('../invites/share-link.ts');

/**
 * The card footer's Edit button and overflow menu, each shown by the rules of spec §6 where the
 * surface has it (`edit`, `overflow`). On touch, where the card has no Send and See more buttons,
 * `send` adds Send (the send dialog: to a person, or by email) and `moreInformation` the See more
 * modal to the menu. Copy link copies an invite link (channel copy link).
 */
export function CardMenu({
  pin,
  edit,
  overflow,
  send = false,
  moreInformation = false,
  onHide,
  onReport,
}: {
  pin: Pin;
  edit: boolean;
  overflow: boolean;
  send?: boolean;
  moreInformation?: boolean;
  onHide?: () => void;
  /** Report Pin: the card opens the report dialog (PinCard). */
  onReport?: () => void;
}) {
  const viewer = useViewer();
  const toast = useToast();
  const { open, button, menu } = useMenuButton();
  const [informing, setInforming] = useState(false);
  const [sending, setSending] = useState(false);
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
                onClick={() =>
                  void loadShare()
                    .then((m) =>
                      m.copyShareLink({ type: 'pin', id: pin.id, path: `/pin/${pin.id}/` }),
                    )
                    .then(() => toast({ text: 'Link copied' }))
                }
              >
                Copy link
              </button>
              {send && (
                <button
                  role="menuitem"
                  type="button"
                  aria-haspopup="dialog"
                  onClick={() => setSending(true)}
                >
                  Send
                </button>
              )}
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
          {sending && (
            <Suspense fallback={null}>
              <SendDialog pinId={pin.id} onClose={() => setSending(false)} />
            </Suspense>
          )}
        </span>
      )}
    </span>
  );
}
