import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { readSaveFragment } from '@tack/contract/save-page';
import { useTitle } from '../../app/use-title.ts';
import { useSession } from '../auth/queries.ts';
import { ToastProvider } from '../../ui/Toast.tsx';
import { SavePicker } from './SavePicker.tsx';
import './save.css';

/**
 * `/save/`: the small window the bookmarklet and the extension open (docs/decisions/0021). The
 * page and its images come in the address's fragment (`@tack/contract/save-page`); without
 * images the server reads the page. A window of its own, outside the app's shell.
 */
export function SaveWindow() {
  useTitle('Save to Tack');
  // The fragment is the request (also after logging in here: `next` keeps it).
  const { hash } = useLocation();
  const request = useMemo(() => readSaveFragment(hash), [hash]);
  const session = useSession();
  const viewer = session.data?.viewer ?? null;
  let body;
  if (!request)
    body = (
      <>
        <h1>Nothing to save</h1>
        <p>
          This window opens from the Tack button or the Tack extension, on the page you want to save
          from.
        </p>
        <Link className="btn" to="/save-from-browser/">
          Get the Tack button
        </Link>
      </>
    );
  else if (session.isPending) body = <p role="status">Loading…</p>;
  else if (!viewer) {
    const next = `/save/${hash}`;
    body = (
      <>
        <h1>Save to Tack</h1>
        <p>Log in to save from {new URL(request.url).hostname}.</p>
        <Link className="btn btn-primary" to={`/login?next=${encodeURIComponent(next)}`}>
          Log in
        </Link>
      </>
    );
  } else body = <SavePicker request={request} viewer={viewer} />;
  return (
    <ToastProvider>
      <main id="main" className="save-window">
        {body}
      </main>
    </ToastProvider>
  );
}
