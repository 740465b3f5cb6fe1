import { lazy, Suspense, useState } from 'react';
import type { Pin } from '@tack/contract';

// The modal and its sections are fetched on the first click, not with every card.
const MoreInformationDialog = lazy(() =>
  import('./MoreAboutPin.tsx').then((m) => ({ default: m.MoreInformationDialog })),
);

/** The "More information" modal about a pin, loaded when first opened. */
export function MoreInformation({ pin, onClose }: { pin: Pin; onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <MoreInformationDialog pin={pin} onClose={onClose} />
    </Suspense>
  );
}

/**
 * The card's see-more button (spec §2): "More information" in a modal. On touch the card has no
 * room for it: its menu has the item instead (CardMenu).
 */
export function SeeMoreButton({ pin, tabIndex }: { pin: Pin; tabIndex?: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="fav"
        aria-label="See more"
        tabIndex={tabIndex}
        title="More information"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
          <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <circle cx="8" cy="4.6" r="1" fill="currentColor" />
          <path d="M8 7v5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      </button>
      {open && <MoreInformation pin={pin} onClose={() => setOpen(false)} />}
    </>
  );
}
