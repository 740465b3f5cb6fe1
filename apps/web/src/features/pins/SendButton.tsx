import { lazy, Suspense, useState } from 'react';
import { useViewerWhenKnown } from '../auth/queries.ts';
import { useLoginPrompt } from '../auth/LoginPrompt.tsx';

/** The send dialog is fetched at the first Send: it is not part of the home page's first load. */
export const SendDialog = lazy(() => import('./SendDialog.tsx'));

/**
 * Send (MC §2.3, accessibility label "Send"): opens "Send this Pin" (copy its link, email it, or
 * send it to someone you follow or who follows you). Signed out, it opens the login prompt instead.
 */
export function SendButton({
  pinId,
  tabIndex,
  className = 'fav',
}: {
  pinId: string;
  tabIndex?: number;
  className?: string;
}) {
  const viewerWhenKnown = useViewerWhenKnown();
  const prompt = useLoginPrompt();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label="Send"
        tabIndex={tabIndex}
        title="Send this pin"
        aria-haspopup="dialog"
        onClick={() => void viewerWhenKnown().then((v) => (v ? setOpen(true) : prompt('send')))}
      >
        <span aria-hidden="true">↗</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SendDialog pinId={pinId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
