import { Link } from 'react-router';
import type { Pin } from '@tack/contract';
import { Avatar } from '../../ui/Avatar.tsx';
import { priceLine, scaledHeight } from '../pins/pin-display.ts';
import { cardLabels } from '../pins/rules/labels.ts';
import { ratingStars } from '../pins/rules/rating.ts';
import { gridTitle } from '../pins/rules/text.ts';
import { CardImage } from './CardImage.tsx';
import { ActionBar } from './ActionBar.tsx';
import { useViewer } from '../auth/queries.ts';
import { surfaceShows } from '../pins/rules/surfaces.ts';
import { SignedOutMenu } from './SignedOutMenu.tsx';
import { useLongPress } from './use-long-press.ts';
import { HiddenOverlay } from '../hide/HiddenOverlay.tsx';
import { reasonText, setSourceFollow, unfollowTargetOf } from '../discovery/follow-source.ts';
import { callResource } from '../../api/client.ts';
import { useCallback, useState } from 'react';
import { StarRating } from './StarRating.tsx';
import { CardSaveButton } from '../saving/CardSaveButton.tsx';
import { FavoriteButton } from '../saving/FavoriteButton.tsx';
import { CardMenu } from '../pins/CardMenu.tsx';
import { CARD_WIDTH, cardFooterHeight } from '@tack/contract/card-layout';

// One footer rule for the grid, the card and the server-rendered first page.
export { CARD_WIDTH, cardFooterHeight } from '@tack/contract/card-layout';

export interface CardSelection {
  selected: boolean;
  toggle: () => void;
}

export function PinCard({
  pin,
  selection,
  width = CARD_WIDTH,
  surface = 'AuthHomefeed',
}: {
  pin: Pin;
  selection?: CardSelection;
  width?: number;
  /** Where the card is shown; decides its parts through one table (rules/surfaces.ts). */
  surface?: string;
}) {
  const viewer = useViewer();
  const [menuAt, setMenuAt] = useState<{ x: number; y: number } | null>(null);
  const closeMenu = useCallback(() => setMenuAt(null), []);
  const [hidden, setHidden] = useState(false);
  // A long press on mobile opens the card's menu: the signed-out menu, or the overflow menu.
  const longPress = useLongPress((at) => {
    if (!viewer) setMenuAt(at);
    else
      document
        .querySelector<HTMLButtonElement>(`[data-card="${pin.id}"] [aria-label="More options"]`)
        ?.click();
  });
  const feedback = (undo: boolean) =>
    callResource('PinFeedbackResource', 'update', { pin_id: pin.id, feedback_type: 1, undo }).then(
      () => setHidden(!undo),
      () => {},
    );
  const height = scaledHeight({ width: pin.width, height: pin.height }, width);
  const price = priceLine(pin);
  const stars = ratingStars(
    pin.richSummary?.aggregateRating?.ratingValue,
    pin.richSummary?.aggregateRating?.reviewCount,
    pin.richSummary?.aggregateRating?.bestRating,
  );
  const labels = cardLabels(pin);
  const unfollowTarget = unfollowTargetOf(pin.recommendationReason);
  if (hidden) {
    return (
      <article className="card-wrap">
        <HiddenOverlay
          type="hide"
          height={height + (viewer ? cardFooterHeight(pin) : 0)}
          onUndo={() => void feedback(true)}
          unfollow={
            unfollowTarget
              ? {
                  label: unfollowTarget.label,
                  run: () => setSourceFollow(unfollowTarget.kind, unfollowTarget.id, false),
                }
              : undefined
          }
        />
      </article>
    );
  }
  return (
    <article
      className="card-wrap"
      data-card={pin.id}
      {...longPress}
      onContextMenu={(e) => {
        if (viewer) return;
        e.preventDefault();
        setMenuAt({ x: e.clientX, y: e.clientY });
      }}
    >
      {menuAt && <SignedOutMenu pinId={pin.id} at={menuAt} onClose={closeMenu} />}
      {selection ? (
        <label className="card-select">
          <input type="checkbox" checked={selection.selected} onChange={selection.toggle} />
          <span className="visually-hidden">Select {pin.title || 'Pin'}</span>
        </label>
      ) : (
        surfaceShows(surface, 'save') && (
          <div className="card-actions">
            <CardSaveButton pin={pin} />
          </div>
        )
      )}
      <CardImage pin={pin} width={width} height={height} />
      {!selection && (
        <ActionBar pin={pin} showDomain={surfaceShows(surface, 'domain')} imageHeight={height} />
      )}
      {/* The footer is for signed-in viewers only (spec §4 "Other"). */}
      {viewer && surfaceShows(surface, 'footer') && (
        <div className="card-body" style={{ height: cardFooterHeight(pin) }}>
          <div className="card-footer">
            {pin.title ? <div className="card-title">{gridTitle(pin.title)}</div> : <span />}
            <span>
              {surfaceShows(surface, 'favorite') && <FavoriteButton pin={pin} />}
              {surfaceShows(surface, 'overflow') && (
                <CardMenu
                  pin={pin}
                  onHide={surface === 'AuthHomefeed' ? () => void feedback(false) : undefined}
                />
              )}
            </span>
          </div>
          {pin.richSummary && (
            <div className="card-meta">
              {price && (
                <span className="price">
                  {price.price}
                  {price.original && <s>{price.original}</s>}
                </span>
              )}
              {pin.richSummary.typeName === 'recipe' && (
                <span>{pin.richSummary.displayCookTime}</span>
              )}
              {stars && (
                <StarRating
                  stars={stars}
                  count={pin.richSummary.aggregateRating?.reviewCount ?? 0}
                />
              )}
            </div>
          )}
          {labels.length ? (
            <div className="card-meta">
              <span className="label">{labels.join(' · ')}</span>
            </div>
          ) : (
            <Link
              className="card-meta"
              to={`/${pin.pinner.username}/`}
              title={reasonText(pin.recommendationReason) ?? undefined}
            >
              <Avatar user={pin.pinner} size={24} />
              <span className="card-meta-text">
                {reasonText(pin.recommendationReason) ?? pin.pinner.fullName}
              </span>
            </Link>
          )}
        </div>
      )}
    </article>
  );
}
