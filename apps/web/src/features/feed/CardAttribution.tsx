import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import type { Pin } from '@tack/contract';
import { reasonText } from '@tack/contract/pin-text';
import { Avatar } from '../../ui/Avatar.tsx';
import { SeeMoreButton } from '../pins/SeeMoreButton.tsx';
import { SendButton } from '../pins/SendButton.tsx';
import { surfaceShows } from '../pins/rules/surfaces.ts';
import { FavoriteButton } from '../saving/FavoriteButton.tsx';

/**
 * The verified badge, loaded only when a card's pinner has one: most cards have none, and the
 * first load's budget (decision 0008) has no room for the badge's code.
 */
const LazyBadge = lazy(() =>
  import('../verification/VerifiedBadge.tsx').then((m) => ({ default: m.VerifiedBadge })),
);
function VerifiedBadge({ person, tabIndex }: { person: Pin['pinner']; tabIndex: number }) {
  if (!person.isVerifiedMerchant && !person.verifiedIdentity.verified) return null;
  return (
    <Suspense fallback={null}>
      <LazyBadge person={person} tabIndex={tabIndex} />
    </Suspense>
  );
}

/** Avatar size in the card's attribution (spec §9: avatar 32). */
export const ATTRIBUTION_AVATAR = 32;

/**
 * The footer's attribution row: the creator's avatar and name (where the surface shows the
 * pinner), under the name why the home feed shows the pin, then Send and See more.
 *
 * On touch (card-layout.ts), a row as tall as a finger: the avatar and name are one link that
 * fills it, then Favorite (moved here from the title row); the reason has its own row under it.
 */
export function CardAttribution({
  pin,
  surface,
  touch,
}: {
  pin: Pin;
  surface: string;
  touch: boolean;
}) {
  const profile = `/${pin.pinner.username}/`;
  const pinner = surfaceShows(surface, 'pinner');
  if (touch)
    return (
      <>
        {pinner && (
          <Link className="card-pinner" to={profile} tabIndex={-1}>
            <Avatar user={pin.pinner} size={ATTRIBUTION_AVATAR} />
            <span className="card-name">{pin.pinner.fullName}</span>
          </Link>
        )}
        {pinner && <VerifiedBadge person={pin.pinner} tabIndex={-1} />}
        <span className="card-buttons">
          {surfaceShows(surface, 'favorite') && <FavoriteButton pin={pin} tabIndex={-1} />}
        </span>
      </>
    );
  const reason = reasonText(pin.recommendationReason);
  return (
    <>
      {pinner && (
        <Link className="card-avatar" to={profile} tabIndex={-1} aria-hidden="true">
          <Avatar user={pin.pinner} size={ATTRIBUTION_AVATAR} />
        </Link>
      )}
      <div className="card-attribution-text">
        {pinner && (
          <span className="card-name-row">
            <Link className="card-name" to={profile} tabIndex={-1}>
              {pin.pinner.fullName}
            </Link>
            <VerifiedBadge person={pin.pinner} tabIndex={-1} />
          </span>
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
