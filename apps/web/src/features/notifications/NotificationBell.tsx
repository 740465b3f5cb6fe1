import { CountLink } from './CountLink.tsx';

/**
 * The bell with its unread badge. Loaded after the first paint, only for signed-in people; the
 * count comes from the shell (count-query.ts), so this chunk carries no query code.
 */
export default function NotificationBell({
  className,
  count,
}: {
  className: string;
  count: number;
}) {
  return (
    <CountLink
      className={className}
      count={count}
      to="/notifications/"
      label="Notifications"
      iconPath="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
    />
  );
}
