import { lazy, Suspense } from 'react';
import { useSession } from '../auth/queries.ts';

// Its own chunk: the first load carries only this slot (e2e/budget.spec.ts).
const ConsentBanner = lazy(() => import('./ConsentBanner.tsx'));

/**
 * Where the cookie banner goes on the home feed while the visitor has not chosen and the law asks.
 * The slot's size is in the stylesheet and the server's first page has the same empty slot
 * (modules/web/home-page.ts), so the banner arriving moves nothing (consent.css, ui/styles.css).
 */
export function ConsentSlot() {
  const consent = useSession().data?.cookieConsent;
  if (!consent?.required || consent.decided) return null;
  return (
    <div className="consent-slot">
      <Suspense fallback={null}>
        <ConsentBanner consent={consent} />
      </Suspense>
    </div>
  );
}
