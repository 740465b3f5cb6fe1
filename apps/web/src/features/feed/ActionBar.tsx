import { domainText } from '@tack/contract/pin-text';
import { sourceLinkMaxWidth } from '@tack/contract/offsite';
import type { Outbound } from '../offsite/outbound.ts';

/**
 * The hover action bar at the bottom of the image: the source link, cut at 12 characters here
 * (the footer has it at 27, and Send). Its buttons appear 800 ms after the bar moves over (CSS
 * transition delay). `link` is the current carousel slot's, or the pin's.
 */
export function ActionBar({
  link,
  domain,
  imageHeight,
  outbound,
}: {
  link: string | null;
  domain: string | null;
  imageHeight: number;
  /** Sends the click through /offsite/ (the card's useOffsiteLink). */
  outbound: Outbound;
}) {
  if (!link || !domain) return null;
  return (
    <div className="card-actionbar" style={{ top: imageHeight - 40 }}>
      <a
        className="chip"
        // The source link is on the pin page and in the footer; one tab stop per card is enough.
        tabIndex={-1}
        href={outbound.hrefFor(link)}
        onClick={(e) => outbound.follow(e, link)}
        onContextMenu={(e) => outbound.rightClick(e, link)}
        rel="nofollow"
        title={domain}
        // §5/§9: the source link is cut short here (12 characters), so 87 px at most.
        style={{ maxWidth: sourceLinkMaxWidth(true) }}
      >
        {domainText(domain, true)}
      </a>
    </div>
  );
}
