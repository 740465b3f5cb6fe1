import type { User } from '@tack/contract';
import { FloatingMenu } from '../../ui/FloatingMenu.tsx';
import { useToast } from '../../ui/Toast.tsx';
import { useMenuButton } from '../../ui/use-menu-button.ts';
import { useViewer } from '../auth/queries.ts';
import { useLoginPrompt } from '../auth/LoginPrompt.tsx';
import type { Shared } from '../invites/share-link.ts';

// The share code comes with the first share, not with the profile page.
const load = () => import('../invites/share-link.ts');

/**
 * Share a profile (MC §6, §8): Copy link or Email. One's own profile is shared with an invite code
 * (channel copy link or email), so whoever opens it sees who invited them; someone else's is
 * shared as its plain address (only its owner may invite to it). Signed out, the login prompt
 * asks first.
 */
export function ShareProfileButton({ user }: { user: Pick<User, 'id' | 'username' | 'fullName'> }) {
  const viewer = useViewer();
  const toast = useToast();
  const prompt = useLoginPrompt();
  const { open, button, menu } = useMenuButton();
  const own = viewer?.id === user.id;
  const shared: Shared = {
    type: 'user',
    id: user.id,
    path: `/${user.username}/`,
    plainOnly: !own,
  };
  const subject = own ? 'Follow me on Tack' : `${user.fullName} on Tack`;
  if (!viewer)
    return (
      <button
        type="button"
        className="btn"
        aria-haspopup="dialog"
        onClick={() => prompt('shareProfile')}
      >
        Share
      </button>
    );
  return (
    <span>
      <button {...button} type="button" className="btn">
        Share
      </button>
      {open && (
        <FloatingMenu {...menu}>
          <button
            role="menuitem"
            type="button"
            onClick={() =>
              void load()
                .then((m) => m.copyShareLink(shared))
                .then(() => toast({ text: 'Link copied' }))
            }
          >
            Copy link
          </button>
          <button
            role="menuitem"
            type="button"
            onClick={() => void load().then((m) => m.emailShareLink(shared, subject))}
          >
            Email
          </button>
        </FloatingMenu>
      )}
    </span>
  );
}
