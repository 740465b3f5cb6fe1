import { sharedHeader } from './landing-rules.ts';
import { useInvite } from './use-invite.ts';
import { viewedSharedPins } from './viewed-pins.ts';
import { Avatar } from '../../ui/Avatar.tsx';

/**
 * "{sender} shared this idea" over a pin someone shared with the viewer (000 §3 "Sender of a
 * shared pin", §5): from the pin's invite code, given or remembered in the session. No name, a
 * failed lookup or no code: no header.
 */
export function SharedByHeader({
  pinId,
  inviteCode,
}: {
  pinId: string;
  inviteCode?: string | null;
}) {
  const code = inviteCode ?? viewedSharedPins()[pinId]?.inviteCode ?? null;
  const invite = useInvite(code);
  const header =
    invite && invite.object_id === pinId ? sharedHeader(invite.sender.first_name) : null;
  if (!invite || !header) return null;
  return (
    <p className="shared-by">
      <Avatar
        user={{ imageSmallUrl: invite.sender.image_medium_url, fullName: invite.sender.full_name }}
        size={24}
      />
      <span className="shared-by-text">{header}</span>
    </p>
  );
}
