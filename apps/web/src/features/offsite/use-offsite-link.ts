import { useState, type MouseEvent } from 'react';
import type { OffsiteCheck } from '@tack/contract';
import { linkKind, offsitePath } from '@tack/contract/offsite';

export interface OffsitePin {
  id: string;
  link: string | null;
  isPromoted: boolean;
  isDownstreamPromotion: boolean;
}

// The click's work (the check, the new tab, leaving) comes with the first click: follow-link.ts.
const load = () => import('./follow-link.ts');

/**
 * Following a pin's link through /offsite/ (issue 12): `hrefFor` is the link's address (a new
 * tab or a copied link still passes the server's check), `follow` the click (follow-link.ts),
 * `blocked` the answer the Heads up! modal shows until `dismiss`.
 */
export function useOffsiteLink(pin: OffsitePin, surface: string) {
  const [blocked, setBlocked] = useState<OffsiteCheck | null>(null);
  return {
    hrefFor: (link: string | null) =>
      linkKind(link) === 'offsite' ? offsitePath({ url: link!, pinId: pin.id }) : undefined,
    follow: (e: MouseEvent<HTMLElement>, link: string | null) => {
      // A control inside the link took the click (a carousel arrow).
      if (e.defaultPrevented) return;
      e.preventDefault();
      const click = { at: e.timeStamp, newTab: e.ctrlKey || e.metaKey };
      void load().then((m) => m.followLink(pin, surface, link, click, setBlocked));
    },
    rightClick: (e: MouseEvent<HTMLElement>, link: string | null) => {
      const at = e.timeStamp;
      void load().then((m) => m.rightClick(pin.id, link, at));
    },
    blocked,
    dismiss: () => setBlocked(null),
  };
}
