import type { Stars } from '../pins/rules/rating.ts';
import { compactNumber } from '../pins/rules/format.ts';

export function StarRating({ stars, count }: { stars: Stars; count: number }) {
  return (
    <span
      className="stars"
      aria-label={`Rated ${stars.text} out of ${stars.full + stars.half + stars.empty}, ${count} reviews`}
    >
      {/* A half star is a full one half filled: fonts rarely have a half-star glyph. */}
      <span aria-hidden="true">
        {'★'.repeat(stars.full)}
        {stars.half > 0 && <span className="star-half">★</span>}
        {'☆'.repeat(stars.empty)}
      </span>{' '}
      {stars.text} ({compactNumber(count)})
    </span>
  );
}
