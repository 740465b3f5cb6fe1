import { useState } from 'react';
import { Link } from 'react-router';
import type { Pin } from '@tack/contract';
import { isBot } from '@tack/contract/constants';
import { Dialog } from '../../ui/Dialog.tsx';
import { Avatar } from '../../ui/Avatar.tsx';
import { useViewer } from '../auth/queries.ts';
import { drawerPlan } from './rules/drawer.ts';

const reactionTotal = (pin: Pin) => pin.reactionCountsData.reduce((n, r) => n + r.reactionCount, 0);

/** "More about this Pin" for signed-out visitors (bots get its content visually hidden). */
export function MoreAboutPin({ pin, onCloseup }: { pin: Pin; onCloseup: boolean }) {
  const viewer = useViewer();
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const bot = isBot(navigator.userAgent);
  const plan = drawerPlan(
    {
      description: pin.description,
      saveCount: pin.saveCount,
      likeCount: reactionTotal(pin),
      hasPinner: Boolean(pin.pinner),
      interestNames: pin.pinJoin.annotationsWithLinksArray.map((a) => a.name),
      boardUrl: pin.board?.url ?? null,
    },
    { signedIn: Boolean(viewer), isBot: bot, onCloseup },
  );
  if (!plan.offered) return null;
  const body = (
    <div className="drawer">
      {plan.socialProof && (
        <p>
          {pin.saveCount} saves · {reactionTotal(pin)} reactions
        </p>
      )}
      {pin.description && (
        <section>
          <h3>Description</h3>
          <p>
            {expanded || !plan.truncated ? pin.description : `${plan.description}…`}{' '}
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
  if (plan.hidden) return <div className="visually-hidden">{body}</div>;
  return (
    <>
      <button type="button" className="btn" onClick={() => setOpen(true)}>
        More about this Pin
      </button>
      {open && (
        <Dialog title="More about this Pin" onClose={() => setOpen(false)}>
          {body}
        </Dialog>
      )}
    </>
  );
}
