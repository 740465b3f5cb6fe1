/** Pure rules of notifications: grouping, settings, landing pages. */
import {
  NOTIFICATION_KINDS,
  type EmailDigest,
  type NotificationKind,
  type NotificationSettings,
} from '@tack/contract';

/**
 * How long a line keeps gathering people: saves of one pin over a day read as one line ("Dana
 * and 3 others saved your Pin"); a save a week later is news of its own.
 */
export const GROUP_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Whether an event joins an existing line: the line is still unread and not yet emailed (once
 * seen or told by email, what comes next is news of its own) and began within the window.
 */
export function joinsLine(
  line: { read_at: string | null; emailed_at?: string | null; created_at: string },
  nowMs: number,
  windowMs = GROUP_WINDOW_MS,
): boolean {
  return (
    line.read_at === null && !line.emailed_at && nowMs - Date.parse(line.created_at) < windowMs
  );
}

/** The stored settings row (absent: every kind on in both channels, a daily email). */
export interface SettingsRow {
  in_app_off: string;
  email_off: string;
  email_digest: EmailDigest;
}

function kindList(json: string): Set<NotificationKind> {
  try {
    const parsed: unknown = JSON.parse(json);
    if (!Array.isArray(parsed)) return new Set();
    return new Set(NOTIFICATION_KINDS.filter((k) => parsed.includes(k)));
  } catch {
    return new Set();
  }
}

const perKind = (off: Set<NotificationKind>) =>
  Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, !off.has(k)])) as Record<
    NotificationKind,
    boolean
  >;

export function toSettings(row: SettingsRow | undefined): NotificationSettings {
  return {
    inApp: perKind(kindList(row?.in_app_off ?? '[]')),
    email: perKind(kindList(row?.email_off ?? '[]')),
    emailDigest: row?.email_digest ?? 'daily',
  };
}

/** Settings after a change: only the named kinds move. */
export function mergeSettings(
  current: NotificationSettings,
  change: {
    in_app?: Partial<Record<NotificationKind, boolean>>;
    email?: Partial<Record<NotificationKind, boolean>>;
    email_digest?: EmailDigest;
  },
): NotificationSettings {
  return {
    inApp: { ...current.inApp, ...change.in_app },
    email: { ...current.email, ...change.email },
    emailDigest: change.email_digest ?? current.emailDigest,
  };
}

/** The kinds switched off, as stored. */
export const offList = (on: Record<NotificationKind, boolean>) =>
  JSON.stringify(NOTIFICATION_KINDS.filter((k) => !on[k]));

/** Whether an event is worth storing: someone wants to hear of it in the app or by email. */
export function wantsAny(s: NotificationSettings, kind: NotificationKind): boolean {
  return s.inApp[kind] || (s.email[kind] && s.emailDigest !== 'off');
}
