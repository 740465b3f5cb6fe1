import { useEffect, useState } from 'react';
import { cardLabels } from '@tack/contract/card-layout';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { ApiError, callResource } from '../../api/client.ts';
import { useTitle } from '../../app/use-title.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { NotFound } from '../../app/NotFound.tsx';
import { LoadFailed } from '../../app/ErrorPage.tsx';
import { isPinId } from './pin-id.ts';
import { FeedGrid } from '../feed/PinGrid.tsx';
import { usePinFeed } from '../feed/queries.ts';
import { merchantOf, priceLine } from './pin-display.ts';
import { availabilityOf } from './product-availability.ts';
import { VideoPlayer } from '../video/VideoPlayer.tsx';
import { UnavailableIdeaPin } from './UnavailableIdeaPin.tsx';
import { StoryPages } from './StoryPages.tsx';
import { timeAgo } from './rules/format.ts';
import { pinText } from '@tack/contract/pin-text';
import { SaveControl } from './SaveControl.tsx';
import { Reactions } from './Reactions.tsx';
import { FavoriteButton } from '../saving/FavoriteButton.tsx';
import { AnnotationScroller } from './AnnotationScroller.tsx';
import { MoreAboutPin } from './MoreAboutPin.tsx';
import { PLACEMENTS } from '@tack/contract/constants';
import { Placement } from '../experiences/Placement.tsx';
import { SURVEY_CLOSE_EVENT } from '../experiences/survey-close.ts';
import { useViewer } from '../auth/queries.ts';
import { showEditButton } from './card-rules.ts';
import './pin-owner.css';
import { countOf } from '../../ui/count.ts';
import { SendButton } from './SendButton.tsx';
import { Comments } from '../comments/Comments.tsx';
import { CloseupMenu } from './CloseupMenu.tsx';
import { overlayText } from '../hide/overlay-rules.ts';
import { VerifiedBadge } from '../verification/VerifiedBadge.tsx';
import { SharedByHeader } from '../invites/SharedByHeader.tsx';
import '../invites/invites.css';
import { linkKind } from '@tack/contract/offsite';
import { OutboundLink } from '../offsite/OutboundLink.tsx';

