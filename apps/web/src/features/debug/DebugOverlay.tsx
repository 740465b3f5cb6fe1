import { memo } from 'react';
import type { Pin } from '@tack/contract';
import { debugLines } from './debug-lines.ts';
import './debug-overlay.css';

/**
 * The employee debug overlay on a card (`deb_`, PC §2): text only, no control, so the card's tab
 * order is what it was; clicks pass through to the card. At the image's bottom edge.
 */
function DebugOverlay({
  pin,
  imageHeight,
  renderedAt,
}: {
  pin: Pin;
  imageHeight: number;
  renderedAt: number;
}) {
  return (
    <dl className="debug-overlay" data-testid="debug-overlay" style={{ top: imageHeight }}>
      {debugLines(pin, renderedAt).map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

// The card re-renders on its menus and hover; the overlay's rows change only with the pin.
export default memo(DebugOverlay);
