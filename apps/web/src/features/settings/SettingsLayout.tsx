import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Link, Navigate, NavLink, useLocation } from 'react-router';
import { NotFound } from '../../app/NotFound.tsx';
import { useTitle } from '../../app/use-title.ts';
import { useSession } from '../auth/queries.ts';
import { PUBLIC_SECTIONS, SETTINGS_SECTIONS } from './sections.ts';
import { useMediaQuery, WIDE_SETTINGS } from './use-media-query.ts';
import './settings.css';

/** Each section's page, loaded the first time it is opened. */
const PAGES = new Map<string, LazyExoticComponent<ComponentType>>(
  SETTINGS_SECTIONS.map((s) => [s.path, lazy(() => s.load().then((C) => ({ default: C })))]),
);

/**
 * `/settings`: the list of sections beside the open one. On a phone it is a page per section:
 * `/settings` is the list, each section has a way back to it. Signed out, it goes to log in and
 * comes back.
 */
export function SettingsPage() {
  const session = useSession();
  const { pathname } = useLocation();
  const atIndex = /^\/settings\/?$/.test(pathname);
  if (session.isPending) return <p className="empty">Loading…</p>;
  const section = /^\/settings\/([^/]+)\/?$/.exec(pathname)?.[1] ?? '';
  if (!session.data?.viewer && PUBLIC_SECTIONS.has(section))
    return (
      <div className="settings">
        <div className="settings-main">
          <Suspense fallback={<p className="empty">Loading…</p>}>
            <SectionPage pathname={pathname} />
          </Suspense>
        </div>
      </div>
    );
  if (!session.data?.viewer)
    return <Navigate to={`/login?next=${encodeURIComponent(pathname)}`} replace />;
  return (
    <div className={atIndex ? 'settings settings-at-index' : 'settings'}>
      {atIndex && <h1 className="settings-index-title">Settings</h1>}
      <nav className="settings-nav" aria-label="Settings">
        <ul>
          {SETTINGS_SECTIONS.map((s) => (
            <li key={s.path}>
              <NavLink to={`/settings/${s.path}`}>
                <span className="settings-nav-label">{s.label}</span>
                <span className="settings-nav-description">{s.description}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="settings-main">
        {!atIndex && (
          <Link className="settings-back" to="/settings">
            <span aria-hidden="true">‹</span> Settings
          </Link>
        )}
        <Suspense fallback={<p className="empty">Loading…</p>}>
          <SectionPage pathname={pathname} />
        </Suspense>
      </div>
    </div>
  );
}

/** The open section by the path (`/settings/<path>`), the index, or not found. */
function SectionPage({ pathname }: { pathname: string }) {
  const path = /^\/settings\/?([^/]*)\/?$/.exec(pathname)?.[1];
  if (path === undefined) return <NotFound />;
  if (path === '') return <SettingsIndex />;
  const Page = PAGES.get(path);
  return Page ? <Page /> : <NotFound />;
}

/**
 * `/settings` itself: the first section beside the list, or on a phone the list alone (its
 * heading is the page's).
 */
function SettingsIndex() {
  const wide = useMediaQuery(WIDE_SETTINGS);
  useTitle('Settings');
  if (wide) return <Navigate to={`/settings/${SETTINGS_SECTIONS[0]!.path}`} replace />;
  return null;
}
