import type { Pin } from '@tack/contract';
import { useToast } from '../../ui/Toast.tsx';
import { domainText } from '../pins/rules/text.ts';

/**
 * The hover action bar at the bottom of the image: the source link (cut at 12 characters here)
 * and Send. Its buttons appear 800 ms after the bar moves over (CSS transition delay).
 */
export function ActionBar({
  pin,
  showDomain,
  imageHeight,
}: {
  pin: Pin;
  showDomain: boolean;
  imageHeight: number;
}) {
  const toast = useToast();
  return (
    <div className="card-actionbar" style={{ top: imageHeight - 40 }}>
      {showDomain && pin.link && pin.domain && (
        <a
          className="chip"
          href={pin.link}
          target="_blank"
          rel="noopener noreferrer nofollow"
          title={pin.domain}
        >
          {domainText(pin.domain, true)}
        </a>
      )}
      <button
        type="button"
        className="chip"
        aria-label="Send"
        onClick={() => {
          void navigator.clipboard?.writeText(`${location.origin}/pin/${pin.id}/`).catch(() => {});
          toast({ text: 'Link copied' });
        }}
      >
        Send
      </button>
    </div>
  );
}
