import { useCallback, useState, type MouseEvent } from 'react';
import type { OffsiteCheck } from '@tack/contract';
import { blocksNavigation, linkKind, offsitePath, spamCheckEligible } from '@tack/contract/offsite';
import { checkOffsite, logRightClick, nsSince, withTime } from './offsite-client.ts';

export interface OffsitePin {
  id: string;
  link: string | null;
  isPromoted: boolean;
  isDownstreamPromotion: boolean;
}

/** Leaving the page; a function so the browser test can watch it (and nothing else calls it). */
const leave = (target: string) => window.location.assign(target);

/**
 * Following a pin's link (§2, §4 "Blocked link", §7, §8): every outbound click goes through
 * /offsite/. A plain click asks the server first where §5 says the spam check runs: a blocked,
 * suspicious or porn link opens the Heads up! modal and the page stays; a failed check opens
 * the link as it is. Ctrl/cmd-click opens /offsite/ in a new tab (which checks by itself).
 * Empty and hash-only links go nowhere and are logged.
 */
export function useOffsiteLink(pin: OffsitePin, surface: string) {
  const [blocked, setBlocked] = useState<OffsiteCheck | null>(null);
  const hrefFor = useCallback(
    (link: string | null) =>
      linkKind(link) === 'offsite' ? offsitePath({ url: link!, pinId: pin.id }) : undefined,
    [pin.id],
  );
  const follow = useCallback(
    (e: MouseEvent<HTMLElement>, link: string | null) => {
      const kind = linkKind(link);
      e.preventDefault();
      if (kind !== 'offsite') {
        console.info(`Tack: a ${kind} link on pin ${pin.id} was not followed`);
        return;
      }
      const url = link!;
      const clicked = e.timeStamp;
      const direct = offsitePath({ url, pinId: pin.id });
      if (e.ctrlKey || e.metaKey) {
        window.open(withTime(direct, nsSince(clicked)), '_blank', 'noopener');
        return;
      }
      if (!spamCheckEligible({ ...pin, link: url }, surface)) {
        leave(withTime(direct, nsSince(clicked)));
        return;
      }
      checkOffsite(pin.id, url).then(
        (answer) => {
          if (blocksNavigation(answer.redirect_status)) setBlocked(answer);
          else leave(withTime(answer.url, nsSince(clicked)));
        },
        // §8: a failed check (network or error answer) opens the link normally.
        () => leave(url),
      );
    },
    [pin, surface],
  );
  const rightClick = useCallback(
    (e: MouseEvent<HTMLElement>, link: string | null) => {
      if (linkKind(link) === 'offsite') logRightClick(pin.id, link!, nsSince(e.timeStamp));
    },
    [pin.id],
  );
  return {
    follow,
    hrefFor,
    rightClick,
    blocked,
    dismiss: useCallback(() => setBlocked(null), []),
  };
}
