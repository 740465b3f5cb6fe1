import { lazy, Suspense, useId, useRef, useState } from 'react';
import { badgeKind, type VerifiedFlags } from '@tack/contract/verified-badge';

/** The tooltip's and the modal's content: fetched on first hover, focus or tap, never up front. */
const BadgeDetails = lazy(() => import('./BadgeDetails.tsx'));

/** The badge's outline: a rosette for a merchant, a circle for a domain; the check inside both. */
const SHAPE = {
  merchant: 'M12 1l3 3h5v5l3 3-3 3v5h-5l-3 3-3-3H4v-5l-3-3 3-3V4h5z',
  domain: 'M12 1a11 11 0 110 22 11 11 0 010-22z',
};

/**
 * The verified badge beside a person's name (MC §4 "Verified badge"): the merchant badge when
 * they are a verified merchant, else the domain-verification check when only their identity is
 * (badgeKind). Hover or keyboard focus shows the tooltip, Escape hides it; a click or tap opens
 * the modal. Kept tiny, as it is on every card: its words and overlays load on first use.
 */
export function VerifiedBadge({ person, tabIndex }: { person: VerifiedFlags; tabIndex?: number }) {
  const kind = badgeKind(person);
  const tipId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState<'tip' | 'modal' | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  if (!kind) return null;
  const show = () => {
    clearTimeout(timer.current);
    setOpen((o) => o ?? 'tip');
  };
  // A short grace lets the pointer cross to the tooltip (its Learn more).
  const hide = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen((o) => (o === 'tip' ? null : o)), 150);
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className={`verified-badge verified-badge-${kind}`}
        aria-label={kind === 'merchant' ? 'Verified merchant' : 'Verified domain'}
        aria-describedby={open === 'tip' ? tipId : undefined}
        tabIndex={tabIndex}
        onMouseEnter={show}
        onMouseLeave={hide}
        onFocus={(e) => e.currentTarget.matches(':focus-visible') && show()}
        onBlur={hide}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && open === 'tip') {
            e.stopPropagation();
            setOpen(null);
          }
        }}
        onClick={(e) => {
          e.preventDefault();
          e.stopPropagation();
          setOpen('modal');
        }}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path fill="currentColor" d={SHAPE[kind]} />
          <path fill="#fff" d="M10.5 16.5L6 12l1.4-1.4 3.1 3.1 6.1-6.1L18 9z" />
        </svg>
      </button>
      {open && (
        <Suspense fallback={null}>
          <BadgeDetails
            kind={kind}
            tipId={tipId}
            anchor={button}
            open={open}
            onTipEnter={show}
            onTipLeave={hide}
            onLearnMore={() => setOpen('modal')}
            onClose={() => {
              setOpen(null);
              button.current?.focus({ preventScroll: true });
            }}
          />
        </Suspense>
      )}
    </>
  );
}
