import type { UserSummary } from '@tack/contract';

export function Avatar({
  user,
  size = 32,
}: {
  user: Pick<UserSummary, 'imageSmallUrl' | 'fullName'>;
  size?: number;
}) {
  if (user.imageSmallUrl) {
    return <img className="avatar" src={user.imageSmallUrl} alt="" width={size} height={size} />;
  }
  return (
    <span className="avatar" style={{ width: size, height: size }} aria-hidden="true">
      {user.fullName.charAt(0).toUpperCase()}
    </span>
  );
}
