import { NavLink } from 'react-router';
import { badgeText } from './badge.ts';

/**
 * The bell with its unread badge: in the header on wide windows, in the bottom bar on a phone
 * (one of each is shown by CSS). Loaded after the first paint, only for signed-in people; the
 * count comes from the shell (count-query.ts), so this chunk carries no query code.
 */
export default function NotificationBell({
  className,
  count,
}: {
  className: string;
  count: number;
}) {
  const badge = badgeText(count);
  return (
    <NavLink
      className={`bell ${className}`}
      to="/notifications/"
      aria-label={badge ? `Notifications, ${count} unread` : 'Notifications'}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
        />
      </svg>
      {badge && (
        <span className="bell-badge" aria-hidden="true">
          {badge}
        </span>
      )}
    </NavLink>
  );
}
