import { Link } from 'react-router';
import type { Pin } from '@tack/contract';
import { Avatar } from '../../ui/Avatar.tsx';
import { altTextOf, gridSrcSet, priceLine, scaledHeight } from '../pins/pin-display.ts';
import { CardSaveButton } from '../saving/CardSaveButton.tsx';
import { FavoriteButton } from '../saving/FavoriteButton.tsx';
import { CardMenu } from '../pins/CardMenu.tsx';

export const CARD_WIDTH = 236;

/**
 * Footer height the grid reserves, so columns balance without measuring: a two-line title
 * row (40 px) and one 22 px line each for price or cook time, and for pinner or promoter.
 * The footer is rendered at exactly this height.
 */
export const cardFooterHeight = (pin: Pin) => 8 + 40 + 22 * (1 + (pin.richSummary ? 1 : 0));

export interface CardSelection {
  selected: boolean;
  toggle: () => void;
}

export function PinCard({
  pin,
  selection,
  width = CARD_WIDTH,
}: {
  pin: Pin;
  selection?: CardSelection;
  width?: number;
}) {
  const image = pin.carouselData?.slots[0] ?? pin;
  const height = scaledHeight({ width: pin.width, height: pin.height }, width);
  const price = priceLine(pin);
  return (
    <article className="card-wrap">
      {selection ? (
        <label className="card-select">
          <input type="checkbox" checked={selection.selected} onChange={selection.toggle} />
          <span className="visually-hidden">Select {pin.title || 'Pin'}</span>
        </label>
      ) : (
        <div className="card-actions">
          <CardSaveButton pin={pin} />
        </div>
      )}
      <Link className="card" to={`/pin/${pin.id}/`} aria-label={pin.title || 'Pin'}>
        <div className="card-image" style={{ backgroundColor: image.dominantColor, height }}>
          <img
            src={image.images['236x'].url}
            srcSet={gridSrcSet(image.images)}
            width={width}
            height={height}
            alt={altTextOf(pin)}
            loading="lazy"
          />
          {pin.carouselData && (
            <div className="dots" aria-label={`${pin.carouselData.slots.length} images`}>
              {pin.carouselData.slots.map((s) => (
                <span key={s.slotId} />
              ))}
            </div>
          )}
        </div>
      </Link>
      <div className="card-body" style={{ height: cardFooterHeight(pin) }}>
        <div className="card-footer">
          {pin.title ? <div className="card-title">{pin.title}</div> : <span />}
          <span>
            <FavoriteButton pin={pin} />
            <CardMenu pin={pin} />
          </span>
        </div>
        {price && (
          <div className="card-meta">
            <span className="price">
              {price.price}
              {price.original && <s>{price.original}</s>}
            </span>
          </div>
        )}
        {pin.richSummary?.typeName === 'recipe' && (
          <div className="card-meta">{pin.richSummary.displayCookTime}</div>
        )}
        {pin.isPromoted ? (
          <div className="card-meta">
            <span className="label">
              {pin.promoterName ? `Promoted by ${pin.promoterName}` : 'Promoted'}
            </span>
          </div>
        ) : (
          <Link className="card-meta" to={`/${pin.pinner.username}/`}>
            <Avatar user={pin.pinner} size={24} />
            <span>{pin.pinner.fullName}</span>
          </Link>
        )}
      </div>
    </article>
  );
}
