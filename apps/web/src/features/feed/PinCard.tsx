import { lazy, Suspense, useCallback, useState, type CSSProperties } from 'react';
import type { Pin } from '@tack/contract';
import { CARD_WIDTH, footerHeightFor } from '@tack/contract/card-layout';
import { scaledHeight } from '../pins/pin-display.ts';
import { currentLink } from '../pins/rules/carousel.ts';
import { pinText } from '@tack/contract/pin-text';
import { surfaceFooter, surfaceShows } from '../pins/rules/surfaces.ts';
import { useViewer } from '../auth/queries.ts';
import { setSourceFollow, unfollowTargetOf } from '../discovery/follow-source.ts';
import { HIDE_SURFACES } from '../hide/hide-surfaces.ts';
import type { FeedbackType } from '../hide/overlay-rules.ts';
import { CardSaveButton } from '../saving/CardSaveButton.tsx';
import { CardImage } from './CardImage.tsx';
import { ActionBar } from './ActionBar.tsx';
import { CardFooter } from './CardFooter.tsx';
import { useLongPress } from './use-long-press.ts';
import { useCardParts } from './card-parts.ts';
import { useCoarsePointer } from '../../ui/use-coarse-pointer.ts';
import { logCarouselSwipe, useImpressionRef } from '../events/use-impression.ts';
import { cardClickLeaves } from '@tack/contract/offsite';
import { useOffsiteLink } from '../offsite/use-offsite-link.ts';
import { hasDebugParam } from '@tack/contract/debug-rules';
import './card-select.css';

// What stands in for a hidden card, and the report dialog: fetched when Hide Pin or Report Pin
// is chosen, not with the first page (one chunk, one import).
const loadOverlay = () => import('../hide/HiddenOverlay.tsx');
const HiddenOverlay = lazy(() => loadOverlay().then((m) => ({ default: m.HiddenOverlay })));
const ReportDialog = lazy(() => loadOverlay().then((m) => ({ default: m.ReportDialog })));
// The signed-out menu comes with a right-click or a long press.
const SignedOutMenu = lazy(() => import('./SignedOutMenu.tsx'));
// The blocked-link warning comes with the first blocked click.
const BlockedLinkDialog = lazy(() =>
  import('../offsite/BlockedLinkDialog.tsx').then((m) => ({ default: m.BlockedLinkDialog })),
);
// "Open Pin", on cards whose image leaves for the pin's site: fetched with the first such card.
const OpenPinLink = lazy(() => import('./OpenPinLink.tsx'));
// The stats button: only the viewer's own pins carry figures, so its code waits for one.
const CardStats = lazy(() => import('../stats/CardStats.tsx'));
// The employees' `deb_` overlay (PC §2): its code only for an employee who asked.
const DebugOverlay = lazy(() => import('../debug/DebugOverlay.tsx'));

export interface CardSelection {
  selected: boolean;
  toggle: () => void;
}

/**
 * A pin in a grid: the image (with its hover overlay, save and board buttons, action bar) and,
 * for signed-in viewers, the footer. `surface` names where the card is shown; the parts it shows
 * come from one table (rules/surfaces.ts), and so does the footer height the grid reserves.
 */
