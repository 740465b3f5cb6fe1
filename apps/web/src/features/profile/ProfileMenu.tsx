import { useState } from 'react';
import type { User } from '@tack/contract';
import { formError } from '../../api/client.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { FloatingMenu } from '../../ui/FloatingMenu.tsx';
import { useToast } from '../../ui/Toast.tsx';
import { useMenuButton } from '../../ui/use-menu-button.ts';
import { useSetBlocked } from '../privacy/queries.ts';

/**
 * Another person's profile menu: Block, or Unblock. Blocking asks first and says what it does;
 * unblocking is undone as easily, so it does not ask.
 */
export function ProfileMenu({ user, onChanged }: { user: User; onChanged: () => void }) {
  const { open, button, menu } = useMenuButton();
  const [confirming, setConfirming] = useState(false);
  const setBlocked = useSetBlocked();
  const toast = useToast();
  const change = (blocked: boolean) =>
    setBlocked.mutate(
      { userId: user.id, blocked },
      {
        onSuccess: () => {
          toast({ text: `${blocked ? 'Blocked' : 'Unblocked'} @${user.username}` });
          onChanged();
        },
        onError: (err) => toast({ text: formError(err).message, tone: 'error' }),
      },
    );
  return (
    <>
      <button {...button} type="button" className="btn" aria-label="More options">
        ⋯
      </button>
      {open && (
        <FloatingMenu {...menu}>
          {user.blockedByMe ? (
            <button role="menuitem" type="button" onClick={() => change(false)}>
              Unblock
            </button>
          ) : (
            <button role="menuitem" type="button" onClick={() => setConfirming(true)}>
              Block
            </button>
          )}
        </FloatingMenu>
      )}
      {confirming && (
        <ConfirmDialog
          title={`Block @${user.username}?`}
          confirmLabel="Block"
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            change(true);
          }}
        >
          <p>
            They won&apos;t be able to see your profile, boards or Pins, follow you, save your Pins
            or message you, and you&apos;ll stop following each other. We won&apos;t tell them.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
