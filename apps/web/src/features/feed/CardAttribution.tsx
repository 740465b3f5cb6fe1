import { Link } from 'react-router';
import type { Pin } from '@tack/contract';
import { Avatar } from '../../ui/Avatar.tsx';
import { reasonText } from '../discovery/follow-source.ts';
import { SeeMoreButton } from '../pins/SeeMoreButton.tsx';
import { SendButton } from '../pins/SendButton.tsx';
import { surfaceShows } from '../pins/rules/surfaces.ts';

/** Avatar size in the card's attribution (spec §9: avatar 32). */
export const ATTRIBUTION_AVATAR = 32;

/**
 * The footer's attribution row: the creator's avatar and name (where the surface shows the
 * pinner), under the name why the home feed shows the pin, then Send and See more.
 */
export function CardAttribution({ pin, surface }: { pin: Pin; surface: string }) {
  const reason = reasonText(pin.recommendationReason);
  const profile = `/${pin.pinner.username}/`;
  const pinner = surfaceShows(surface, 'pinner');
  return (
    <>
      {pinner && (
        <Link className="card-avatar" to={profile} tabIndex={-1} aria-hidden="true">
          <Avatar user={pin.pinner} size={ATTRIBUTION_AVATAR} />
        </Link>
      )}
      <div className="card-attribution-text">
        {pinner && (
          <Link className="card-name" to={profile} tabIndex={-1}>
            {pin.pinner.fullName}
          </Link>
        )}
        {reason && (
          <span className="card-meta-text" title={reason}>
            {reason}
          </span>
        )}
      </div>
      <span className="card-buttons">
        {surfaceShows(surface, 'send') && <SendButton pinId={pin.id} tabIndex={-1} />}
        {surfaceShows(surface, 'seeMore') && <SeeMoreButton pin={pin} tabIndex={-1} />}
      </span>
    </>
  );
}
