import { NavLink } from 'react-router';
import { badgeText } from '../notifications/badge.ts';

/**
 * Messages, with how many conversations have something unread: its own chunk after the first
 * paint; the count rides on the notifications count the shell already asks for.
 */
export default function MessagesLink({ className, count }: { className: string; count: number }) {
  const badge = badgeText(count);
  return (
    <NavLink
      className={`bell ${className}`}
      to="/conversations/"
      aria-label={badge ? `Messages, ${count} unread` : 'Messages'}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H8l-5 4V5a2 2 0 0 1 1-2Zm3 6v2h10V9H7Zm0 4v2h7v-2H7Z"
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
