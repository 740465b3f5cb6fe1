import { Navigate, useSearchParams } from 'react-router';
import { useSession } from '../features/auth/queries.ts';
import { isPinId } from '../features/pins/pin-id.ts';
import { NotFound } from './NotFound.tsx';

/**
 * The route table's redirects that depend on the request, made inside the app as the server
 * makes them (apps/server/src/modules/web/page-redirects.ts).
 */

/** `/me/`: your own profile, or log in and come back here. */
export function MeRedirect() {
  const session = useSession();
  if (session.isPending) return <p className="empty">Loading…</p>;
  const viewer = session.data?.viewer;
  return (
    <Navigate
      to={viewer ? `/${viewer.username}/` : `/login?next=${encodeURIComponent('/me/')}`}
      replace
    />
  );
}

/** `/pin_redirect?pin_id={id}`: the pin's page (which answers for a pin you cannot see). */
export function PinRedirect() {
  const id = useSearchParams()[0].get('pin_id') ?? '';
  return isPinId(id) ? <Navigate to={`/pin/${id}/`} replace /> : <NotFound what="Pin" />;
}
