import { useState } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import type { Pin } from '@tack/contract';
import { servedToBot } from '../../app/served-to-bot.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { Avatar } from '../../ui/Avatar.tsx';
import { useViewer } from '../auth/queries.ts';
import { totalReactions } from './card-rules.ts';
import { drawerPlan, type DrawerContext } from '@tack/contract/drawer';
import { pinText } from '@tack/contract/pin-text';
import { countOf } from '../../ui/count.ts';

/** "More about this Pin" for signed-out visitors (bots get its content visually hidden). */
export function MoreAboutPin({ pin, onCloseup }: { pin: Pin; onCloseup: boolean }) {
  const viewer = useViewer();
  const [open, setOpen] = useState(false);
  const ctx = { signedIn: Boolean(viewer), isBot: servedToBot(), onCloseup };
  const plan = planFor(pin, ctx);
  if (!plan.offered) return null;
  if (plan.hidden)
    return (
      <div className="visually-hidden">
        <PinInfo pin={pin} ctx={ctx} />
      </div>
    );
  return (
    <>
      <button type="button" className="btn" onClick={() => setOpen(true)}>
        More about this Pin
      </button>
      {open && (
        <Dialog title="More about this Pin" onClose={() => setOpen(false)}>
          <PinInfo pin={pin} ctx={ctx} />
        </Dialog>
      )}
    </>
  );
}

/**
 * The card's "More information" modal (SeeMoreButton.tsx opens it): the drawer's sections,
 * portalled to the page, out of the grid's positioned cards.
 */
export function MoreInformationDialog({ pin, onClose }: { pin: Pin; onClose: () => void }) {
  return createPortal(
    <Dialog title="More information" onClose={onClose}>
      <PinInfo pin={pin} ctx={{ signedIn: true, isBot: false, onCloseup: false }} />
    </Dialog>,
    document.body,
  );
}

function planFor(pin: Pin, ctx: DrawerContext) {
  return drawerPlan(
    {
      description: pinText(pin).description ?? '',
      saveCount: pin.saveCount,
      likeCount: totalReactions(pin),
      hasPinner: Boolean(pin.pinner),
      interestNames: pin.pinJoin.annotationsWithLinksArray.map((a) => a.name),
      boardUrl: pin.board?.url ?? null,
    },
    ctx,
  );
}

/** The sections: social proof, description, creator, board, related interests (MC §2.3). */
function PinInfo({ pin, ctx }: { pin: Pin; ctx: DrawerContext }) {
  const [expanded, setExpanded] = useState(false);
  const plan = planFor(pin, ctx);
  const full = pinText(pin).description;
  return (
    <div className="drawer">
      {plan.socialProof && (
        <p>
          {countOf(pin.saveCount, 'save')} · {countOf(totalReactions(pin), 'reaction')}
        </p>
      )}
      {full && (
        <section>
          <h3>Description</h3>
          <p>
            {expanded || !plan.truncated ? full : `${plan.description}…`}{' '}
            {plan.truncated && (
              <button type="button" className="link-button" onClick={() => setExpanded((e) => !e)}>
                {expanded ? '...less' : 'more'}
              </button>
            )}
          </p>
        </section>
      )}
      {plan.creator && (
        <section>
          <h3>Pin is from</h3>
          <Link className="pinner" to={`/${pin.pinner.username}/`}>
            <Avatar user={pin.pinner} size={32} /> {pin.pinner.fullName}
          </Link>
        </section>
      )}
      {plan.boardHref && pin.board && (
        <section>
          <h3>Board containing this Pin</h3>
          <Link to={plan.boardHref}>{pin.board.name}</Link>
        </section>
      )}
      {plan.interests.length > 0 && (
        <section>
          <h3>Related interests</h3>
          <p className="chips">
            {pin.pinJoin.annotationsWithLinksArray
              .filter((a) => a.name.trim())
              .map((a) => (
                <Link key={a.id} className="chip" to={a.url}>
                  {a.name}
                </Link>
              ))}
          </p>
        </section>
      )}
    </div>
  );
}
