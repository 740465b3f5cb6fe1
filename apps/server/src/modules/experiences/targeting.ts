import { createHash } from 'node:crypto';
import type { Targeting } from '@tack/contract';

/** What targeting may know about the viewer and the page asking. */
export interface ViewerFacts {
  /** A user id, or `v:<hash>` for a signed-out browser: the rollout hash and state key. */
  key: string;
  signedIn: boolean;
  /** Whole days since sign-up; null when signed out. */
  accountAgeDays: number | null;
  country: string;
  locale: string;
  pageType: string | null;
  boardCount: number;
  partner: boolean;
  employee: boolean;
  advertiserId: string | null;
}

/** §5 locale code: the first 2 letters uppercased, except zh and ar which keep the whole code. */
export function localeCode(locale: string): string {
  const lang = locale.slice(0, 2).toLowerCase();
  return lang === 'zh' || lang === 'ar' ? locale : lang.toUpperCase();
}

/** 0-99, stable for a viewer and an experience, independent across experiences. */
export function rolloutBucket(viewerKey: string, experienceId: number): number {
  const digest = createHash('sha256').update(`${experienceId}:${viewerKey}`).digest();
  return digest.readUInt32BE(0) % 100;
}

/** Does every rule given match? An empty targeting matches everyone. */
export function matchesTargeting(t: Targeting, f: ViewerFacts, experienceId: number): boolean {
  const checks: boolean[] = [
    t.signed_in === undefined || t.signed_in === f.signedIn,
    t.max_account_age_days === undefined ||
      (f.accountAgeDays !== null && f.accountAgeDays <= t.max_account_age_days),
    !t.countries?.length || t.countries.includes(f.country.toUpperCase()),
    !t.locales?.length || t.locales.some((l) => localeCode(l) === localeCode(f.locale)),
    !t.page_types?.length || (f.pageType !== null && t.page_types.some((p) => p === f.pageType)),
    t.min_boards === undefined || f.boardCount >= t.min_boards,
    t.max_boards === undefined || f.boardCount <= t.max_boards,
    t.partner === undefined || t.partner === f.partner,
    t.employee === undefined || t.employee === f.employee,
    !t.advertiser_ids?.length ||
      (f.advertiserId !== null && t.advertiser_ids.includes(f.advertiserId)),
    t.rollout_percent === undefined || rolloutBucket(f.key, experienceId) < t.rollout_percent,
  ];
  return checks.every(Boolean);
}

export interface Schedulable {
  paused: boolean;
  starts_at: string | null;
  ends_at: string | null;
}

/** Live: not paused, started (or no start) and not ended (or no end). */
export function isLive(e: Schedulable, now: Date): boolean {
  const t = now.getTime();
  return (
    !e.paused &&
    (e.starts_at === null || Date.parse(e.starts_at) <= t) &&
    (e.ends_at === null || Date.parse(e.ends_at) > t)
  );
}

export interface ViewerState {
  viewed_at: string | null;
  completed_at: string | null;
  dismissed_at: string | null;
  triggered_at: string | null;
}

/** May this viewer be served it again? Never once completed or dismissed; follow-ups only once triggered. */
export function servable(requiresTrigger: boolean, state: ViewerState | undefined): boolean {
  if (state?.completed_at || state?.dismissed_at) return false;
  return !requiresTrigger || Boolean(state?.triggered_at);
}

/** The placement's pick: highest priority, then the newest experience id. */
export function byPriority<T extends { priority: number; experience_id: number }>(a: T, b: T) {
  return b.priority - a.priority || b.experience_id - a.experience_id;
}
