import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { EVENT_TYPES } from '@tack/contract/event-types';
import { useSession } from '../auth/queries.ts';
import { loadEventLog } from './load-event-log.ts';
import { routeRules } from './route-rules.ts';

/**
 * Logs each page a visit lands on or moves to (MC §2.2) with its landing page type and whether
 * it came as a deeplink or a click; back and forward are neither and are not logged. Waits for
 * the session, so the viewer's own boards count as own_board.
 */
export function usePageViews() {
  const location = useLocation();
  const action = useNavigationType();
  const session = useSession();
  const logged = useRef<string | null>(null);
  const username = session.data?.viewer?.username ?? null;
  useEffect(() => {
    if (session.isPending || logged.current === location.key) return;
    logged.current = location.key;
    const { pathname, key } = location;
    const state = location.state as { entrySource?: unknown } | null;
    void Promise.all([routeRules(), loadEventLog()]).then(([rules, { logEvent }]) => {
      const entry = rules.navigationEntry({ action, key, entrySource: state?.entrySource });
      if (!entry) return;
      logEvent(
        {
          event_type: EVENT_TYPES.pageView,
          aux_data: { landing: rules.landingPageType(pathname, username), entry },
        },
        pathname,
      );
    });
  }, [session.isPending, location, action, username]);
}
