import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import type { Board } from '@tack/contract';
import { ToastProvider } from '../ui/Toast.tsx';
import { SearchBox } from '../features/search/SearchBox.tsx';
import { LoginPromptProvider, useLoginPrompt } from '../features/auth/LoginPrompt.tsx';
import { useViewer } from '../features/auth/queries.ts';
import { useUnreadCount } from '../features/notifications/count-query.ts';
import { GlobalPlacements } from '../features/experiences/GlobalPlacements.tsx';
import { AccountMenu, CreateMenu } from './HeaderMenus.tsx';
import { SkipLink } from './SkipLink.tsx';
import { usePageViews } from '../features/events/use-page-views.ts';

/** The notifications bell, for signed-in people only: its own chunk, after the first paint. */
/** Opened from the Create menu: fetched then, not with the first page. */
const CreateBoardDialog = lazy(() =>
  import('../features/boards/CreateBoardDialog.tsx').then((m) => ({
    default: m.CreateBoardDialog,
  })),
);
const Bell = lazy(() => import('../features/notifications/NotificationBell.tsx'));
/** Messages, and an invite link's landing (only when the address has a code): their own chunks. */
const Messages = lazy(() => import('../features/invites/MessagesLink.tsx'));
const InviteLanding = lazy(() => import('../features/invites/InviteLanding.tsx'));
/** The installable app's service worker and install offer (issue 14): a chunk of its own. */
const InstallOffer = lazy(() => import('../features/install/InstallOffer.tsx'));
/** Business access (issue 14): the profile switcher, shown to people who manage other profiles. */
const ProfileSwitcher = lazy(() => import('../features/business/ProfileSwitcher.tsx'));
/** Where a count link will be, as wide as it (its 24 px icon): the bar does not move when it loads. */
const countLinkSpace = (className: string) => (
  <span className={`bell ${className}`}>
    <svg width="24" height="24" aria-hidden="true" />
  </span>
);
const messages = (className: string, count: number) => (
  <Suspense fallback={countLinkSpace(className)}>
    <Messages className={className} count={count} />
  </Suspense>
);
const bell = (className: string, count: number) => (
  <Suspense fallback={countLinkSpace(className)}>
    <Bell className={className} count={count} />
  </Suspense>
);

/**
 * The app shell: logo, Home, Create, search, the notifications bell and the account menu, or log
 * in / sign up. On a phone the header keeps the logo, search and account (or log in / sign up),
 * and Home, Explore, Create and the bell move to a bottom bar (styles.css, `.bottom-nav`).
 */
export function Layout() {
  usePageViews();
  const viewer = useViewer();
  const counts = useUnreadCount(viewer !== null).data;
  const unread = counts?.unread ?? 0;
  const inviteCode = new URLSearchParams(useLocation().search).get('invite_code');
  const navigate = useNavigate();
  const [creatingBoard, setCreatingBoard] = useState(false);
  const createBoard = () => setCreatingBoard(true);

  return (
    <ToastProvider>
      <LoginPromptProvider>
        <SkipLink />
        <header className="shell-header">
          <Link className="logo" to="/" aria-label="Tack home">
            <img src="/assets/favicon.svg" alt="" width={28} height={28} />{' '}
            <span className="logo-text">Tack</span>
          </Link>
          <NavLink className="nav-link" to="/" end>
            Home
          </NavLink>
          <NavLink className="nav-link" to="/ideas/" data-anchor="explore-link">
            Explore
          </NavLink>
          {viewer && (
            <div className="header-create">
              <CreateMenu
                className="nav-link btn"
                anchor="create-button"
                onCreateBoard={createBoard}
              />
            </div>
          )}
          <SearchBox />
          {viewer?.should_show_messaging && messages('', counts?.messages ?? 0)}
          {viewer && bell('', unread)}
          {viewer && (
            <Suspense fallback={null}>
              <ProfileSwitcher viewerId={viewer.id} />
            </Suspense>
          )}
          {viewer ? (
            <AccountMenu viewer={viewer} />
          ) : (
            <>
              <Link className="btn btn-primary" to="/login">
                Log in
              </Link>
              <Link className="btn" to="/signup" data-anchor="signup-button">
                Sign up
              </Link>
            </>
          )}
        </header>
        <main id="main" tabIndex={-1}>
          <Outlet />
        </main>
        <nav className="bottom-nav" aria-label="Main">
          <NavLink className="bottom-nav-link" to="/" end>
            Home
          </NavLink>
          <NavLink className="bottom-nav-link" to="/ideas/">
            Explore
          </NavLink>
          <div className="bottom-nav-create">
            {viewer ? (
              <CreateMenu className="bottom-nav-link" onCreateBoard={createBoard} />
            ) : (
              <SignedOutCreate />
            )}
          </div>
          {viewer?.should_show_messaging && messages('bottom-nav-link', counts?.messages ?? 0)}
          {viewer && bell('bottom-nav-link', unread)}
        </nav>
        <GlobalPlacements />
        <Suspense fallback={null}>
          <InstallOffer />
        </Suspense>
        {inviteCode && (
          <Suspense fallback={null}>
            <InviteLanding code={inviteCode} />
          </Suspense>
        )}
        {creatingBoard && (
          <Suspense fallback={null}>
            <CreateBoardDialog
              onClose={() => setCreatingBoard(false)}
              onCreated={(b: Board) => {
                setCreatingBoard(false);
                navigate(b.url);
              }}
            />
          </Suspense>
        )}
      </LoginPromptProvider>
    </ToastProvider>
  );
}

/** A phone's Create for a signed-out visitor: each choice asks them to log in first (MC §6). */
function SignedOutCreate() {
  const prompt = useLoginPrompt();
  return (
    <CreateMenu
      className="bottom-nav-link"
      onCreatePin={() => prompt('create', { next: '/pin-builder/' })}
      onCreateBoard={() => prompt('createBoard')}
    />
  );
}
