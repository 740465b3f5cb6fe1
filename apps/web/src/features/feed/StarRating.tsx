import type { Stars } from '../pins/rules/rating.ts';
import { compactNumber } from '../pins/rules/format.ts';

export function StarRating({ stars, count }: { stars: Stars; count: number }) {
  const glyphs = '★'.repeat(stars.full) + (stars.half ? '⯪' : '') + '☆'.repeat(stars.empty);
  return (
    <span
      className="stars"
      aria-label={`Rated ${stars.text} out of ${stars.full + stars.half + stars.empty}, ${count} reviews`}
    >
      <span aria-hidden="true">{glyphs}</span> {stars.text} ({compactNumber(count)})
    </span>
  );
}
