import { useState } from 'react';
import { Link, NavLink, Outlet, useNavigate } from 'react-router';
import type { Board } from '@tack/contract';
import { Avatar } from '../ui/Avatar.tsx';
import { ToastProvider } from '../ui/Toast.tsx';
import { SearchBox } from '../features/search/SearchBox.tsx';
import { LoginPromptProvider } from '../features/saving/LoginPrompt.tsx';
import { useLogout, useViewer } from '../features/auth/queries.ts';
import { CreateBoardDialog } from '../features/boards/CreateBoardDialog.tsx';
import { GlobalPlacements } from '../features/experiences/GlobalPlacements.tsx';

/**
 * The app shell: logo, Home, Create, search, and the account menu or log in / sign up. On a phone
 * the header keeps the logo, search and account (or log in / sign up), and Home, Explore and
 * Create move to a bottom bar (styles.css, `.bottom-nav`).
 */
export function Layout() {
  const viewer = useViewer();
  const logout = useLogout();
  const navigate = useNavigate();
  const [menu, setMenu] = useState<'create' | 'account' | null>(null);
  const [creatingBoard, setCreatingBoard] = useState(false);
  const toggle = (m: 'create' | 'account') => setMenu((cur) => (cur === m ? null : m));
  const createMenu = (
    <div className="menu" role="menu" onClick={() => setMenu(null)}>
      <Link role="menuitem" to="/pin-builder/">
        Create Pin
      </Link>
      <button role="menuitem" type="button" onClick={() => setCreatingBoard(true)}>
        Create board
      </button>
    </div>
  );
  // Messages anchor to the header's button (`data-anchor`), not the bottom bar's.
  const createButton = (className: string, anchor?: string) => (
    <button
      className={className}
      type="button"
      data-anchor={anchor}
      aria-haspopup="menu"
      aria-expanded={menu === 'create'}
      onClick={() => toggle('create')}
    >
      Create
    </button>
  );

  return (
    <ToastProvider>
      <LoginPromptProvider>
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
              {createButton('nav-link btn', 'create-button')}
              {menu === 'create' && createMenu}
            </div>
          )}
          <SearchBox />
          {viewer ? (
            <div style={{ position: 'relative' }}>
              <button
                className="btn"
                type="button"
                aria-label="Account"
                data-anchor="account-menu"
                aria-haspopup="menu"
                aria-expanded={menu === 'account'}
                onClick={() => toggle('account')}
              >
                <Avatar user={viewer} size={28} />
              </button>
              {menu === 'account' && (
                <div className="menu" role="menu" onClick={() => setMenu(null)}>
                  <Link role="menuitem" to={`/${viewer.username}/_saved`}>
                    Your profile
                  </Link>
                  <Link role="menuitem" to="/edit">
                    Tune your home feed
                  </Link>
                  {viewer.isAdmin && (
                    <Link role="menuitem" to="/admin/experiences">
                      Messages
                    </Link>
                  )}
                  <button
                    role="menuitem"
                    type="button"
                    onClick={() => logout.mutate(undefined, { onSuccess: () => navigate('/') })}
                  >
                    Log out
                  </button>
                </div>
              )}
            </div>
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
        <main>
          <Outlet />
        </main>
        <nav className="bottom-nav" aria-label="Main">
          <NavLink className="bottom-nav-link" to="/" end>
            Home
          </NavLink>
          <NavLink className="bottom-nav-link" to="/ideas/">
            Explore
          </NavLink>
          {viewer && (
            <div className="bottom-nav-create">
              {createButton('bottom-nav-link')}
              {menu === 'create' && createMenu}
            </div>
          )}
        </nav>
        <GlobalPlacements />
        {creatingBoard && (
          <CreateBoardDialog
            onClose={() => setCreatingBoard(false)}
            onCreated={(b: Board) => {
              setCreatingBoard(false);
              navigate(b.url);
            }}
          />
        )}
      </LoginPromptProvider>
    </ToastProvider>
  );
}
