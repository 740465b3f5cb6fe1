import { lazy, Suspense, useId, useRef, useState } from 'react';
import { badgeKind, BADGE_TEXT, type VerifiedFlags } from '@tack/contract/verified-badge';

/** The tooltip's and the modal's content: fetched on first hover, focus or tap, never up front. */
const BadgeDetails = lazy(() => import('./BadgeDetails.tsx'));

/**
 * The verified badge beside a person's name (MC §4 "Verified badge"): the merchant badge when
 * they are a verified merchant, else the domain-verification check when only their identity is
 * (badgeKind). Hover or focus shows the tooltip; a click or tap opens the modal. Kept tiny: it is
 * on every card.
 */
export function VerifiedBadge({
  person,
  tabIndex,
}: {
  person: VerifiedFlags;
  /** Cards take their buttons out of the tab order (the card has its own keys). */
  tabIndex?: number;
}) {
  const kind = badgeKind(person);
  const tipId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const [tip, setTip] = useState(false);
  const [modal, setModal] = useState(false);
  const hideSoon = useRef<ReturnType<typeof setTimeout>>(undefined);
  if (!kind) return null;
  const show = () => {
    clearTimeout(hideSoon.current);
    setTip(true);
  };
  // A short grace lets the pointer cross to the tooltip (its Learn more).
  const hide = () => {
    clearTimeout(hideSoon.current);
    hideSoon.current = setTimeout(() => setTip(false), 150);
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className={`verified-badge verified-badge-${kind}`}
        aria-label={kind === 'merchant' ? BADGE_TEXT.merchantTitle : BADGE_TEXT.domainTitle}
        aria-describedby={tip ? tipId : undefined}
        tabIndex={tabIndex}
        onPointerEnter={(e) => e.pointerType === 'mouse' && show()}
        onPointerLeave={(e) => e.pointerType === 'mouse' && hide()}
        onFocus={(e) => e.currentTarget.matches(':focus-visible') && show()}
        onBlur={hide}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && tip) {
            e.stopPropagation();
            setTip(false);
          }
        }}
        onClick={(e) => {
          e.preventDefault();
          e.stopPropagation();
          setTip(false);
          setModal(true);
        }}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          {kind === 'merchant' ? (
            <path
              fill="currentColor"
              d="M12 1l2.8 2.1 3.5-.3 1 3.4 3 1.9-1.2 3.3 1.2 3.3-3 1.9-1 3.4-3.5-.3L12 23l-2.8-2.1-3.5.3-1-3.4-3-1.9L2.9 12 1.7 8.7l3-1.9 1-3.4 3.5.3zm-1.3 14.6l6-6-1.4-1.4-4.6 4.6-2.4-2.4-1.4 1.4z"
            />
          ) : (
            <path
              fill="currentColor"
              d="M12 1a11 11 0 100 22 11 11 0 000-22zm-1.3 15.6l-4.4-4.4 1.4-1.4 3 3 6-6 1.4 1.4z"
            />
          )}
        </svg>
      </button>
      {(tip || modal) && (
        <Suspense fallback={null}>
          <BadgeDetails
            kind={kind}
            tipId={tipId}
            anchor={button}
            tip={tip && !modal}
            modal={modal}
            onTipEnter={show}
            onTipLeave={hide}
            onLearnMore={() => {
              setTip(false);
              setModal(true);
            }}
            onClose={() => {
              setModal(false);
              button.current?.focus({ preventScroll: true });
            }}
          />
        </Suspense>
      )}
    </>
  );
}
