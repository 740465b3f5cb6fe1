import { PLACEMENTS } from '@tack/contract/placements';
import { Placement } from './Placement.tsx';

/** Placements every page has: the delayed survey, toasts and messages anchored to the header. */
export function GlobalPlacements() {
  return (
    <>
      <Placement id={PLACEMENTS.survey} />
      <Placement id={PLACEMENTS.toast} />
      <Placement id={PLACEMENTS.anchoredHint} />
      <Placement id={PLACEMENTS.tooltip} />
      <Placement id={PLACEMENTS.popover} />
    </>
  );
}
