import { NavLink } from 'react-router';
import { badgeText } from './badge.ts';

/**
 * A header link with an unread badge (the bell, Messages): in the header on wide windows, in the
 * bottom bar on a phone (one of each is shown by CSS). Its label says the count; the badge is
 * decoration.
 */
export function CountLink({
  className,
  count,
  to,
  label,
  iconPath,
}: {
  className: string;
  count: number;
  to: string;
  label: string;
  /** The 24x24 icon's path. */
  iconPath: string;
}) {
  const badge = badgeText(count);
  return (
    <NavLink
      className={`bell ${className}`}
      to={to}
      aria-label={badge ? `${label}, ${count} unread` : label}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d={iconPath} />
      </svg>
      {badge && (
        <span className="bell-badge" aria-hidden="true">
          {badge}
        </span>
      )}
    </NavLink>
  );
}
