/** Pure rules of notification emails: which lines go by email, when, and under which kind. */
import {
  EMAIL_KIND_OF,
  NOTIFICATION_KINDS,
  type EmailKind,
  type NotificationKind,
  type NotificationSettings,
} from '@tack/contract';
import { notificationSentence, type SentenceInput } from '@tack/contract/notification-text';

/** A daily digest comes at most once in this long. */
export const DIGEST_EVERY_MS = 24 * 60 * 60 * 1000;
/**
 * A line waits this long before a daily digest tells of it: time to see it in Tack first (a line
 * seen is not mailed).
 */
export const DAILY_HOLD_MS = 2 * 60 * 60 * 1000;
/** Lines older than this are never mailed (old news; and it bounds the sweep's scan). */
export const EMAIL_LOOKBACK_MS = 2 * DIGEST_EVERY_MS;
/** One email names at most this many lines; the rest are "and N more" (and counted as told). */
export const LINES_PER_EMAIL = 10;

/**
 * The kinds this person gets by email: switched on in their notification settings, with emails
 * not off, and their kind of email not unsubscribed.
 */
export function emailedKinds(
  s: NotificationSettings,
  emailKindsOn: Record<EmailKind, boolean>,
): NotificationKind[] {
  if (s.emailDigest === 'off') return [];
  return NOTIFICATION_KINDS.filter((k) => s.email[k] && emailKindsOn[EMAIL_KIND_OF[k]]);
}

/** The email's kind (its category and unsubscribe switch): activity unless it is all social. */
export function mailCategory(kinds: NotificationKind[]): 'activity' | 'social' {
  return kinds.some((k) => EMAIL_KIND_OF[k] === 'activity') ? 'activity' : 'social';
}

/** Times the sweep compares with, from now. */
export function sweepCutoffs(nowMs: number) {
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    /** A daily person whose last digest is older than this may get one. */
    lastDigestBefore: iso(nowMs - DIGEST_EVERY_MS),
    /** A daily digest waits for a line begun before this. */
    heldSince: iso(nowMs - DAILY_HOLD_MS),
    /** Lines changed before this are not mailed. */
    since: iso(nowMs - EMAIL_LOOKBACK_MS),
  };
}

/** A line of the email: the sentence a person reads in Tack, with the pin's title or comment. */
export function emailLine(
  n: SentenceInput & { pin: { title: string } | null; comment: string | null },
) {
  const sentence = notificationSentence(n);
  if (n.comment) return `${sentence}: “${n.comment}”`;
  return n.pin?.title ? `${sentence}: ${n.pin.title}` : sentence;
}

/** The subject: the one line itself, or how many there are. */
export function digestSubject(lines: string[], total: number): string {
  if (total === 1 && lines[0]) return lines[0].length > 90 ? `${lines[0].slice(0, 89)}…` : lines[0];
  return `You have ${total} new notifications on Tack`;
}
