import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Pin } from '@tack/contract';
import { scrollArrows, scrollStep } from './rules/scroller.ts';

/**
 * The pin's annotations as a row of chips linking to their idea pages; arrows appear when more
 * than 4 px overflow on that side, and each step scrolls half the row (spec §4).
 */
export function AnnotationScroller({
  annotations,
}: {
  annotations: Pin['pinJoin']['annotationsWithLinksArray'];
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [arrows, setArrows] = useState({ left: false, right: false });
  const measure = useCallback(() => {
    const el = ref.current;
    if (el) setArrows(scrollArrows(el.scrollLeft, el.scrollWidth, el.clientWidth));
  }, []);
  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure, annotations]);
  if (!annotations.length) return null;
  const step = (dir: 1 | -1) => {
    const el = ref.current;
    if (el) el.scrollBy({ left: dir * scrollStep(el.clientWidth), behavior: 'smooth' });
  };
  return (
    <nav className="annotations" aria-label="Related interests">
      {arrows.left && (
        <button
          type="button"
          className="annotations-arrow left"
          aria-label="Scroll left"
          onClick={() => step(-1)}
        >
          ‹
        </button>
      )}
      <div className="annotations-row" ref={ref} onScroll={measure} data-testid="annotation-row">
        {annotations.map((a) => (
          <Link key={a.id} className="chip" to={a.url}>
            {a.name}
          </Link>
        ))}
      </div>
      {arrows.right && (
        <button
          type="button"
          className="annotations-arrow right"
          aria-label="Scroll right"
          onClick={() => step(1)}
        >
          ›
        </button>
      )}
    </nav>
  );
}
