import { useEffect, useRef, useState } from 'react';
import { swipeDirection } from '../pins/rules/gestures.ts';
import { Link } from 'react-router';
import type { Pin } from '@tack/contract';
import { gridSrcSet } from '@tack/contract/pin-text';
import { arrows, moveIndex, SECONDARY_CONTENT_MS, SLIDE_MS } from '../pins/rules/carousel.ts';
import { derivedPinType } from '../pins/rules/pin-type.ts';
import { CardMotion } from './CardMotion.tsx';
import { UnavailableIdeaPin } from '../pins/UnavailableIdeaPin.tsx';
import { cardLinkName, motionDuration, withSlotTitle } from './card-link-name.ts';

/** Where a card's image goes when it leaves for the pin's site (§2), and how it says so. */
export interface CardOut {
  /** The /offsite/ address of the current link: a new tab or a copied link still passes the check. */
  href: string;
  /** The link's host, for the link's name ("…, visit example.com"). */
  domain: string | null;
  onClick: (e: React.MouseEvent<HTMLElement>) => void;
  onContextMenu: (e: React.MouseEvent<HTMLElement>) => void;
}

/**
 * The card's image: the dominant colour until it loads, a scrim that fades in on hover; for
 * carousels a track of the slots that slides to the current one, with arrows (left above index
 * 0, right below the last slot), dots, swipes, and the slot's title shown for 4 s after each
 * change. A click opens the pin (carousels: the parent pin with the slot), or, for a pin with an
 * off-site link (`out`), leaves for it through /offsite/ (§2); then the card's "Open Pin" link
 * (OpenPinLink) is its keyboard stop and the image is a pointer target only.
 */
