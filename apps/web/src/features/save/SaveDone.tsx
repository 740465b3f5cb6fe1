import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { Board } from '@tack/contract';

/** After saving: where the pins went, a link to each, and a way to close the window. */
export function SaveDone({ pins, board }: { pins: { id: string }[]; board: Board | null }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: focus moves to what replaced it, so a screen reader hears it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="save-done" aria-labelledby="save-done-h">
      <h2 id="save-done-h" ref={heading} tabIndex={-1}>
        {pins.length > 1 ? `${pins.length} Pins saved` : 'Saved'}
        {board ? ` to ${board.name}` : ''}
      </h2>
      <ul>
        {pins.map((p, i) => (
          <li key={p.id}>
            <Link to={`/pin/${p.id}/`}>
              {pins.length > 1 ? `See Pin ${i + 1}` : 'See your Pin'}
            </Link>
          </li>
        ))}
      </ul>
      <button className="btn" type="button" onClick={() => window.close()}>
        Close window
      </button>
    </section>
  );
}
