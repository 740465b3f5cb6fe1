import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../ui/Avatar.tsx';
import { FloatingMenu } from '../ui/FloatingMenu.tsx';
import { useMenuButton } from '../ui/use-menu-button.ts';
import type { useViewer } from '../features/auth/queries.ts';

export type Viewer = NonNullable<ReturnType<typeof useViewer>>;

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

/**
 * The account menu's button; its items (profile, settings, dark mode, operators' pages, log out)
 * come in their own chunk when it first opens: the first load carries only the button.
 */
const AccountMenuItems = lazy(() => import('./AccountMenuItems.tsx'));

export function AccountMenu({ viewer }: { viewer: Viewer }) {
  const { open, button, menu } = useMenuButton();
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
        <Suspense fallback={null}>
          <AccountMenuItems viewer={viewer} menu={menu} />
        </Suspense>
      )}
    </>
  );
}
