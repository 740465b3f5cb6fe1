import { CountLink } from '../notifications/CountLink.tsx';

/**
 * Messages, with how many conversations have something unread: its own chunk after the first
 * paint; the count rides on the notifications count the shell already asks for.
 */
export default function MessagesLink({ className, count }: { className: string; count: number }) {
  return (
    <CountLink
      className={className}
      count={count}
      to="/conversations/"
      label="Messages"
      iconPath="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H8l-5 4V5a2 2 0 0 1 1-2Zm3 6v2h10V9H7Zm0 4v2h7v-2H7Z"
    />
  );
}
