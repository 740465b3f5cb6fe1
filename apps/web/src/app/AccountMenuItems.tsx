import { Link, useNavigate } from 'react-router';
import { FloatingMenu } from '../ui/FloatingMenu.tsx';
import type { useMenuButton } from '../ui/use-menu-button.ts';
import { useLogout } from '../features/auth/queries.ts';
import { callResource } from '../api/client.ts';
import { useToast } from '../ui/Toast.tsx';
import { paintsDark, toggledTheme } from '../ui/theme/dark-toggle.ts';
import type { Viewer } from './HeaderMenus.tsx';

/**
 * The profile menu's dark mode switch (MC §4 "Other"): the choice is stored on the account, then
 * the page reloads, so the server paints every part of it in the new theme from the first frame.
 */
function DarkModeItem({ viewer }: { viewer: Viewer }) {
  const toast = useToast();
  const systemDark = matchMedia('(prefers-color-scheme: dark)').matches;
  const toggle = () =>
    callResource('UserAccountResource', 'update', {
      theme: toggledTheme(viewer.theme, systemDark),
    }).then(
      () => location.reload(),
      () => toast({ text: "Couldn't change dark mode. Try again.", tone: 'error' }),
    );
  return (
    <button
      role="menuitemcheckbox"
      aria-checked={paintsDark(viewer.theme, systemDark)}
      type="button"
      onClick={() => void toggle()}
    >
      Dark mode
    </button>
  );
}

/**
 * The account menu's items: profile, settings, feed tuning, the Tack button and extension, dark
 * mode, operators' pages, log out.
 */
export default function AccountMenuItems({
  viewer,
  menu,
}: {
  viewer: Viewer;
  menu: ReturnType<typeof useMenuButton>['menu'];
}) {
  const logout = useLogout();
  const navigate = useNavigate();
  return (
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
      <Link role="menuitem" to="/save-from-browser/">
        Save from your browser
      </Link>
      <DarkModeItem viewer={viewer} />
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
  );
}
