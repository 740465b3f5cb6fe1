import { domainText } from '@tack/contract/pin-text';

/**
 * The hover action bar at the bottom of the image: the source link, cut at 12 characters here
 * (the footer has it at 27, and Send). Its buttons appear 800 ms after the bar moves over (CSS
 * transition delay). `link` is the current carousel slot's, or the pin's.
 */
export function ActionBar({
  link,
  domain,
  imageHeight,
}: {
  link: string | null;
  domain: string | null;
  imageHeight: number;
}) {
  if (!link || !domain) return null;
  return (
    <div className="card-actionbar" style={{ top: imageHeight - 40 }}>
      <a
        className="chip"
        // The source link is on the pin page and in the footer; one tab stop per card is enough.
        tabIndex={-1}
        href={link}
        target="_blank"
        rel="noopener noreferrer nofollow"
        title={domain}
      >
        {domainText(domain, true)}
      </a>
    </div>
  );
}
