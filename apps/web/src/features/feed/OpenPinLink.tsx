import { Link } from 'react-router';
import { moveIndex } from '../pins/rules/carousel.ts';

/**
 * "Open Pin": the way to the closeup on a card whose image leaves for the pin's site (§2). It is
 * the card's keyboard stop in the image's place (one of a card's three), shown on hover and
 * focus, and always on a touch screen where the card has no footer (signed out), so the closeup
 * stays one click or tap away. On a carousel the arrow keys move its slides, as the image's link
 * does on other cards.
 */
export function OpenPinLink({
  pinId,
  title,
  slotCount,
  index,
  onIndex,
  imageHeight,
  aboveStats,
  alwaysShown,
}: {
  pinId: string;
  title: string;
  slotCount: number;
  index: number;
  onIndex: (index: number) => void;
  imageHeight: number;
  /** The stats button stands at the image's bottom right: this sits above it. */
  aboveStats: boolean;
  alwaysShown: boolean;
}) {
  const className = [
    'chip',
    'card-open-pin',
    aboveStats && 'above-stats',
    alwaysShown && 'is-shown',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Link
      className={className}
      to={slotCount ? `/pin/${pinId}/?slot=${index}` : `/pin/${pinId}/`}
      style={{ top: imageHeight - 8 }}
      onKeyDown={(e) => {
        if (!slotCount || (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight')) return;
        e.preventDefault();
        onIndex(moveIndex(index, slotCount, e.key === 'ArrowRight' ? 1 : -1));
      }}
    >
      Open Pin<span className="visually-hidden">: {title.trim() || 'Pin'}</span>
    </Link>
  );
}
