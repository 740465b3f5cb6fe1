import { useEffect, useRef, useState } from 'react';
import { swipeDirection } from '../pins/rules/gestures.ts';
import { Link } from 'react-router';
import type { Pin } from '@tack/contract';
import { altTextOf, gridSrcSet } from '../pins/pin-display.ts';
import { arrows, moveIndex, SECONDARY_CONTENT_MS } from '../pins/rules/carousel.ts';
import { derivedPinType } from '../pins/rules/pin-type.ts';
import { CardMotion } from './CardMotion.tsx';

/**
 * The card's image: the dominant colour until it loads; for carousels the current slot, with
 * arrows (left above index 0, right below the last slot), dots, and the slot's title shown for
 * 4 s after each change. A click opens the pin (carousels: the parent pin with the slot).
 */
export function CardImage({ pin, width, height }: { pin: Pin; width: number; height: number }) {
  const slots = pin.carouselData?.slots ?? [];
  const [index, setIndex] = useState(0);
  const [secondary, setSecondary] = useState(slots.length > 0);
  useEffect(() => {
    if (!slots.length) return;
    setSecondary(true);
    const t = window.setTimeout(() => setSecondary(false), SECONDARY_CONTENT_MS);
    return () => window.clearTimeout(t);
  }, [index, slots.length]);
  const slot = slots[index];
  const image = slot ?? pin;
  const type = derivedPinType({
    richSummary: pin.richSummary,
    videos: pin.videos,
    embedType: pin.embed?.type ?? null,
    storyPinData: pin.storyPinData,
  });
  // Motion plays while a mouse hovers the card or the card has keyboard focus (desktop).
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const go = (step: 1 | -1) => (e: React.MouseEvent) => {
    e.preventDefault();
    setIndex((i) => moveIndex(i, slots.length, step));
  };
  const show = arrows(index, slots.length);
  const touch = useRef<{ x: number; y: number; t: number } | null>(null);
  return (
    <Link
      className="card"
      to={slots.length ? `/pin/${pin.id}/?slot=${index}` : `/pin/${pin.id}/`}
      aria-label={pin.title || 'Pin'}
      data-pin-type={type}
      onPointerEnter={(e) => e.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={(e) => setFocused(e.currentTarget.matches(':focus-visible'))}
      onBlur={() => setFocused(false)}
    >
      <div
        className="card-image"
        style={{ backgroundColor: image.dominantColor, height }}
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
          const dir = swipeDirection(
            t.clientX - start.x,
            t.clientY - start.y,
            e.timeStamp - start.t,
          );
          if (dir) {
            e.preventDefault();
            setIndex((i) => moveIndex(i, slots.length, dir === 'forward' ? 1 : -1));
          }
        }}
      >
        <img
          src={image.images['236x'].url}
          srcSet={gridSrcSet(image.images)}
          width={width}
          height={height}
          alt={altTextOf(pin)}
          loading="lazy"
        />
        <CardMotion pin={pin} active={hovered || focused} />
        {(type === 'product' || type === 'recipe') && (
          <span className="pin-type">{type === 'product' ? 'Product' : 'Recipe'}</span>
        )}
        {slots.length > 0 && (
          <>
            {show.left && (
              <button
                type="button"
                className="carousel-arrow left"
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
            {secondary && slot && <div className="slot-title">{slot.title}</div>}
          </>
        )}
      </div>
    </Link>
  );
}