/** A pin's page; `/pin/{id}/comments` is the same page opened at its comments. */
export function PinPage({ comments = false }: { comments?: boolean }) {
  // Leaving a closeup is a "close": surveys set to show on close (action_trigger 2) appear then.
  useEffect(() => () => void window.dispatchEvent(new Event(SURVEY_CLOSE_EVENT)), []);
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  // `/pin/abc/` names no pin: not found at once, without asking the server.
  const validId = isPinId(id);
  const pin = useQuery({
    queryKey: ['pin', id],
    queryFn: () => callResource('PinResource', 'get', { id }),
    retry: false,
    enabled: validId,
  });
  const more = usePinFeed(
    'related',
    { id },
    (bookmark) => callResource('RelatedPinsResource', 'get', { pin_id: id, bookmark }),
    validId,
  );
  const signedIn = useViewer() !== null;
  // Reported or hidden from this closeup: it says so in place of the menu (spec §4, §8).
  const [feedback, setFeedback] = useState<{ pinId: string; type: ClosedType } | null>(null);
  const text = pin.data ? pinText(pin.data) : null;
  useTitle(pin.data ? text!.title || `Pin by ${pin.data.pinner.fullName}` : null);
  if (!validId) return <NotFound what="Pin" />;
  if (pin.isPending) return <p className="empty">Loading…</p>;
  if (pin.isError)
    return pin.error instanceof ApiError && pin.error.status === 404 ? (
      <NotFound what="Pin" />
    ) : (
      <LoadFailed />
    );
  const p = pin.data;
  const price = priceLine(p);
  const merchant = merchantOf(p);
  const availability = availabilityOf(p);
  const labels = cardLabels(p);
  const { title, description, alt } = text!;
  // A carousel pin opens on the slot that was showing on the card.
  const slot = p.carouselData?.slots[Number(params.get('slot') ?? 0)] ?? null;
  const big = (slot ?? p).images['736x'];
  // The slot's link on a carousel, else the pin's: the image, the source link and Visit site
  // leave for it through /offsite/ (issue 12); an image-only pin's image does nothing more.
  const link = slot?.link ?? p.link;
  const leaves = linkKind(link) === 'offsite';
  const img = <img src={big.url} width={big.width} height={big.height} alt={alt} />;
  const image = leaves ? (
    <OutboundLink pin={p} link={link} className="closeup-image-link">
      {img}
    </OutboundLink>
  ) : (
    img
  );
  return (
    <>
      <Placement id={PLACEMENTS.closeup} />
      <section className="closeup" aria-label="Pin">
        <div className="closeup-image" style={{ backgroundColor: p.dominantColor }}>
          {p.videos && !slot ? (
            <VideoPlayer
              videos={p.videos}
              poster={big.url}
              controls
              className="closeup-video"
              label={`Video: ${title || alt}`}
            />
          ) : p.storyPinData?.isDeleted ? (
            <UnavailableIdeaPin />
          ) : p.storyPinData && !slot ? (
            <StoryPages story={p.storyPinData} title={title} />
          ) : (
            image
          )}
          {(p.videoStatus === 'processing' || p.videoStatus === 'failed') && (
            <p className="video-status" role="status">
              {p.videoStatus === 'processing'
                ? 'Your video is processing. Only you can see this Pin until it is ready.'
                : 'This video could not be processed. Only you can see this Pin; delete it and upload the video again.'}
            </p>
          )}
        </div>
        <div className="closeup-body">
          <SharedByHeader pinId={p.id} inviteCode={params.get('invite_code')} />
          <div className="closeup-top">
            {showEditButton(p, signedIn) && (
              <Link className="btn closeup-edit" to={`/pin/${p.id}/edit/`}>
                <span aria-hidden="true">✎</span> Edit Pin
              </Link>
            )}
            <SendButton pinId={p.id} className="btn closeup-send" />
            {feedback?.pinId !== p.id && (
              <CloseupMenu
                pin={p}
                onReported={() => setFeedback({ pinId: p.id, type: 'reported' })}
                onHidden={() => setFeedback({ pinId: p.id, type: 'hiddenForWeightLoss' })}
              />
            )}
            <SaveControl pin={p} />
          </div>
          {feedback?.pinId === p.id && <FeedbackNotice type={feedback.type} />}
          {p.domain && leaves && (
            <p className="closeup-source">
              <OutboundLink pin={p} link={link}>
                {p.domain}
              </OutboundLink>
              <OutboundLink pin={p} link={link} className="btn closeup-visit">
                Visit site
              </OutboundLink>
            </p>
          )}
          <h1>{title || 'Untitled Pin'}</h1>
          {price && (
            <p>
              <span className="price">
                {price.price}
                {price.original && <s>{price.original}</s>}
              </span>
              {merchant && <span className="card-meta-text"> · {merchant}</span>}
              {availability && <span className="card-meta-text"> · {availability}</span>}
            </p>
          )}
          {p.richSummary?.typeName === 'recipe' && <p>Ready in {p.richSummary.displayCookTime}</p>}
          {description && <p>{description}</p>}
          <p className="card-meta-text">
            {countOf(p.saveCount, 'save')} · {p.isRepin ? 'Saved' : 'Created'}{' '}
            <time dateTime={p.createdAt}>{timeAgo(p.createdAt).toLowerCase()}</time>
          </p>
          <AnnotationScroller annotations={p.pinJoin.annotationsWithLinksArray} />
          {p.pinNote && <p className="panel">Note to self: {p.pinNote}</p>}
          <div className="card-footer">
            <Reactions key={p.id} pin={p} />
            <FavoriteButton key={`f${p.id}`} pin={p} />
          </div>
          {labels.length > 0 && <p className="label">{labels.join(' · ')}</p>}
          <span className="name-with-badge">
            <Link className="pinner" to={`/${p.pinner.username}/`}>
              <Avatar user={p.pinner} size={48} />
              <span>
                <strong>{p.pinner.fullName}</strong>
              </span>
            </Link>
            <VerifiedBadge person={p.pinner} />
          </span>
          {p.board && (
            <p>
              Saved to <Link to={p.board.url}>{p.board.name}</Link>
            </p>
          )}
          <MoreAboutPin pin={p} onCloseup />
          <Comments key={p.id} pinId={p.id} focus={comments} />
        </div>
      </section>
      <h2 style={{ textAlign: 'center' }}>More to explore</h2>
      <FeedGrid query={more} surface="RelatedPinGrid" emptyText="No related Pins yet." />
    </>
  );
}

type ClosedType = 'reported' | 'hiddenForWeightLoss';

/** What the closeup says after its pin was reported or hidden; focus comes here (the menu is gone). */
function FeedbackNotice({ type }: { type: ClosedType }) {
  const text = overlayText(type);
  return (
    <p className="panel closeup-reported" role="status" tabIndex={-1} ref={(el) => el?.focus()}>
      <strong>{text.title}</strong> {text.subtitle}
    </p>
  );
}
