import { lazy, Suspense, useState } from 'react';
import type { Pin } from '@tack/contract';
import { FloatingMenu } from '../../ui/FloatingMenu.tsx';
import { useMenuButton } from '../../ui/use-menu-button.ts';
import { useViewer, useViewerWhenKnown } from '../auth/queries.ts';
import { useLoginPrompt } from '../auth/LoginPrompt.tsx';
import { sendPinFeedback } from '../hide/hide-call.ts';

const ReportDialog = lazy(() => import('../report/ReportDialog.tsx'));

/**
 * The closeup's "More options": download the image, report the pin, and on a weight-loss ad
 * "See fewer weight-loss ads" (promoted cards have no menu of their own, §6, so this is where a
 * person hides one; it hides the ad and opts them out of such ads, §4, §8). Signed out, Report
 * Pin opens the login prompt. A report from the closeup also keeps the pin out of the reporter's
 * home feed (the closeup itself stays, saying it was reported).
 */
export function CloseupMenu({
  pin,
  onReported,
  onHidden,
}: {
  pin: Pin;
  onReported: () => void;
  /** After "See fewer weight-loss ads": the closeup says so in place of this menu. */
  onHidden: () => void;
}) {
  const viewer = useViewer();
  const viewerWhenKnown = useViewerWhenKnown();
  const prompt = useLoginPrompt();
  const { open, button, menu } = useMenuButton();
  const [reporting, setReporting] = useState(false);
  return (
    <>
      <button {...button} type="button" className="btn closeup-more" aria-label="More options">
        <span aria-hidden="true">⋯</span>
      </button>
      {open && (
        <FloatingMenu {...menu}>
          <a role="menuitem" href={pin.images.orig.url} download>
            Download image
          </a>
          <button
            role="menuitem"
            type="button"
            aria-haspopup="dialog"
            onClick={() =>
              void viewerWhenKnown().then((v) => (v ? setReporting(true) : prompt('continue')))
            }
          >
            Report Pin
          </button>
          {viewer && pin.adData?.isWeightLossAd && (
            <button
              role="menuitem"
              type="button"
              onClick={() => void sendPinFeedback(pin.id).then(onHidden, () => {})}
            >
              See fewer weight-loss ads
            </button>
          )}
        </FloatingMenu>
      )}
      {reporting && (
        <Suspense fallback={null}>
          <ReportDialog
            pinId={pin.id}
            from="closeup"
            onReported={onReported}
            onClose={() => setReporting(false)}
          />
        </Suspense>
      )}
    </>
  );
}
