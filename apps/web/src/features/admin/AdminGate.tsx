import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router';
import { ApiError, callResource } from '../../api/client.ts';
import { ErrorPage, LoadFailed } from '../../app/ErrorPage.tsx';

/** The message list: what the list page shows, and the gate's test of who may see these pages. */
export const adminListQuery = {
  queryKey: ['admin', 'experiences'] as const,
  queryFn: () => callResource('AdminExperiencesResource', 'get', {}),
  // 401 and 403 are answers, not failures to try again: the page says what to do at once.
  retry: false,
};

/**
 * Operators' pages: signed out, the log-in page (coming back here after); signed in without
 * operator rights, a page that says so; otherwise the page.
 */
export function AdminGate({
  children,
  message = 'Only operators can manage messages. Ask the person who runs this Tack to make you an operator.',
}: {
  children: ReactNode;
  /** What a signed-in person without operator rights is told. */
  message?: string;
}) {
  const location = useLocation();
  const list = useQuery(adminListQuery);
  if (list.error instanceof ApiError && list.error.status === 401) {
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/login?next=${next}`} replace />;
  }
  if (list.error instanceof ApiError && list.error.status === 403)
    return <ErrorPage title="You don't have access" message={message} />;
  if (list.error) return <LoadFailed />;
  if (!list.data) return <p className="empty">Loading…</p>;
  return children;
}
