import type { RefObject } from 'react';
import { Link } from 'react-router';
import type { BadgeKind } from '@tack/contract/verified-badge';
import { BADGE_TEXT } from './badge-text.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { Tooltip } from '../../ui/Tooltip.tsx';
import './verified-badge.css';

/** The badge's tooltip (§8's text with Learn more) and its modal: loaded when first needed. */
export default function BadgeDetails(props: {
  kind: BadgeKind;
  tipId: string;
  anchor: RefObject<HTMLButtonElement | null>;
  open: 'tip' | 'modal';
  onTipEnter: () => void;
  onTipLeave: () => void;
  onLearnMore: () => void;
  onClose: () => void;
}) {
  const merchant = props.kind === 'merchant';
  return (
    <>
      {props.open === 'tip' && (
        <Tooltip
          id={props.tipId}
          anchor={props.anchor}
          onPointerEnter={props.onTipEnter}
          onPointerLeave={props.onTipLeave}
        >
          {merchant ? BADGE_TEXT.tooltip : BADGE_TEXT.domainTooltip}{' '}
          <button type="button" className="link" tabIndex={-1} onClick={props.onLearnMore}>
            {BADGE_TEXT.learnMore}
          </button>
        </Tooltip>
      )}
      {props.open === 'modal' && (
        <Dialog
          title={merchant ? BADGE_TEXT.merchantTitle : BADGE_TEXT.domainTitle}
          onClose={props.onClose}
        >
          <div className="badge-modal">
            <svg
              className={`badge-modal-icon verified-badge-${props.kind}`}
              viewBox="0 0 24 24"
              width="48"
              height="48"
              role="img"
              aria-label={merchant ? BADGE_TEXT.merchantIcon : BADGE_TEXT.domainIcon}
            >
              <circle cx="12" cy="12" r="11" fill="currentColor" />
              <path fill="#fff" d="M10.7 16.6l-4.4-4.4 1.4-1.4 3 3 6-6 1.4 1.4z" />
            </svg>
            {merchant ? (
              <p>
                {BADGE_TEXT.tooltip}. The people who run this Tack checked this account: it sells
                under its own name, describes its products honestly and answers its customers.
              </p>
            ) : (
              <p>
                {BADGE_TEXT.domainTooltip}: it published a code we gave it in its website's DNS or
                on its home page, or the people who run this Tack confirmed it.
              </p>
            )}
            <p>
              Your own website can show this check too:{' '}
              <Link to="/settings/verification" onClick={props.onClose}>
                verify your domain
              </Link>
              .
            </p>
            <div className="save-row">
              <button type="button" className="btn btn-primary" onClick={props.onClose}>
                Got it
              </button>
            </div>
          </div>
        </Dialog>
      )}
    </>
  );
}
