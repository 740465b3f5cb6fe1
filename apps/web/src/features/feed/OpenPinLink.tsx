import { Link } from 'react-router';
import { moveIndex } from '../pins/rules/carousel.ts';

/**
 * "Open Pin": the way to the closeup on a card whose image leaves for the pin's site (§2). It is
 * the card's keyboard stop in the image's place (one of a card's three), shown on hover and
 * focus, and always on a touch screen where the card has no footer (signed out), so the closeup
 * stays one click or tap away. On a carousel the arrow keys move its slides, as the image's link
 * does on other cards. Its name adds the pin's title to the visible words.
 */
export default function OpenPinLink({
  pinId,
  title,
  slotCount,
  index,
  onIndex,
  imageHeight,
  alwaysShown,
}: {
  pinId: string;
  title: string;
  slotCount: number;
  index: number;
  onIndex: (index: number) => void;
  imageHeight: number;
  alwaysShown: boolean;
}) {
  // Above the stats button when the card has one: styles.css (`:has(.card-stats)`).
  const className = alwaysShown ? 'chip card-open-pin is-shown' : 'chip card-open-pin';
  return (
    <Link
      className={className}
      to={slotCount ? `/pin/${pinId}/?slot=${index}` : `/pin/${pinId}/`}
      style={{ top: imageHeight - 8 }}
      // The visible words first, then which pin (WCAG 2.5.3).
      aria-label={`Open Pin: ${title.trim() || 'Pin'}`}
      onKeyDown={(e) => {
        if (!slotCount || (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight')) return;
        e.preventDefault();
        onIndex(moveIndex(index, slotCount, e.key === 'ArrowRight' ? 1 : -1));
      }}
    >
      Open Pin
    </Link>
  );
}
