import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useViewer } from '../auth/queries.ts';
import { useToast } from '../../ui/Toast.tsx';
import { Avatar } from '../../ui/Avatar.tsx';
import { AnchoredPanel, CloseButton } from '../experiences/renderers/parts.tsx';
import { findAnchor, useAnchorRect } from '../experiences/renderers/hooks.ts';
import '../experiences/renderers/experiences.css';
import { landingToastText, landingView, senderName } from './landing-rules.ts';
import { useInvite } from './use-invite.ts';
import { rememberSharedPin } from './viewed-pins.ts';
import './invites.css';

/** Wider than this is a desktop (the phone layout's breakpoint in ui/styles.css). */
const DESKTOP = '(min-width: 641px)';
/** The header's Sign up button: the inviter popover points at it. */
const ANCHOR = 'signup-button';

/**
 * What a link with `?invite_code=` does on arrival (MC §4 "Invite landing"): looks the code up,
 * remembers a shared pin in the session (§3 viewedSharedPins), then shows the inviter popover
 * or the landing toast as `landingView` decides, once per code. Loaded only when the address
 * has a code.
 */
export default function InviteLanding({ code }: { code: string }) {
  const invite = useInvite(code);
  const viewer = useViewer();
  const toast = useToast();
  const { pathname } = useLocation();
  const [closed, setClosed] = useState(false);
  const desktop = window.matchMedia(DESKTOP).matches;
  const view = landingView(invite, viewer?.id ?? null, desktop);

  useEffect(() => {
    if (invite?.object_type === 'pin' && pathname.startsWith(`/pin/${invite.object_id}`))
      rememberSharedPin(invite.object_id, code);
  }, [invite, code, pathname]);

  const toasted = useRef<string | null>(null);
  useEffect(() => {
    if (!invite || (view !== 'toast-desktop' && view !== 'toast-mobile')) return;
    if (toasted.current === code) return;
    toasted.current = code;
    toast({
      text: landingToastText(invite.sender.first_name, view === 'toast-mobile'),
      link: { href: `/conversations/?to=${invite.sender.id}`, label: 'Say thanks' },
      duration: 6000,
    });
  }, [invite, view, code, toast]);

  if (view !== 'popover' || closed || !invite) return null;
  return <InviterPopover invite={invite} onClose={() => setClosed(true)} />;
}

function InviterPopover({
  invite,
  onClose,
}: {
  invite: NonNullable<ReturnType<typeof useInvite>>;
  onClose: () => void;
}) {
  const rect = useAnchorRect(ANCHOR);
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const name = senderName(invite.sender.first_name) || invite.sender.username;
  // Escape closes it; focus inside goes back to the Sign up button it points at.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      const inside = panel.current?.contains(document.activeElement);
      onClose();
      if (inside) findAnchor(ANCHOR)?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  if (!rect) return null;
  return (
    <AnchoredPanel
      rect={rect}
      direction="down"
      className="invite-popover"
      role="dialog"
      labelledBy={titleId}
      panelRef={panel}
    >
      <CloseButton onClick={onClose} label="Close invite" />
      <div className="invite-popover-head">
        <Avatar
          user={{
            imageSmallUrl: invite.sender.image_medium_url,
            fullName: invite.sender.full_name,
          }}
          size={48}
        />
        <p id={titleId} className="xp-message">
          {name} invited you to Tack
        </p>
      </div>
      <p className="invite-popover-text">Sign up to see the ideas {name} saves and share yours.</p>
      <div className="xp-actions">
        <Link className="btn btn-primary xp-btn" to="/signup">
          Sign up
        </Link>
      </div>
    </AnchoredPanel>
  );
}
