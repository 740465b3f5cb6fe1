import { startTransition } from 'react';
import './card.css';

// The same 10,000 items for every page: 236-wide cards, image aspect 1:2 to 2:1 (seeded), and a
// 30 px title line under the coloured box.
export const COLUMN = 236;
export const GUTTER = 16;
export const FOOTER = 30;
export function makeItems(n = 10000) {
  let s = 12345;
  const rnd = () => (s = (s * 16807) % 2147483647) / 2147483647;
  return Array.from({ length: n }, (_, i) => {
    const ratio = 0.5 + rnd() * 1.5;
    return {
      id: `i${i}`,
      width: COLUMN,
      height: Math.round(COLUMN * ratio),
      color: `hsl(${Math.floor(rnd() * 360)},60%,70%)`,
      title: `Item ${i}`,
    };
  });
}
/** Height of a whole card: what masonic would measure and Gestalt's store is filled with. */
export const cardHeight = (item) => item.height + FOOTER;
/**
 * `style`: the absolute position our grid asks its items to carry (the others wrap each card);
 * `cardRef`: our page's impression tracking (ours.jsx).
 */
export function Card({ item, style, cardRef }) {
  return (
    <div data-card="" className="card" style={style} ref={cardRef}>
      <div className="card-image" style={{ height: item.height, background: item.color }} />
      <div className="card-title">{item.title}</div>
    </div>
  );
}

/**
 * Every page loads React, its grid and the items first; the harness then mounts the grid by
 * calling `window.__mount()`, so the mount is measured apart from loading the page's scripts.
 * The mount is a transition, as a page that keeps input responsive renders what is not urgent:
 * React renders it in slices, so a frame over 50 ms is the grid's own blocking work.
 */
export function whenMounted(mount) {
  window.__mount = () => startTransition(mount);
  window.__ready = true;
}
