import { useState } from 'react';
import type { Pin, ReactionType } from '@tack/contract';
import { callResource } from '../../api/client.ts';
import { useViewer } from '../auth/queries.ts';
import { reactionsShown } from '@tack/contract/card-layout';
import { REACTIONS } from './card-rules.ts';
import { ReactionIcon } from './ReactionIcon.tsx';
import { compactNumber } from './rules/format.ts';

/**
 * One reaction per viewer (spec §5): picking another replaces it, picking yours again removes it.
 * Hidden for promoted and downstream-promoted pins; counts in short form above 999.
 */
export function Reactions({ pin }: { pin: Pin }) {
  const viewer = useViewer();
  const [state, setState] = useState({ mine: pin.myReaction, counts: pin.reactionCountsData });
  const [busy, setBusy] = useState(false);
  if (!reactionsShown(pin)) return null;
  const count = (t: number) => state.counts.find((c) => c.reactionType === t)?.reactionCount ?? 0;
  async function react(type: ReactionType) {
    setBusy(true);
    try {
      const res =
        state.mine === type
          ? await callResource('PinReactionResource', 'delete', { pin_id: pin.id })
          : await callResource('PinReactionResource', 'create', {
              pin_id: pin.id,
              reaction_type: type,
            });
      setState({ mine: res.myReaction, counts: res.reactionCountsData });
    } catch {
      // Nothing changed on the server, so nothing changes here.
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="reactions" role="group" aria-label="Reactions">
      {REACTIONS.map((r) => (
        <button
          key={r.type}
          type="button"
          className="fav"
          aria-pressed={state.mine === r.type}
          // The name holds the visible count (label-content-name-mismatch): "Love, 1".
          aria-label={count(r.type) > 0 ? `${r.label}, ${compactNumber(count(r.type))}` : r.label}
          disabled={!viewer || busy}
          onClick={() => void react(r.type)}
        >
          <ReactionIcon name={r.name} />
          {count(r.type) > 0 && <span className="fav-count">{compactNumber(count(r.type))}</span>}
        </button>
      ))}
    </div>
  );
}
