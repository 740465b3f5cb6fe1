import { Link, useNavigate } from 'react-router';
import { Avatar } from '../ui/Avatar.tsx';
import { FloatingMenu } from '../ui/FloatingMenu.tsx';
import { useMenuButton } from '../ui/use-menu-button.ts';
import { useLogout, type useViewer } from '../features/auth/queries.ts';

type Viewer = NonNullable<ReturnType<typeof useViewer>>;

/**
 * The Create menu (Create Pin, Create board), in the header and, on a phone, the bottom bar.
 * Each copy is its own menu button; messages anchor to the header's (`data-anchor`).
 */
export function CreateMenu({
  className,
  anchor,
  onCreatePin,
  onCreateBoard,
}: {
  className: string;
  anchor?: string;
  /** Signed out: the login prompt instead of the pin builder. */
  onCreatePin?: () => void;
  onCreateBoard: () => void;
}) {
  const { open, button, menu } = useMenuButton();
  return (
    <>
      <button {...button} className={className} type="button" data-anchor={anchor}>
        Create
      </button>
      {open && (
        <FloatingMenu {...menu}>
          {onCreatePin ? (
            <button role="menuitem" type="button" onClick={onCreatePin}>
              Create Pin
            </button>
          ) : (
            <Link role="menuitem" to="/pin-builder/">
              Create Pin
            </Link>
          )}
          <button role="menuitem" type="button" onClick={onCreateBoard}>
            Create board
          </button>
        </FloatingMenu>
      )}
    </>
  );
}

/** The account menu: profile, settings, feed tuning, messages for operators, log out. */
export function AccountMenu({ viewer }: { viewer: Viewer }) {
  const { open, button, menu } = useMenuButton();
  const logout = useLogout();
  const navigate = useNavigate();
  return (
    <>
      <button
        {...button}
        className="btn"
        type="button"
        aria-label="Account"
        data-anchor="account-menu"
      >
        <Avatar user={viewer} size={28} />
      </button>
      {open && (
        <FloatingMenu {...menu}>
          <Link role="menuitem" to={`/${viewer.username}/_saved`}>
            Your profile
          </Link>
          <Link role="menuitem" to="/settings">
            Settings
          </Link>
          <Link role="menuitem" to="/edit">
            Tune your home feed
          </Link>
          {viewer.isAdmin && (
            <Link role="menuitem" to="/admin/experiences">
              Messages
            </Link>
          )}
          {viewer.isAdmin && (
            <Link role="menuitem" to="/admin/reports">
              Reports
            </Link>
          )}
          {viewer.isAdmin && (
            <Link role="menuitem" to="/admin/verification">
              Verification
            </Link>
          )}
          <button
            role="menuitem"
            type="button"
            onClick={() => logout.mutate(undefined, { onSuccess: () => navigate('/') })}
          >
            Log out
          </button>
        </FloatingMenu>
      )}
    </>
  );
}
