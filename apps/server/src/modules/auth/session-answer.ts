import type { Session } from '@tack/contract';
import { parseUnauthSaves, UNAUTH_SAVES_COOKIE } from '@tack/contract/unauth-saves';
import type { CallContext } from '../../context.ts';
import { consentFor } from '../consent/consent.service.ts';
import { visiblePinIds } from '../pins/pins.repository.ts';

type UnauthSaves = Pick<Session, 'unauthSavedPins' | 'hasSavedUnauthPin' | 'unauthSavePinId'>;

/**
 * The pins this browser tried to save while signed out (PC §3 Session), from the cookie the web
 * app keeps them in: only well-formed ids, and only pins `viewerId` may see, so a pin deleted or
 * made secret since is not offered for saving, nor confirmed to exist.
 */
export async function unauthSavesOf(
  ctx: Pick<CallContext, 'db' | 'request'>,
  viewerId: string | null,
): Promise<UnauthSaves> {
  const list = parseUnauthSaves(ctx.request.cookies[UNAUTH_SAVES_COOKIE]);
  const visible = await visiblePinIds(
    ctx.db,
    viewerId,
    list.map((s) => s.id),
  );
  const pins = list.filter((s) => visible.has(s.id)).map((s) => ({ id: s.id }));
  return {
    unauthSavedPins: pins,
    hasSavedUnauthPin: pins.length > 0,
    unauthSavePinId: pins.at(-1)?.id ?? null,
  };
}

/** The session of a visitor who is not signed in (or just signed out). */
export async function signedOutSession(ctx: CallContext): Promise<Session> {
  const [cookieConsent, unauth] = await Promise.all([
    consentFor(ctx, null),
    unauthSavesOf(ctx, null),
  ]);
  return { isAuthenticated: false, userId: null, viewer: null, cookieConsent, ...unauth };
}
