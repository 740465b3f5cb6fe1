import { NOTIFICATION_COUNT_CAP } from '@tack/contract/constants';

/** The badge's text: nothing at zero, the count up to 99, then "99+". */
export function badgeText(unread: number): string {
  if (unread <= 0) return '';
  return unread >= NOTIFICATION_COUNT_CAP ? '99+' : String(unread);
}