export function PinCard({
  pin,
  selection,
  width = CARD_WIDTH,
  surface = 'AuthHomefeed',
  style,
}: {
  pin: Pin;
  selection?: CardSelection;
  width?: number;
  surface?: string;
  /** The card's place in a grid, for its root element (the grid adds no wrapper of its own). */
  style?: CSSProperties;
}) {
  const viewer = useViewer();
  // When this card first rendered on this page: the debug overlay's client timing.
  const [renderedAt] = useState(() => performance.now());
  const debugOn = Boolean(viewer?.isEmployee) && hasDebugParam(window.location.search);
  // Impressions by milestone (§9), through the grid's one shared observer.
  const impressionRef = useImpressionRef(pin);
  // The grid reserved the footer's height for the same pointer (PinGrid).
  const touch = useCoarsePointer();
  // Mounted while the page scrolls: the save button and footer come once it is still.
  const [partsShown, showParts] = useCardParts();
  const [menuAt, setMenuAt] = useState<{ x: number; y: number } | null>(null);
  // Keyboard focus anywhere in the card plays its motion, as a hover does (CardImage).
  const [keyboardFocus, setKeyboardFocus] = useState(false);
  const closeMenu = useCallback(() => setMenuAt(null), []);
  // The feedback overlay that stands in for the card: after Hide Pin, or after a report.
  const [hidden, setHidden] = useState<FeedbackType | null>(null);
  const [reporting, setReporting] = useState(false);
  // The carousel's current slot: it picks the link the card's source links lead to.
  const [index, setIndex] = useState(0);
  // A move to another slot (swipe, arrow, arrow keys) is logged (MC §7, 108).
  const moveTo = (to: number) => {
    if (pin.carouselData) logCarouselSwipe(pin.id, pin.carouselData, index, to);
    setIndex(to);
  };
  // A long press on mobile opens the card's menu: the signed-out menu, or the overflow menu.
  const longPress = useLongPress((at) => {
    if (!viewer) setMenuAt(at);
    else
      document
        .querySelector<HTMLButtonElement>(`[data-card="${pin.id}"] [aria-label="More options"]`)
        ?.click();
  });
  // The request goes out from the overlay's chunk: the first load carries no hide code.
  const feedback = (undo: boolean) =>
    loadOverlay()
      .then((m) =>
        m.sendHide({
          surface,
          pinId: pin.id,
          undo,
          query: new URLSearchParams(window.location.search).get('q') ?? '',
        }),
      )
      .then(
        (type) => setHidden(undo ? null : type),
        () => {},
      );
  const height = scaledHeight({ width: pin.width, height: pin.height }, width);
  const footer = viewer !== null && surfaceShows(surface, 'footer');
  const text = pinText(pin);
  const link = currentLink(pin.carouselData?.slots ?? [], index, pin.link);
  const unfollowTarget = unfollowTargetOf(pin.recommendationReason);
  // Outbound clicks (source links, the image of a pin with a link) go through /offsite/ (§2).
  const outbound = useOffsiteLink(pin, surface);
  const leaves = !selection && !pin.storyPinData?.isDeleted && cardClickLeaves(link);
  if (hidden) {
    return (
      <article className="card-wrap" style={style}>
        <Suspense fallback={null}>
          <HiddenOverlay
            type={hidden}
            height={height + (footer ? footerHeightFor(surfaceFooter(surface, touch))(pin) : 0)}
            onUndo={() => void feedback(true)}
            unfollow={
              unfollowTarget
                ? {
                    label: unfollowTarget.label,
                    run: () => setSourceFollow(unfollowTarget.kind, unfollowTarget.id, false),
                  }
                : undefined
            }
          />
        </Suspense>
      </article>
    );
  }
  return (
    <article
      ref={impressionRef}
      className="card-wrap"
      style={style}
      data-card={pin.id}
      {...longPress}
      onFocus={(e) => {
        setKeyboardFocus(e.target.matches(':focus-visible'));
        showParts();
      }}
      onBlur={() => setKeyboardFocus(false)}
      onContextMenu={(e) => {
        if (viewer) return;
        e.preventDefault();
        setMenuAt({ x: e.clientX, y: e.clientY });
      }}
    >
      {reporting && (
        <Suspense fallback={null}>
          <ReportDialog
            pinId={pin.id}
            from={surface}
            onReported={() => setHidden('reported')}
            onClose={() => setReporting(false)}
          />
        </Suspense>
      )}
      {outbound.blocked && (
        <Suspense fallback={null}>
          <BlockedLinkDialog check={outbound.blocked} onClose={outbound.dismiss} />
        </Suspense>
      )}
      {menuAt && (
        <Suspense fallback={null}>
          <SignedOutMenu pinId={pin.id} at={menuAt} onClose={closeMenu} />
        </Suspense>
      )}
      {selection ? (
        <label className="card-select">
          <input type="checkbox" checked={selection.selected} onChange={selection.toggle} />
          <span className="visually-hidden">Select {text.title || 'Pin'}</span>
        </label>
      ) : (
        <div className="card-actions">
          {partsShown && <CardSaveButton pin={pin} surface={surface} />}
        </div>
      )}
      <CardImage
        pin={pin}
        width={width}
        height={height}
        title={text.title}
        alt={text.alt}
        index={index}
        onIndex={moveTo}
        keyboardFocus={keyboardFocus}
        out={
          leaves
            ? {
                href: outbound.hrefFor(link)!,
                domain: pin.domain,
                onClick: (e) => outbound.follow(e, link),
                onContextMenu: (e) => viewer && outbound.rightClick(e, link),
              }
            : undefined
        }
      />
      {!selection && surfaceShows(surface, 'domain') && (
        <ActionBar link={link} domain={pin.domain} imageHeight={height} outbound={outbound} />
      )}
      {debugOn && (
        <Suspense fallback={null}>
          <DebugOverlay pin={pin} imageHeight={height} renderedAt={renderedAt} />
        </Suspense>
      )}
      {leaves && (
        <Suspense fallback={null}>
          <OpenPinLink
            pinId={pin.id}
            title={text.title}
            slotCount={pin.carouselData?.slots.length ?? 0}
            index={index}
            onIndex={moveTo}
            imageHeight={height}
            alwaysShown={touch && !footer}
          />
        </Suspense>
      )}
      {!selection && pin.aggregatedPinData.creatorAnalytics && (
        <Suspense fallback={null}>
          <CardStats pin={pin} surface={surface} imageHeight={height} />
        </Suspense>
      )}
      {/* The footer is for signed-in viewers only (spec §4 "Other"). */}
      {footer && (
        <CardFooter
          pin={pin}
          surface={surface}
          title={text.title}
          link={link}
          touch={touch}
          onHide={HIDE_SURFACES.has(surface) ? () => void feedback(false) : undefined}
          onReport={() => setReporting(true)}
          outbound={outbound}
          empty={!partsShown}
        />
      )}
    </article>
  );
}
