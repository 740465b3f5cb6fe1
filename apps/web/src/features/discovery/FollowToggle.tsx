import { useState } from 'react';
import { useViewerWhenKnown } from '../auth/queries.ts';
import { useLoginPrompt } from '../auth/LoginPrompt.tsx';
import { setSourceFollow, type SourceKind } from './follow-source.ts';

/**
 * Follow / Following for a person or an interest: flips at once, flips back if the call fails;
 * signed out, the login prompt asks first.
 */
export function FollowToggle({
  kind,
  id,
  followed,
  onChanged,
  describedBy,
}: {
  kind: SourceKind;
  id: string;
  followed: boolean;
  onChanged?: () => void;
  /** The id of what it follows, where the page lists many (each "Follow" then says which). */
  describedBy?: string;
}) {
  const viewerWhenKnown = useViewerWhenKnown();
  const prompt = useLoginPrompt();
  const [following, setFollowing] = useState(followed);
  async function toggle() {
    if (!(await viewerWhenKnown())) return prompt(following ? 'unfollow' : 'follow');
    const next = !following;
    setFollowing(next);
    try {
      await setSourceFollow(kind, id, next);
      onChanged?.();
    } catch {
      setFollowing(!next);
    }
  }
  return (
    <button
      type="button"
      className={`btn${following ? '' : ' btn-primary'}`}
      aria-pressed={following}
      aria-describedby={describedBy}
      onClick={() => void toggle()}
    >
      {following ? 'Following' : 'Follow'}
    </button>
  );
}
