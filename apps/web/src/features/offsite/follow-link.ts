import type { OffsiteCheck } from '@tack/contract';
import { linkKind, offsitePath } from '@tack/contract/offsite';
import { blocksNavigation, spamCheckEligible } from '@tack/contract/offsite-status';
import { checkOffsite, logRightClick, nsSince, withTime } from './offsite-client.ts';
import type { OffsitePin } from './use-offsite-link.ts';

/** Leaving the page. */
const leave = (target: string) => window.location.assign(target);

/**
 * What a click on a pin's link does (§2, §4 "Blocked link", §7, §8), loaded with the first
 * click so the first page carries none of it. Empty and hash-only (and non-http) links go
 * nowhere and are logged. Ctrl/cmd-click opens /offsite/ in a new tab (which checks by itself;
 * the click is still within the browser's user-activation window). A plain click asks the
 * server first where §5 says the spam check runs: blocked, suspicious or porn opens the Heads
 * up! modal (`onBlocked`) and the page stays; a failed check opens the link as it is.
 */
export function followLink(
  pin: OffsitePin,
  surface: string,
  link: string | null,
  click: { at: number; newTab: boolean },
  onBlocked: (check: OffsiteCheck) => void,
): void {
  const kind = linkKind(link);
  if (kind !== 'offsite') {
    console.info(`Tack: a ${kind} link on pin ${pin.id} was not followed`);
    return;
  }
  const url = link!;
  const direct = offsitePath({ url, pinId: pin.id });
  if (click.newTab) {
    window.open(withTime(direct, nsSince(click.at)), '_blank', 'noopener');
    return;
  }
  if (!spamCheckEligible({ ...pin, link: url }, surface)) {
    leave(withTime(direct, nsSince(click.at)));
    return;
  }
  checkOffsite(pin.id, url).then(
    (answer) => {
      if (blocksNavigation(answer.redirect_status)) onBlocked(answer);
      else leave(withTime(answer.url, nsSince(click.at)));
    },
    // §8: a failed check (network or error answer) opens the link normally.
    () => leave(url),
  );
}

/** §7: a right-click on an http(s) link is logged as a clickthrough. */
export function rightClick(pinId: string, link: string | null, at: number): void {
  if (linkKind(link) === 'offsite') logRightClick(pinId, link!, nsSince(at));
}
