import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, Outlet, useNavigate } from 'react-router';
import type { Board } from '@tack/contract';
import { ToastProvider } from '../ui/Toast.tsx';
import { SearchBox } from '../features/search/SearchBox.tsx';
import { LoginPromptProvider, useLoginPrompt } from '../features/auth/LoginPrompt.tsx';
import { useViewer } from '../features/auth/queries.ts';

// Only after Create board is chosen: not part of the first load.
const CreateBoardDialog = lazy(() =>
  import('../features/boards/CreateBoardDialog.tsx').then((m) => ({
    default: m.CreateBoardDialog,
  })),
);
import { GlobalPlacements } from '../features/experiences/GlobalPlacements.tsx';
import { AccountMenu, CreateMenu } from './HeaderMenus.tsx';
import { SkipLink } from './SkipLink.tsx';

/**
 * The app shell: logo, Home, Create, search, and the account menu or log in / sign up. On a phone
 * the header keeps the logo, search and account (or log in / sign up), and Home, Explore and
 * Create move to a bottom bar (styles.css, `.bottom-nav`).
 */
export function Layout() {
  const viewer = useViewer();
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
          {viewer ? (
            <AccountMenu viewer={viewer} />
          ) : (
            <>
              <Link className="btn btn-primary" to="/login">
                Log in
              </Link>
              <Link className="btn" to="/signup">
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
        </nav>
        <GlobalPlacements />
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
