import { useRef, type ReactNode } from 'react';
import { useAnchoredPlacement } from './use-anchored-placement.ts';
import './tooltip.css';

/**
 * A tooltip beside its anchor (below, else above, inside the window): role "tooltip" with the id
 * the anchor names in `aria-describedby`. The pointer may move onto it (WCAG 1.4.13: hoverable),
 * so it reports entering and leaving; the anchor hides it on Escape and on blur.
 */
export function Tooltip({
  id,
  anchor,
  children,
  onPointerEnter,
  onPointerLeave,
}: {
  id: string;
  anchor: React.RefObject<HTMLElement | null>;
  children: ReactNode;
  onPointerEnter?: () => void;
  onPointerLeave?: () => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const at = useAnchoredPlacement(anchor, box);
  return (
    <div
      ref={box}
      id={id}
      role="tooltip"
      className="tooltip"
      style={at ? { top: at.top, left: at.left } : { visibility: 'hidden', top: 0, left: 0 }}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      {children}
    </div>
  );
}
