import type { z } from 'zod';
import type { CookieConsent, CookieConsentUpdateOptions } from '@tack/contract';
import type { CallContext } from '../../context.ts';
import {
  choiceToMerge,
  consentRequired,
  formatConsentCookie,
  parseConsentCookie,
  resolveConsent,
  type ConsentChoice,
} from './consent-rules.ts';
import { storeChoice, storedChoice } from './consent.repository.ts';

/** The signed-out visitor's choice: first party, HttpOnly (the server tells the app), a year. */
export const CONSENT_COOKIE = 'tack_consent';
const COOKIE_MAX_AGE_S = 365 * 86_400;

type Ctx = Pick<CallContext, 'db' | 'config' | 'request' | 'reply' | 'viewer'>;

/** Does the law ask this visitor for an opt-in? The account's country or the browser's language. */
function requiredFor(ctx: Ctx, country: string | null): boolean {
  return consentRequired(ctx.config.consentRequired, {
    country,
    acceptLanguage: ctx.request.headers['accept-language'],
  });
}

async function countryOf(ctx: Ctx, userId: string): Promise<string | null> {
  if (ctx.viewer?.id === userId) return ctx.viewer.country;
  const row = await ctx.db
    .selectFrom('users')
    .select('country')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.country ?? null;
}

/** The consent of a signed-in person (their account's choice) or of this signed-out browser. */
export async function consentFor(ctx: Ctx, userId: string | null): Promise<CookieConsent> {
  if (!userId) {
    const choice = parseConsentCookie(ctx.request.cookies[CONSENT_COOKIE]);
    return resolveConsent(choice, requiredFor(ctx, null));
  }
  const [choice, country] = await Promise.all([
    storedChoice(ctx.db, userId),
    countryOf(ctx, userId),
  ]);
  return resolveConsent(choice, requiredFor(ctx, country));
}

// One answer per request: the feed, the events and the session may each ask.
const perRequest = new WeakMap<object, Promise<CookieConsent>>();

/** The consent that applies to this request's viewer. */
export function consentOf(ctx: Ctx): Promise<CookieConsent> {
  let answer = perRequest.get(ctx.request);
  if (!answer) {
    answer = consentFor(ctx, ctx.viewer?.id ?? null);
    perRequest.set(ctx.request, answer);
  }
  return answer;
}

/**
 * May we record what this visitor does with anything that identifies them (their account, this
 * browser)? The one question every recorder asks: the experience events today, the event log
 * (issue 12) next. Without it, records keep no identifier.
 */
export async function analyticsAllowed(ctx: Ctx): Promise<boolean> {
  return (await consentOf(ctx)).allow_analytic_cookies;
}

/** May the home feed use what the person did (their saves), beyond what they follow? */
export async function personalizationAllowed(ctx: Ctx): Promise<boolean> {
  return (await consentOf(ctx)).allow_personalization_cookies;
}

/** May promoted pins be chosen by what the person did? */
export async function marketingAllowed(ctx: Ctx): Promise<boolean> {
  return (await consentOf(ctx)).allow_marketing_cookies;
}

function setConsentCookie(ctx: Ctx, choice: ConsentChoice): void {
  ctx.reply.setCookie(CONSENT_COOKIE, formatConsentCookie(choice), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.cookieSecure,
    maxAge: COOKIE_MAX_AGE_S,
  });
}

/** `UserSettingsResource` update: the account's choice, or this browser's cookie when signed out. */
export async function updateConsent(
  ctx: CallContext,
  o: z.output<typeof CookieConsentUpdateOptions>,
): Promise<CookieConsent> {
  const choice: ConsentChoice = {
    analytics: o.allow_analytic_cookies,
    marketing: o.allow_marketing_cookies,
    personalization: o.allow_personalization_cookies,
    at: Date.now(),
  };
  const userId = ctx.viewer?.id ?? null;
  if (userId) await storeChoice(ctx.db, userId, choice, o.surface_tag);
  else setConsentCookie(ctx, choice);
  const country = userId ? await countryOf(ctx, userId) : null;
  const answer = resolveConsent(choice, requiredFor(ctx, country));
  perRequest.set(ctx.request, Promise.resolve(answer));
  return answer;
}

/**
 * At login and signup: what this browser chose while signed out goes into the account (unless the
 * account's choice is newer), and the cookie goes: the account holds it from now on.
 */
export async function mergeConsentCookie(ctx: Ctx, userId: string): Promise<void> {
  const browser = parseConsentCookie(ctx.request.cookies[CONSENT_COOKIE]);
  if (!ctx.request.cookies[CONSENT_COOKIE]) return;
  const merge = choiceToMerge(await storedChoice(ctx.db, userId), browser);
  if (merge) await storeChoice(ctx.db, userId, merge, 'signed_out');
  ctx.reply.clearCookie(CONSENT_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.cookieSecure,
  });
  // This request's answers (the session it returns) read the account from now on.
  perRequest.delete(ctx.request);
  delete ctx.request.cookies[CONSENT_COOKIE];
}
