import { useEffect } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { BusinessProfile } from '@tack/contract';
import { FloatingMenu } from '../../ui/FloatingMenu.tsx';
import { useMenuButton } from '../../ui/use-menu-button.ts';
import { useToast } from '../../ui/Toast.tsx';
import { useActing } from './acting-store.ts';
import { actAs, stopActing, storedChoice } from './acting-choice.ts';
import { profileList, restoredChoice, useBusinessProfiles } from './profiles-query.ts';

const initial = (name: string) => name.charAt(0).toUpperCase();

function ProfileAvatar({ p }: { p: Pick<BusinessProfile, 'user'> }) {
  return p.user.imgUrl ? (
    <img className="avatar" src={p.user.imgUrl} alt="" width={28} height={28} />
  ) : (
    <span className="avatar" style={{ width: 28, height: 28 }} aria-hidden="true">
      {initial(p.user.businessName)}
    </span>
  );
}

/**
 * The header's profile switcher (MC §3, §5 "Business access"): shown when the person manages
 * other profiles. Choosing one acts as it on every call (the stored choice); a profile asking for
 * two-factor sign-in the person lacks is shown disabled, with why and a way to Settings > Security.
 */
export default function ProfileSwitcher({ viewerId }: { viewerId: string }) {
  const profiles = useBusinessProfiles(viewerId).data;
  const acting = useActing();
  const qc = useQueryClient();
  const toast = useToast();
  const { open, button, menu } = useMenuButton();

  // Signed out (the switcher goes): calls are the visitor's own again.
  useEffect(() => () => stopActing(), []);
  // Restore the stored choice once the profiles say it still holds; drop it otherwise.
  useEffect(() => {
    if (!profiles) return;
    const next = restoredChoice(storedChoice(viewerId), profiles);
    if ((next?.id ?? null) === (acting?.id ?? null)) return;
    actAs(viewerId, next);
    void qc.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'business' });
  }, [profiles, viewerId, acting?.id, qc]);

  const list = profileList(profiles);
  if (list.length < 2) return null;
  const own = list[0]!;
  const shown = (acting && profiles?.[acting.id]) || own;
  const choose = (p: BusinessProfile) => {
    actAs(viewerId, p.permissions.includes('OWNER') ? null : p);
    void qc.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'business' });
    toast({ text: `Now acting as ${p.user.businessName}` });
  };
  const blocked = list.some((p) => !p.viewerMeetsMfaRequirement);
  return (
    <>
      {/* Named by what it shows (the acting profile), then what it does. */}
      <button {...button} type="button" className="btn profile-switcher">
        <ProfileAvatar p={shown} />
        <span className="profile-switcher-name">{shown.user.businessName}</span>
        <span className="visually-hidden">, switch profile</span>
      </button>
      {open && (
        <FloatingMenu {...menu}>
          {list.map((p) => (
            <button
              key={p.id}
              role="menuitemradio"
              type="button"
              aria-checked={p.id === shown.id}
              aria-disabled={!p.viewerMeetsMfaRequirement || undefined}
              className="profile-choice"
              onClick={() => p.viewerMeetsMfaRequirement && choose(p)}
            >
              <ProfileAvatar p={p} />
              <span>
                {p.user.businessName}{' '}
                <span className="profile-choice-meta">
                  @{p.user.username} ·{' '}
                  {p.permissions.includes('OWNER') ? 'Your profile' : p.permissions.join(', ')}
                </span>
                {!p.viewerMeetsMfaRequirement && (
                  <span className="profile-choice-why">
                    {p.user.businessName} asks its managers to use two-factor sign-in
                  </span>
                )}
              </span>
            </button>
          ))}
          {blocked && (
            <Link role="menuitem" to="/settings/security">
              Turn on two-factor sign-in (Settings &gt; Security)
            </Link>
          )}
          <Link role="menuitem" to="/business/hub">
            Business hub
          </Link>
        </FloatingMenu>
      )}
    </>
  );
}
