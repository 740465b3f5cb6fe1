import { Link } from 'react-router';
import type { Pin } from '@tack/contract';
import {
  cardLabels,
  collectionChips,
  FOOTER_GAP,
  footerHeightFor,
  footerRowHeight,
  footerRows,
  type FooterRow,
} from '@tack/contract/card-layout';
import { merchantOf, priceLine } from '../pins/pin-display.ts';
import { reactionSummary } from '../pins/card-rules.ts';
import { ratingStars } from '../pins/rules/rating.ts';
import { surfaceFooter, surfaceShows } from '../pins/rules/surfaces.ts';
import { domainText, reasonText } from '@tack/contract/pin-text';
import { CardMenu } from '../pins/CardMenu.tsx';
import { FavoriteButton } from '../saving/FavoriteButton.tsx';
import { CardAttribution } from './CardAttribution.tsx';
import { StarRating } from './StarRating.tsx';
import { ReactionIcon } from '../pins/ReactionIcon.tsx';
import { sourceLinkMaxWidth } from '@tack/contract/offsite';
import type { Outbound } from '../offsite/outbound.ts';

interface FooterProps {
  pin: Pin;
  surface: string;
  /** The title as the card shows it (SEO text on a sensitive reason, trimmed, cut at 200). */
  title: string;
  /** The source link: the current carousel slot's, or the pin's. */
  link: string | null;
  /** A coarse pointer (useCoarsePointer), as the grid sized the card with. */
  touch: boolean;
  onHide?: () => void;
  onReport?: () => void;
  /** Sends the source link's click through /offsite/ (the card's useOffsiteLink). */
  outbound: Outbound;
}

/**
 * The card's footer, for signed-in viewers: the rows of `footerRows` (the rule the grid sizes
 * cards with), each at exactly its height, so the footer is as tall as the grid reserved. On
 * touch the rows with controls are 44 px, and so are their controls (`.is-touch`, styles.css).
 */
export function CardFooter(props: FooterProps & { empty?: boolean }) {
  const options = surfaceFooter(props.surface, props.touch);
  return (
    <div
      className={props.touch ? 'card-body is-touch' : 'card-body'}
      style={{ height: footerHeightFor(options)(props.pin), paddingTop: FOOTER_GAP }}
    >
      {/* Empty: the footer's space, kept while its rows wait for the page to be still (card-parts.ts). */}
      {!props.empty &&
        footerRows(props.pin, options).map((row) => (
          <div
            key={row}
            className={`card-row card-row-${row}`}
            style={{ height: footerRowHeight(row, options) }}
          >
            <Row row={row} {...props} />
          </div>
        ))}
    </div>
  );
}

function Row({
  row,
  pin,
  surface,
  title,
  link,
  touch,
  onHide,
  onReport,
  outbound,
}: FooterProps & { row: FooterRow }) {
  const rs = pin.richSummary;
  switch (row) {
    case 'chips':
      return <CollectionChips items={pin.collectionPin?.itemData ?? []} />;
    case 'title':
      return (
        <>
          {/* The closeup, from the title: on a pin with a link the image leaves for its site. A
              pointer target: the card's keyboard stop is its image link or "Open Pin". */}
          {title ? (
            <Link className="card-title" to={`/pin/${pin.id}/`} tabIndex={-1} title={title}>
              {title}
            </Link>
          ) : (
            <div className="card-title" />
          )}
          <span className="card-buttons">
            {/* On touch, Favorite is in the attribution row: two 44 px buttons here are enough. */}
            {!touch && surfaceShows(surface, 'favorite') && (
              <FavoriteButton pin={pin} tabIndex={-1} />
            )}
            <CardMenu
              pin={pin}
              edit={surfaceShows(surface, 'edit')}
              overflow={surfaceShows(surface, 'overflow')}
              send={touch && surfaceShows(surface, 'send')}
              moreInformation={touch && surfaceShows(surface, 'seeMore')}
              onHide={onHide}
              onReport={onReport}
            />
          </span>
        </>
      );
    case 'rich': {
      if (rs?.typeName === 'recipe') return <span>Ready in {rs.displayCookTime}</span>;
      const price = priceLine(pin);
      const merchant = merchantOf(pin);
      return (
        <>
          {price && (
            <span className="price">
              {price.price}
              {price.original && <s>{price.original}</s>}
            </span>
          )}
          {merchant && <span className="card-merchant">{merchant}</span>}
        </>
      );
    }
    case 'rating': {
      const r = rs?.aggregateRating;
      const stars = r ? ratingStars(r.ratingValue, r.reviewCount, r.bestRating) : null;
      return stars && r ? <StarRating stars={stars} count={r.reviewCount} /> : null;
    }
    case 'domain':
      return link && pin.domain ? (
        <a
          className="card-domain"
          tabIndex={-1}
          href={outbound.hrefFor(link)}
          onClick={(e) => outbound.follow(e, link)}
          onContextMenu={(e) => outbound.rightClick(e, link)}
          rel="nofollow"
          title={pin.domain}
          // §5/§9: the source link is 132 px at most.
          style={{ maxWidth: sourceLinkMaxWidth(false) }}
        >
          {domainText(pin.domain)}
        </a>
      ) : null;
    case 'note':
      return (
        <p className="card-note">
          <span className="card-note-label">Note</span> {pin.pinNote.trim()}
        </p>
      );
    case 'reactions': {
      const sum = reactionSummary(pin.reactionCountsData);
      return sum ? (
        <span className="card-reactions">
          <span aria-hidden="true" className="reaction-icons">
            {sum.names.map((name) => (
              <ReactionIcon key={name} name={name} size={14} />
            ))}
          </span>{' '}
          {sum.text}
          <span className="visually-hidden">{sum.total === 1 ? ' reaction' : ' reactions'}</span>
        </span>
      ) : null;
    }
    case 'attribution':
      return <CardAttribution pin={pin} surface={surface} touch={touch} />;
    case 'reason': {
      const reason = reasonText(pin.recommendationReason);
      return (
        <span className="card-meta-text" title={reason ?? undefined}>
          {reason}
        </span>
      );
    }
    case 'labels': {
      const labels = cardLabels(pin).join(' · ');
      return (
        <span className="card-labels label" title={labels}>
          {labels}
        </span>
      );
    }
  }
}

/** A collection pin's first 3 items under its image (only with at least 3, spec §5). */
function CollectionChips({ items }: { items: NonNullable<Pin['collectionPin']>['itemData'] }) {
  const chips = collectionChips(items);
  return (
    <ul className="card-chips" aria-label="Items in this collection">
      {chips.map((item, i) => {
        const image = (
          <img
            src={item.image.url}
            alt=""
            loading="lazy"
            style={{ backgroundColor: item.dominantColor }}
          />
        );
        const label = `Collection item ${i + 1} of ${chips.length}`;
        return (
          <li key={`${item.pinId ?? item.link}-${i}`}>
            {item.pinId ? (
              <Link to={`/pin/${item.pinId}/`} aria-label={label} tabIndex={-1}>
                {image}
              </Link>
            ) : item.link ? (
              <a
                href={item.link}
                tabIndex={-1}
                target="_blank"
                rel="noopener noreferrer nofollow"
                aria-label={label}
              >
                {image}
              </a>
            ) : (
              image
            )}
          </li>
        );
      })}
    </ul>
  );
}
