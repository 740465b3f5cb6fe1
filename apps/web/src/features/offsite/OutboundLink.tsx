import type { ReactNode } from 'react';
import { BlockedLinkDialog } from './BlockedLinkDialog.tsx';
import './offsite.css';
import { useOffsiteLink, type OffsitePin } from './use-offsite-link.ts';

/**
 * A link to a pin's site, through /offsite/ (the closeup's image, source link and Visit site):
 * checked before leaving, with the Heads up! modal when the link is blocked.
 */
export function OutboundLink({
  pin,
  link,
  surface = 'closeup',
  className,
  label,
  children,
}: {
  pin: OffsitePin;
  link: string | null;
  surface?: string;
  className?: string;
  /** The link's name when its content is not text (the closeup image). */
  label?: string;
  children: ReactNode;
}) {
  const outbound = useOffsiteLink(pin, surface);
  return (
    <>
      <a
        className={className}
        href={outbound.hrefFor(link)}
        onClick={(e) => outbound.follow(e, link)}
        onContextMenu={(e) => outbound.rightClick(e, link)}
        rel="nofollow"
        aria-label={label}
      >
        {children}
      </a>
      {outbound.blocked && (
        <BlockedLinkDialog check={outbound.blocked} onClose={outbound.dismiss} />
      )}
    </>
  );
}