export function CardImage({
  pin,
  width,
  height,
  title,
  alt,
  index,
  onIndex,
  out,
  keyboardFocus,
}: {
  pin: Pin;
  width: number;
  height: number;
  title: string;
  alt: string;
  /** The carousel's current slot, kept by the card (its link is the card's source link). */
  index: number;
  onIndex: (index: number) => void;
  /** Set when a click on the image leaves for the pin's site (cardClickLeaves). */
  out?: CardOut;
  /** The card holds keyboard focus (its image link, Open Pin, Save…): motion plays. */
  keyboardFocus: boolean;
}) {
  const slots = pin.carouselData?.slots ?? [];
  const [secondary, setSecondary] = useState(slots.length > 0);
  useEffect(() => {
    if (!slots.length) return;
    setSecondary(true);
    const t = window.setTimeout(() => setSecondary(false), SECONDARY_CONTENT_MS);
    return () => window.clearTimeout(t);
  }, [index, slots.length]);
  const type = derivedPinType({
    richSummary: pin.richSummary,
    videos: pin.videos,
    embedType: pin.embed?.type ?? null,
    storyPinData: pin.storyPinData,
  });
  // Motion plays while a mouse hovers the card or the card has keyboard focus (desktop).
  const [hovered, setHovered] = useState(false);
  const go = (step: 1 | -1) => (e: React.MouseEvent) => {
    e.preventDefault();
    onIndex(moveIndex(index, slots.length, step));
  };
  const show = arrows(index, slots.length);
  const touch = useRef<{ x: number; y: number; t: number } | null>(null);
  const removed = pin.storyPinData?.isDeleted;
  const name = removed
    ? 'Unavailable, Removed by the creator'
    : cardLinkName(
        withSlotTitle(title, secondary ? slots[index]?.title : undefined),
        type,
        motionDuration(pin),
      );
  const image = (
    <div
      className={slots.length ? 'card-image is-carousel' : 'card-image'}
      style={{ backgroundColor: pin.dominantColor, height }}
      onTouchStart={(e) => {
        const t = e.touches[0];
        if (t) touch.current = { x: t.clientX, y: t.clientY, t: e.timeStamp };
      }}
      onTouchEnd={(e) => {
        const start = touch.current;
        const t = e.changedTouches[0];
        touch.current = null;
        if (!start || !t || !slots.length) return;
        // A left swipe moves forward, a right swipe back (spec §4).
        const dir = swipeDirection(t.clientX - start.x, t.clientY - start.y, e.timeStamp - start.t);
        if (dir) {
          e.preventDefault();
          onIndex(moveIndex(index, slots.length, dir === 'forward' ? 1 : -1));
        }
      }}
    >
      {removed ? (
        <UnavailableIdeaPin />
      ) : slots.length ? (
        <div
          className="carousel-track"
          style={{
            transform: `translateX(${-index * 100}%)`,
            transition: `transform ${SLIDE_MS}ms ease`,
          }}
        >
          {slots.map((s, i) => (
            <img
              key={s.slotId}
              src={s.images['236x'].url}
              srcSet={gridSrcSet(s.images)}
              width={width}
              height={height}
              alt={i === index ? alt : ''}
              aria-hidden={i === index ? undefined : true}
              style={{ backgroundColor: s.dominantColor }}
              loading="lazy"
            />
          ))}
        </div>
      ) : (
        <img
          src={pin.images['236x'].url}
          srcSet={gridSrcSet(pin.images)}
          width={width}
          height={height}
          alt={alt}
          loading="lazy"
        />
      )}
      {!removed && <CardMotion pin={pin} active={hovered || keyboardFocus} />}
      <span className="card-overlay" aria-hidden="true" />
      {/* Before the type badge: the link's name reads the slot title, then the kind. */}
      {slots.length > 0 && secondary && (
        <>
          <div className="slot-title" aria-hidden="true">
            {slots[index]?.title}
          </div>
          {/* The two labels are separate words: without a space between them the link's text
                runs "(1/3)Recipe", which is not in its name "…(1/3), Recipe" (WCAG 2.5.3, axe
                label-content-name-mismatch reads the text nodes joined as they are). */}{' '}
        </>
      )}
      {(type === 'product' || type === 'recipe') && (
        <span className="pin-type" aria-hidden="true">
          {type === 'product' ? 'Product' : 'Recipe'}
        </span>
      )}
      {slots.length > 0 && (
        <>
          {show.left && (
            <button
              type="button"
              className="carousel-arrow left"
              tabIndex={-1}
              // Pointer-only: the focused card's arrow keys change slides, and inside the link
              // a named button would put "View Next" in the link's visible text (axe
              // label-content-name-mismatch).
              aria-hidden="true"
              aria-label="View Previous"
              onClick={go(-1)}
            >
              ‹
            </button>
          )}
          {show.right && (
            <button
              type="button"
              className="carousel-arrow right"
              tabIndex={-1}
              aria-hidden="true"
              aria-label="View Next"
              onClick={go(1)}
            >
              ›
            </button>
          )}
          <div className="dots" aria-label={`Image ${index + 1} of ${slots.length}`}>
            {slots.map((s, i) => (
              <span key={s.slotId} className={i === index ? 'on' : ''} />
            ))}
          </div>
        </>
      )}
    </div>
  );
  return (
    <Link
      className="card"
      // A pin with a link: its /offsite/ address, followed as a page load, not a route.
      to={out ? out.href : slots.length ? `/pin/${pin.id}/?slot=${index}` : `/pin/${pin.id}/`}
      reloadDocument={!!out}
      // The name says where the click goes; the visible text (a slot title, a badge) leads it.
      aria-label={out ? `${name}, visit ${out.domain ?? 'site'}` : name}
      // Leaving, the image is a pointer target: "Open Pin" is the card's keyboard stop.
      tabIndex={out ? -1 : undefined}
      rel={out ? 'nofollow' : undefined}
      onClick={out?.onClick}
      onContextMenu={out?.onContextMenu}
      data-pin-type={type}
      onPointerEnter={(e) => e.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      // A carousel's slots change with the arrow keys: its arrow buttons are not tab stops.
      onKeyDown={(e) => {
        if (!slots.length || (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight')) return;
        e.preventDefault();
        onIndex(moveIndex(index, slots.length, e.key === 'ArrowRight' ? 1 : -1));
      }}
    >
      {image}
    </Link>
  );
}
