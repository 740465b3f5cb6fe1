import type { z } from 'zod';
import type { ExtraContext, RequestTargeting } from '@tack/contract';
import { PAGE_TYPES } from '@tack/contract/constants';
import type { CallContext } from '../../context.ts';
import { csrfToken, hashToken } from '../../plugins/session.ts';
import type { ViewerFacts } from './targeting.ts';
import { allows } from '@tack/contract';
import { grantOf } from '../business/business.repository.ts';

const DAY_MS = 86_400_000;

/**
 * The viewer's state key: their user id, or a hash of this browser's CSRF cookie when signed out
 * (minted now if an API call came without one).
 */
export function viewerKeyOf(ctx: CallContext): string {
  if (ctx.viewer) return ctx.viewer.id;
  return `v:${hashToken(csrfToken(ctx.request, ctx.reply)).slice(0, 32)}`;
}

/** `en-GB,en;q=0.8` -> `en-GB`. */
function acceptedLocale(header: string | undefined): string | null {
  const first = header?.split(',')[0]?.split(';')[0]?.trim();
  return first && /^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/.test(first) ? first : null;
}

/** Everything targeting may read, from the session, the account and what the page sent. */
export async function viewerFacts(
  ctx: CallContext,
  extra: z.output<typeof ExtraContext>,
  targeting: z.output<typeof RequestTargeting>,
): Promise<ViewerFacts> {
  const v = ctx.viewer;
  const locale =
    (v?.locale || targeting?.locale) ??
    acceptedLocale(ctx.request.headers['accept-language']) ??
    'en-US';
  const region = /-([A-Za-z]{2})\b/.exec(locale)?.[1];
  const boardCount = v
    ? Number(
        (
          await ctx.db
            .selectFrom('boards')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('owner_id', '=', v.id)
            .executeTakeFirstOrThrow()
        ).n,
      )
    : 0;
  const pageType = typeof extra?.page_type === 'string' ? extra.page_type : null;
  return {
    key: viewerKeyOf(ctx),
    signedIn: Boolean(v),
    accountAgeDays: v ? Math.floor((Date.now() - Date.parse(v.created_at)) / DAY_MS) : null,
    country: ((v?.country || targeting?.country || region) ?? 'US').toUpperCase(),
    locale,
    pageType: PAGE_TYPES.some((p) => p === pageType) ? pageType : null,
    boardCount,
    partner: v?.account_type === 'business',
    employee: Boolean(v?.is_employee),
    advertiserId: await advertiserOf(ctx, targeting?.advertiser_id),
  };
}

/**
 * An advertiser placement's advertiser (MC §6 "Advertiser placements pass an advertiserId in
 * targeting"): honoured only when it is the viewer's own profile or one they manage with the
 * ads permission, so no one is shown another advertiser's messages by naming its id.
 */
async function advertiserOf(ctx: CallContext, id: string | undefined): Promise<string | null> {
  const v = ctx.viewer;
  if (!id || !v) return null;
  if (id === v.id) return id;
  if (!/^\d{1,19}$/.test(id)) return null;
  const grant = await grantOf(ctx.db, id, v.id);
  return grant && allows(grant.permissions, 'MANAGE_ADS') ? id : null;
}
